// One command on one puzzle already read, with the command's options: the result object that
// `--json` prints and the server answers. The command line calls these for each puzzle of a
// batch, the server for the puzzle of a request, so that both read an option the same way and
// answer the same object.
#pragma once

#include "api/params.hpp"
#include "gridlogic/results.hpp"

namespace gridlogic::api {

/// solve: `engine`, `model` and the kinds' switches; the item's search threads.
Result solve_answer(const Params& params, InputItem& item, const Context& ctx);
/// count: `engine`, `model`, `limit`.
Result count_answer(const Params& params, InputItem& item, const Context& ctx);
/// verify: `solution`, the type's solution field, against every rule.
Result verify_answer(const Params& params, InputItem& item, const Json& solution);
/// grade.
Result grade_answer(const Params& params, InputItem& item, const Context& ctx);
/// hint: `depth`, and `progress`, a position in any spelling parse_position reads (none: the
/// start). Throws ApiError naming `progress` when it cannot be read.
Result hint_answer(const Params& params, InputItem& item, const Context& ctx);
/// explain: the steps, the solution field, the error.
OrderedJson explain_answer(const Params& params, InputItem& item, const Context& ctx);

}  // namespace gridlogic::api
