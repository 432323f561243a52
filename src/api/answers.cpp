#include "api/answers.hpp"

#include <chrono>

namespace gridlogic::api {

namespace {

using Clock = std::chrono::steady_clock;

double ms_since(Clock::time_point start) {
  return std::chrono::duration<double, std::milli>(Clock::now() - start).count();
}

SolveOptions solve_options_for(const Params& params, const InputItem& item) {
  SolveOptions options = params.solve_options();
  if (item.search_threads > 1) options.threads = item.search_threads;
  return options;
}

}  // namespace

Result solve_answer(const Params& params, InputItem& item, const Context& ctx) {
  const SolveOptions options = solve_options_for(params, item);
  const auto start = Clock::now();
  SolveResult result = item.puzzle->solve(ctx, options);
  return solve_result(item, std::move(result), ms_since(start));
}

Result count_answer(const Params& params, InputItem& item, const Context& ctx) {
  const SolveOptions options = solve_options_for(params, item);
  const uint64_t limit = params.whole("limit");
  const auto start = Clock::now();
  CountResult result = item.puzzle->count(ctx, options, limit);
  return count_result(item, std::move(result), ms_since(start));
}

Result verify_answer(const Params&, InputItem& item, const Json& solution) {
  const auto start = Clock::now();
  const Verdict verdict = item.puzzle->verify(solution);
  return verify_result(item, verdict, ms_since(start));
}

Result grade_answer(const Params&, InputItem& item, const Context& ctx) {
  const auto start = Clock::now();
  const Grade grade = item.puzzle->grade(ctx);
  return grade_result(item, grade, ms_since(start));
}

Result hint_answer(const Params& params, InputItem& item, const Context& ctx) {
  const HintDepth depth = hint_depth_of(params.word("depth")).value_or(HintDepth::kStep);
  Json progress;
  if (const std::string* position = params.find("progress")) {
    try {
      progress = parse_position(*position);
    } catch (const InputError& error) {
      throw ApiError{refusal(error, parameter_place("progress"))};
    }
  }
  const auto start = Clock::now();
  const Hint hint = item.puzzle->hint(ctx, progress, depth);
  return hint_result(item, hint, ms_since(start));
}

OrderedJson explain_answer(const Params&, InputItem& item, const Context& ctx) {
  const auto start = Clock::now();
  const Explanation explanation = item.puzzle->explain(ctx);
  return explanation_object(item, explanation, ms_since(start));
}

}  // namespace gridlogic::api
