// The API's commands on one puzzle each: read the body as the CLI reads a file, call the Puzzle
// interface as the command's CLI file does, answer its result object (src/catalogue/results.cpp).
// generate and GET /api/types, which read the kinds' parameters, are in generate.cpp.
#include "api/commands.hpp"

#include <algorithm>
#include <chrono>
#include <optional>
#include <set>
#include <sstream>

#include "api/generate.hpp"
#include "api/http_status.hpp"
#include "api/params.hpp"
#include "gridlogic/foreign_format.hpp"
#include "gridlogic/io.hpp"
#include "gridlogic/render.hpp"
#include "gridlogic/results.hpp"

namespace gridlogic::api {

namespace {

using Clock = std::chrono::steady_clock;

double ms_since(Clock::time_point start) {
  return std::chrono::duration<double, std::milli>(Clock::now() - start).count();
}

Reply json_reply(const std::string& line) {
  return {200, "application/json", line};
}

// One JSON line; invalid UTF-8 from the input (an id, a quoted value) becomes U+FFFD.
std::string line_of(const OrderedJson& object) {
  return object.dump(-1, ' ', false, nlohmann::detail::error_handler_t::replace) + "\n";
}

Context context_of(const ApiLimits& limits) {
  Context ctx = Context::with_time_limit(limits.timeout);
  ctx.cancel = limits.cancel;
  return ctx;
}

std::vector<std::string_view> type_word_list() {
  return all_type_names();
}

// The body's one puzzle, read as the CLI reads a file (--type from ?type=).
InputItem read_puzzle(std::string_view body, const Params& params, const ApiLimits& limits) {
  ReadOptions options;
  options.type = params.word("type", "", type_word_list());
  options.max_puzzle_bytes = limits.max_body;
  if (body.find_first_not_of(" \t\r\n") == std::string_view::npos) {
    throw ApiError{400, "the body holds no puzzle", "body", "empty input"};
  }
  PuzzleReader reader(body, options);
  std::optional<PuzzleText> text;
  try {
    text = reader.next_text();
  } catch (const InputError& error) {  // a text whose type nothing says
    throw ApiError{refusal(error, "body")};
  }
  if (!text) throw ApiError{400, "the body holds no puzzle", "body", "empty input"};
  // The first puzzle's own fault comes before the count: a text cut short where it nests too
  // deep leaves a rest that reads as a second puzzle.
  InputItem item = parse_puzzle(std::move(*text), options);
  if (item.puzzle == nullptr) {
    throw ApiError{http_status_for(item.error_status), item.error,
                   item.error_where.empty() ? "body" : item.error_where,
                   item.error_rule.empty() ? "invalid input" : item.error_rule};
  }
  bool several = false;
  try {
    several = reader.next_text().has_value();
  } catch (const InputError& error) {
    throw ApiError{refusal(error, "body")};
  }
  if (several) {
    throw ApiError{422, "the body holds several puzzles; send one a request", "body",
                   "several puzzles"};
  }
  return item;
}

// The kinds' own solve switches, by name (Lights Out's min, kernel), once each.
std::vector<std::string> flag_names() {
  std::vector<std::string> names;
  for (const PuzzleKind* kind : all_kinds()) {
    for (const FlagSpec& flag : kind->solve_flags()) {
      if (std::find(names.begin(), names.end(), flag.name) == names.end()) {
        names.emplace_back(flag.name);
      }
    }
  }
  return names;
}

std::set<std::string, std::less<>> flags_of(const Params& params) {
  std::set<std::string, std::less<>> flags;
  for (const std::string& name : flag_names()) {
    if (params.on(name)) flags.insert(name);
  }
  return flags;
}

SolveOptions solve_options(const Params& params) {
  SolveOptions options;
  const std::string engine = params.word("engine", "native", {"native", "milp", "sat"});
  options.engine = engine == "milp"  ? Engine::kMilp
                   : engine == "sat" ? Engine::kSat
                                     : Engine::kNative;
  options.model = params.word("model", "improved", {"literal", "improved"}) == "literal"
                      ? ModelVariant::kLiteral
                      : ModelVariant::kImproved;
  options.flags = flags_of(params);
  return options;
}

Reply solve(const Params& params, InputItem& item, const ApiLimits& limits) {
  const SolveOptions options = solve_options(params);
  const auto start = Clock::now();
  SolveResult result = item.puzzle->solve(context_of(limits), options);
  return json_reply(solve_result(item, std::move(result), ms_since(start)).json_line());
}

Reply count(const Params& params, InputItem& item, const ApiLimits& limits) {
  const SolveOptions options = solve_options(params);
  const uint64_t limit = params.whole("limit", 0, 0, UINT64_MAX);
  const auto start = Clock::now();
  CountResult result = item.puzzle->count(context_of(limits), options, limit);
  return json_reply(count_result(item, std::move(result), ms_since(start)).json_line());
}

Reply verify(const Params&, InputItem& item, const ApiLimits&) {
  const std::string field(item.kind->solution_field());
  const Json* solution = item.carried_solution();
  if (solution == nullptr) {
    throw ApiError{400, "the puzzle has no \"" + field + "\" field to verify", "field " + field,
                   "missing solution"};
  }
  const auto start = Clock::now();
  const Verdict verdict = item.puzzle->verify(*solution);
  return json_reply(verify_result(item, verdict, ms_since(start)).json_line());
}

Reply explain(const Params&, InputItem& item, const ApiLimits& limits) {
  const auto start = Clock::now();
  const Explanation explanation = item.puzzle->explain(context_of(limits));
  return json_reply(line_of(explanation_object(item, explanation, ms_since(start))));
}

Reply grade(const Params&, InputItem& item, const ApiLimits& limits) {
  const auto start = Clock::now();
  const Grade grade = item.puzzle->grade(context_of(limits));
  return json_reply(grade_result(item, grade, ms_since(start)).json_line());
}

Reply hint(const Params& params, InputItem& item, const ApiLimits& limits) {
  const std::string depth = params.word("depth", "step", hint_depth_words());
  Json progress;
  if (const std::string* position = params.find("progress")) {
    try {
      progress = parse_position(*position);
    } catch (const InputError& error) {
      throw ApiError{refusal(error, parameter_place("progress"))};
    }
  }
  const auto start = Clock::now();
  const Hint hint = item.puzzle->hint(context_of(limits), progress,
                                      hint_depth_of(depth).value_or(HintDepth::kStep));
  return json_reply(hint_result(item, hint, ms_since(start)).json_line());
}

Reply convert(const Params& params, InputItem& item, const ApiLimits&) {
  std::vector<std::string_view> targets = {"json", "text"};
  for (std::string_view name : foreign_format_names()) targets.push_back(name);
  const std::string to = params.word("to", "json", targets);
  if (to == "text") return {200, "text/plain; charset=utf-8", item.puzzle->to_text()};
  if (to == "json") return json_reply(line_of(converted_object(item)));
  try {
    return {200, "text/plain; charset=utf-8", write_foreign(*item.puzzle, to) + "\n"};
  } catch (const NotAvailable& error) {
    // The puzzle is well formed; the format cannot say it.
    throw ApiError{422, error.what(), parameter_place("to"), "no such form"};
  }
}

constexpr uint64_t kAnswerBytesPerEntry = 4;

Reply export_model(const Params& params, InputItem& item, const ApiLimits& limits) {
  const std::string to = params.word("to", "lp", {"lp", "mps", "cnf"});
  const ExportFormat format = to == "mps"   ? ExportFormat::kMps
                              : to == "cnf" ? ExportFormat::kCnf
                                            : ExportFormat::kLp;
  // The documents' literal model by default, as `gridlogic export` writes.
  const ModelVariant model = params.word("model", "literal", {"literal", "improved"}) == "improved"
                                 ? ModelVariant::kImproved
                                 : ModelVariant::kLiteral;
  // The model is built against a budget of entries, so that one whose file would be past the
  // answer limit stops while it is built, its memory bounded with it, and the file of one within
  // the budget is measured before it is answered. A CNF literal or clause end writes 2 to 8
  // bytes (about 5 on large boards), an LP or MPS coefficient (which counts 4 entries) more:
  // a quarter of the limit in entries lets through the models whose files fit, but for the
  // smallest literals.
  Context ctx = context_of(limits);
  const uint64_t budget = std::max<uint64_t>(1, limits.max_answer / kAnswerBytesPerEntry);
  if (ctx.max_model_entries == 0 || ctx.max_model_entries > budget) ctx.max_model_entries = budget;
  const auto too_large = [&] {
    return past_limit("the model file would be larger than the answer limit of " +
                          std::to_string(limits.max_answer) + " bytes",
                      "answer");
  };
  std::string text;
  try {
    text = item.puzzle->export_model(ctx, format, model);
  } catch (const TooLarge& error) {
    // The budget above is the answer limit in entries: past it, the answer is what is too large.
    if (error.limit() == TooLarge::Limit::kModelEntries) throw too_large();
    throw;
  }
  if (text.size() > limits.max_answer) throw too_large();
  return {200, "text/plain; charset=utf-8", std::move(text)};
}

// The solution render draws: the one the puzzle carries when it verifies, else the solver's.
Json solution_to_draw(const Params& params, const InputItem& item, const ApiLimits& limits) {
  if (const Json* carried = item.carried_solution()) {
    if (item.puzzle->verify(*carried).valid) return *carried;
  }
  SolveOptions options;
  options.flags = flags_of(params);
  SolveResult result = item.puzzle->solve(context_of(limits), options);
  if (result.status != Status::kSolved) {
    throw ApiError{422,
                   "no solution to draw: " + std::string(to_string(result.status)) +
                       (result.error.empty() ? "" : " (" + result.error + ")"),
                   parameter_place("with_solution"), "no solution"};
  }
  return result.solution.json();
}

Reply render_image(const Params& params, InputItem& item, const ApiLimits& limits) {
  const std::string to = params.word("to", "svg", {"svg", "png", "pdf"});
  const int max_px = static_cast<int>(
      params.whole("max_px", std::min(4000, limits.max_image_side), 64, limits.max_image_side));
  std::optional<Json> solution;
  if (params.on("with_solution")) solution = solution_to_draw(params, item, limits);
  const Json* drawn = solution ? &*solution : nullptr;
  std::ostringstream out;
  try {
    if (to == "pdf") {
      render::write_booklet({{item.puzzle.get(), item.id, drawn}}, {}, out);
      return {200, "application/pdf", std::move(out).str()};
    }
    const render::Format format = to == "png" ? render::Format::kPng : render::Format::kSvg;
    render::write_image(*item.puzzle, drawn, format, {40, max_px}, out);
  } catch (const render::WriteError& error) {
    throw ApiError{500, error.what(), "render", "cannot draw"};
  }
  return {200, to == "png" ? "image/png" : "image/svg+xml", std::move(out).str()};
}

using PuzzleCommand = Reply (*)(const Params&, InputItem&, const ApiLimits&);

struct Command {
  std::string_view name;
  std::vector<std::string> params;  // besides "type"
  bool type_flags = false;          // takes the kinds' solve switches
  PuzzleCommand run = nullptr;      // nullptr: generate
};

const std::vector<Command>& commands() {
  static const std::vector<Command> table = {
      {"verify", {}, false, verify},
      {"convert", {"to"}, false, convert},
      {"render", {"to", "with_solution", "max_px"}, true, render_image},
      {"solve", {"engine", "model"}, true, solve},
      {"count", {"engine", "model", "limit"}, false, count},
      {"generate", {}, false, nullptr},
      {"explain", {}, false, explain},
      {"grade", {}, false, grade},
      {"hint", {"depth", "progress"}, false, hint},
      {"export", {"to", "model"}, false, export_model},
  };
  return table;
}

std::vector<std::string> allowed_params(const Command& command) {
  std::vector<std::string> allowed = {"type"};
  allowed.insert(allowed.end(), command.params.begin(), command.params.end());
  if (command.type_flags) {
    for (const std::string& name : flag_names()) allowed.push_back(name);
  }
  return allowed;
}

Reply refused(const ApiError& error) {
  return error_reply(error.status, error.error, error.where, error.rule);
}

}  // namespace

const std::vector<std::string_view>& api_commands() {
  static const std::vector<std::string_view> names = [] {
    std::vector<std::string_view> out;
    for (const Command& command : commands()) out.push_back(command.name);
    return out;
  }();
  return names;
}

Reply error_reply(int status, std::string_view error, std::string_view where,
                  std::string_view rule) {
  OrderedJson object;
  object["error"] = std::string(error);
  object["where"] = std::string(where);
  object["rule"] = std::string(rule);
  return {status, "application/json", line_of(object)};
}

Reply run_command(std::string_view name, const Query& query, std::string_view body,
                  const ApiLimits& limits) {
  const Command* command = nullptr;
  for (const Command& each : commands()) {
    if (each.name == name) command = &each;
  }
  if (command == nullptr) {
    return error_reply(404, "no command '" + std::string(name) + "'", "path", "unknown command");
  }
  try {
    if (command->run == nullptr) return generate_reply(query, body, limits);
    const Params params(query, command->name, allowed_params(*command));
    InputItem item = read_puzzle(body, params, limits);
    return command->run(params, item, limits);
  } catch (const ApiError& error) {
    return refused(error);
  } catch (const InputError& error) {  // a malformed position, an engine's model too large
    return refused(refusal(error, "body"));
  } catch (const NotAvailable& error) {  // a call this type does not offer, a missing module
    return error_reply(422, error.what(), std::string(command->name), "not available");
  } catch (const std::exception& error) {  // an engine's refusal
    return error_reply(422, error.what(), std::string(command->name), "refused");
  }
}

std::vector<std::pair<std::string_view, std::vector<std::string>>> command_params() {
  std::vector<std::pair<std::string_view, std::vector<std::string>>> out;
  for (const Command& command : commands()) {
    out.emplace_back(command.name,
                     command.run == nullptr ? generate_param_names() : allowed_params(command));
  }
  return out;
}

}  // namespace gridlogic::api
