// Result objects of FORMATS.md "Results", one per puzzle, as the CLI, batch and server print them.
#pragma once

#include <nlohmann/json.hpp>
#include <string>

#include "gridlogic/io.hpp"
#include "gridlogic/puzzle.hpp"

namespace gridlogic {

/// JSON object whose keys keep their insertion order (id, type, status, ... as in FORMATS.md).
using OrderedJson = nlohmann::ordered_json;

/// The same value with its object keys in insertion order, copied without a round trip through
/// text (which would also throw on invalid UTF-8 from the input).
OrderedJson to_ordered(const Json& value);

/// {"id", "type", "status": "invalid", "error"} for an item that could not be read; the status
/// is "too_large" when it is past a size limit.
OrderedJson invalid_result(const InputItem& item);
/// The result of solve.
OrderedJson solve_result(const InputItem& item, const SolveResult& result, double time_ms);
/// The result of count: num_solutions, complete, and the first solution found.
OrderedJson count_result(const InputItem& item, const CountResult& result, double time_ms);
/// The verdict of verify: status valid, wrong (with error) or invalid.
OrderedJson verify_result(const InputItem& item, const Verdict& verdict, double time_ms);

}  // namespace gridlogic
