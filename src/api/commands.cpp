// The API's commands on one puzzle each: read the body as the CLI reads a file, call the Puzzle
// interface as the command's CLI file does, answer its result object (src/catalogue/results.cpp).
// generate and GET /api/types, which read the kinds' parameters, are in generate.cpp.
#include "api/commands.hpp"

#include <algorithm>
#include <optional>
#include <set>
#include <sstream>

#include "api/answers.hpp"
#include "api/generate.hpp"
#include "api/http_status.hpp"
#include "api/params.hpp"
#include "gridlogic/foreign_format.hpp"
#include "gridlogic/io.hpp"
#include "gridlogic/render.hpp"
#include "gridlogic/results.hpp"

namespace gridlogic::api {

namespace {

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

// The body's one puzzle, read as the CLI reads a file (--type from ?type=).
InputItem read_puzzle(std::string_view body, const Params& params, const ApiLimits& limits) {
  ReadOptions options;
  options.type = params.one_of("type", all_type_names(), "");
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

Reply solve(const Params& params, InputItem& item, const ApiLimits& limits) {
  return json_reply(solve_answer(params, item, context_of(limits)).json_line());
}

Reply count(const Params& params, InputItem& item, const ApiLimits& limits) {
  return json_reply(count_answer(params, item, context_of(limits)).json_line());
}

Reply verify(const Params& params, InputItem& item, const ApiLimits&) {
  const std::string field(item.kind->solution_field());
  const Json* solution = item.carried_solution();
  if (solution == nullptr) {
    throw ApiError{400, "the puzzle has no \"" + field + "\" field to verify", "field " + field,
                   "missing solution"};
  }
  return json_reply(verify_answer(params, item, *solution).json_line());
}

Reply explain(const Params& params, InputItem& item, const ApiLimits& limits) {
  return json_reply(line_of(explain_answer(params, item, context_of(limits))));
}

Reply grade(const Params& params, InputItem& item, const ApiLimits& limits) {
  return json_reply(grade_answer(params, item, context_of(limits)).json_line());
}

Reply hint(const Params& params, InputItem& item, const ApiLimits& limits) {
  return json_reply(hint_answer(params, item, context_of(limits)).json_line());
}

Reply convert(const Params& params, InputItem& item, const ApiLimits&) {
  const std::string to = params.word("to");
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
  const ExportFormat format = export_format_of(params.word("to"));
  const ModelVariant model = model_of(params.word("model"));
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
  options.flags = params.switches();
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
  const std::string to = params.word("to");
  const int max_px = static_cast<int>(
      params.whole("max_px", static_cast<uint64_t>(std::max(0, limits.max_image_side))));
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

// What each command of the vocabulary does here; generate reads no puzzle (generate.cpp).
PuzzleCommand puzzle_command(std::string_view name) {
  static const std::vector<std::pair<std::string_view, PuzzleCommand>> table = {
      {"verify", verify}, {"convert", convert}, {"render", render_image},
      {"solve", solve},   {"count", count},     {"explain", explain},
      {"grade", grade},   {"hint", hint},       {"export", export_model},
  };
  for (const auto& [each, run] : table) {
    if (each == name) return run;
  }
  return nullptr;
}

Reply refused(const ApiError& error) {
  return error_reply(error.status, error.error, error.where, error.rule);
}

}  // namespace

const std::vector<std::string_view>& api_commands() {
  static const std::vector<std::string_view> names = [] {
    std::vector<std::string_view> out;
    for (const CommandSpec& command : command_vocabulary()) out.push_back(command.name);
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
  const CommandSpec* command = find_command(name);
  if (command == nullptr) {
    return error_reply(404, "no command '" + std::string(name) + "'", "path", "unknown command");
  }
  try {
    if (command->generates) return generate_reply(query, body, limits);
    const Params params(query, *command);
    params.check_all();
    InputItem item = read_puzzle(body, params, limits);
    return puzzle_command(command->name)(params, item, limits);
  } catch (const ApiError& error) {
    return refused(error);
  } catch (const InputError& error) {  // a malformed position, an engine's model too large
    return refused(refusal(error, "body"));
  } catch (const NotAvailable& error) {  // a call this type does not offer, a missing module
    return error_reply(422, error.what(), command->name, "not available");
  } catch (const std::exception& error) {  // an engine's refusal
    return error_reply(422, error.what(), command->name, "refused");
  }
}

}  // namespace gridlogic::api
