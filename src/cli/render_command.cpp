// gridlogic render: print drawings of puzzles, as SVG or PNG images (one puzzle a file) or a PDF
// booklet (several a page, solutions on the last pages). The puzzles draw themselves; the
// pages and images are made by src/render/.
#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <memory>
#include <optional>

#include "cli/common.hpp"
#include "cli/vocabulary_options.hpp"
#include "gridlogic/render.hpp"

namespace gridlogic::cli {

namespace {

struct RenderOptions {
  InputOptions input;
  std::string to;  // svg, png or pdf; "" = from the output's extension
  int per_page = 4;
  std::string paper = "a4";
  std::unique_ptr<VocabularyOptions> vocabulary;  // with_solution, max_px, the kinds' switches
  // Read from the vocabulary's options when the command runs.
  bool with_solution = false;
  int max_px = 0;
  std::set<std::string, std::less<>> flags;  // how a solution is found: --min, ...
};

render::Format format_of(const RenderOptions& options) {
  std::string to = options.to;
  if (to.empty()) {
    const std::string extension = std::filesystem::path(options.input.output).extension();
    if (extension == ".svg" || extension == ".png" || extension == ".pdf") to = extension.substr(1);
  }
  if (to.empty()) {
    throw InputError("missing option", "--to",
                     "say svg, png or pdf (or give -o a name ending in one of them)");
  }
  return to == "svg"   ? render::Format::kSvg
         : to == "png" ? render::Format::kPng
                       : render::Format::kPdf;
}

// Where an image goes: -o as given, or, for several puzzles, a name made from a pattern with
// {n} or a file in a folder, n the puzzle's 1-based place in the input.
struct ImageTarget {
  std::string output;
  std::string extension;

  [[nodiscard]] bool pattern() const { return output.find("{n}") != std::string::npos; }
  [[nodiscard]] bool folder() const {
    std::error_code error;
    return !output.empty() &&
           (output.back() == '/' || std::filesystem::is_directory(output, error));
  }
  [[nodiscard]] bool several() const { return pattern() || folder(); }
  [[nodiscard]] std::string path(size_t n) const {
    if (pattern()) {
      std::string path = output;
      for (size_t at = path.find("{n}"); at != std::string::npos; at = path.find("{n}", at)) {
        path.replace(at, 3, std::to_string(n));
      }
      return path;
    }
    if (folder()) return (std::filesystem::path(output) / (std::to_string(n) + extension)).string();
    return output;
  }
};

// Writes through `write` to `path` ("-" = stdout). A file that cannot be opened is a usage
// error (exit 2, as -o of every command); one that fails while written is exit 4.
void write_file(const std::string& path, const std::function<void(std::ostream&)>& write) {
  if (path == "-") {
    write(std::cout);
    return;
  }
  std::ofstream file(path, std::ios::binary | std::ios::trunc);
  if (!file) {
    throw InputError("cannot write file", "--output " + path,
                     std::string("cannot open it for writing: ") + std::strerror(errno));
  }
  write(file);
}

// The solution to draw with a puzzle: the one it carries (when right), else a solve's.
std::optional<Json> solution_to_draw(const RenderOptions& options, const InputItem& item,
                                     ExitStatus& status) {
  if (const Json* carried = item.carried_solution()) {
    Verdict verdict = item.puzzle->verify(*carried);
    if (verdict.valid) return *carried;
    std::cerr << "gridlogic: puzzle " << printable(item.id)
              << ": the solution it carries is wrong (" << printable(verdict.error)
              << "); drawing a solver's\n";
  }
  SolveOptions solve_options;
  solve_options.flags = options.flags;
  SolveResult result = item.puzzle->solve(make_context(options.input), solve_options);
  if (result.status == Status::kSolved) return result.solution.json();
  std::cerr << "gridlogic: puzzle " << printable(item.id) << ": no solution to draw ("
            << to_string(result.status) << (result.error.empty() ? "" : ": ")
            << printable(result.error) << ")\n";
  status.note(result.status);
  return std::nullopt;
}

void report_write_error(const std::string& path, const render::WriteError& error,
                        ExitStatus& status) {
  std::cerr << "gridlogic: " << printable(path == "-" ? "stdout" : path)
            << ": the output could not be written: " << printable(error.what()) << '\n';
  status.note(kOutputLost);
}

int render_images(const RenderOptions& options, render::Format format) {
  ExitStatus status;
  const ImageTarget target{options.input.output, format == render::Format::kSvg ? ".svg" : ".png"};
  const render::ImageSize size{40, options.max_px};
  auto draw = [&](const InputItem& item, const std::string& path) {
    std::optional<Json> solution;
    if (options.with_solution) solution = solution_to_draw(options, item, status);
    try {
      write_file(path, [&](std::ostream& out) {
        render::write_image(*item.puzzle, solution ? &*solution : nullptr, format, size, out);
      });
    } catch (const render::WriteError& error) {
      report_write_error(path, error, status);
    }
  };
  size_t position = 0;
  std::optional<InputItem> only;  // one puzzle, one file: drawn once the input has no other
  InputOptions serial = options.input;
  serial.threads = 1;
  status.note(for_each_puzzle(
      serial,
      [&](InputItem& item) -> Output {
        ++position;
        if (report_unread(item, status)) return {};
        if (target.several()) {
          draw(item, target.path(position));
        } else if (only) {
          throw InputError("one puzzle a file", "--output " + target.output,
                           "the input holds several puzzles and an image holds one: give -o a "
                           "name with {n} (out-{n}" +
                               target.extension + "), a folder, or use --to pdf");
        } else {
          only = std::move(item);
        }
        return {};
      },
      [](const Output&) {}));
  if (only) draw(*only, target.output);
  return status.value();
}

int render_booklet(const RenderOptions& options) {
  ExitStatus status;
  std::vector<InputItem> items = load_items(options.input, status);
  std::vector<std::optional<Json>> solutions(items.size());
  std::vector<render::BookletItem> booklet;
  for (size_t i = 0; i < items.size(); ++i) {
    if (report_unread(items[i], status)) continue;
    if (options.with_solution) solutions[i] = solution_to_draw(options, items[i], status);
    booklet.push_back(
        {items[i].puzzle.get(), items[i].id, solutions[i] ? &*solutions[i] : nullptr});
  }
  if (booklet.empty()) return status.value() == kOk ? kInvalid : status.value();
  const render::BookletOptions booklet_options{
      options.paper == "letter" ? render::Paper::kLetter : render::Paper::kA4, options.per_page};
  try {
    write_file(options.input.output,
               [&](std::ostream& out) { render::write_booklet(booklet, booklet_options, out); });
  } catch (const render::WriteError& error) {
    report_write_error(options.input.output, error, status);
  }
  return status.value();
}

int run(RenderOptions& options) {
  const api::Params params = options.vocabulary->params();
  options.with_solution = params.on("with_solution");
  options.max_px = static_cast<int>(params.whole("max_px"));
  options.flags = params.switches();
  if (options.input.output.empty()) {
    throw InputError("missing option", "--output",
                     "say where to write: -o FILE (- for stdout), a name with {n} or a folder");
  }
  const render::Format format = format_of(options);
  return format == render::Format::kPdf ? render_booklet(options) : render_images(options, format);
}

}  // namespace

void add_render_command(CLI::App& app, ExitStatus& status) {
  auto options = std::make_shared<RenderOptions>();
  CLI::App* command =
      app.add_subcommand("render", "draw puzzles for print: SVG or PNG images, or a PDF booklet");
  InputOptions& input = options->input;
  command->add_option("files", input.files,
                      "puzzle files (JSON, JSON Lines or text), read in turn; - or none for stdin");
  command->add_option("--type", input.type, "puzzle type when the input does not say it")
      ->check(CLI::IsMember(type_words()));
  command->add_option("-o,--output", input.output,
                      "the file to write (- for stdout); for several images a name with {n} (the "
                      "puzzle's place in the input) or a folder");
  const api::OptionSpec& to = *api::command_spec("render").option("to");
  const std::vector<std::string_view> formats = to.words();
  command
      ->add_option(
          "--to", options->to,
          to.help + ": " + CLI::detail::join(formats, ", ") + " (default: the -o name's ending)")
      ->check(CLI::IsMember(std::vector<std::string>(formats.begin(), formats.end())));
  options->vocabulary =
      std::make_unique<VocabularyOptions>(*command, "render", std::vector<std::string_view>{"to"});
  command->add_option("--per-page", options->per_page, "pdf: puzzles a page")
      ->check(CLI::Range(1, render::kMaxPerPage))
      ->capture_default_str();
  command->add_option("--paper", options->paper, "pdf: the page size, a4 or letter")
      ->check(CLI::IsMember({"a4", "letter"}))
      ->capture_default_str();
  command
      ->add_option("--max-puzzle-mb", input.max_puzzle_mb,
                   "the most one puzzle's text may take, in MiB; a longer one is too_large")
      ->check(CLI::Range(size_t{1}, size_t{4096}))
      ->capture_default_str();
  command->add_option("--timeout", input.timeout, "--with-solution: time limit per solve, seconds")
      ->check(seconds_validator())
      ->capture_default_str();
  command->callback([options, &status] { status.note(run(*options)); });
}

}  // namespace gridlogic::cli
