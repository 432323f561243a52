// Reading typed fields out of puzzle JSON with errors that name the field and the place.
// Every puzzle parser uses these, so the wording of format errors is the same for all types.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "gridlogic/error.hpp"
#include "gridlogic/puzzle.hpp"

namespace gridlogic::json_fields {

/// The field `key` of `object`; throws InputError("missing field") when absent.
const Json& require(const Json& object, std::string_view key);
/// The field or nullptr when absent or null.
const Json* optional(const Json& object, std::string_view key);

/// An integer in [lo, hi]; `where` names it in errors ("field max", "row 2, col 3").
int64_t to_int(const Json& value, const std::string& where, int64_t lo, int64_t hi);

/// A non-empty array; throws naming `where` otherwise.
const Json& require_array(const Json& value, const std::string& where, size_t max_size = 1u << 20);

/// Grid rows given as strings: ["X.O", ...]. Throws unless every row is a string.
std::vector<std::string> string_rows(const Json& value, const std::string& field);

/// Grid rows given as lists of integers: [[1,2],[3,4]]. Throws unless every entry is an integer
/// within [lo, hi].
std::vector<std::vector<int64_t>> int_rows(const Json& value, const std::string& field, int64_t lo,
                                           int64_t hi);

// Names of places in messages. People count from 1: row index 0 is "row 1" in every message
// (errors, steps, hints), while JSON coordinate arrays stay 0-based (FORMATS.md, Coordinates).
// Every name of a row, column or cell in words goes through these or a puzzle type's own
// naming function built on place_number().

/// The number people give the 0-based `index`: "1" for 0.
std::string place_number(int64_t index);
/// "row R" (1-based).
std::string row_name(int64_t row);
/// "col C" (1-based).
std::string col_name(int64_t col);
/// "row R, col C" (1-based).
std::string cell_name(int64_t row, int64_t col);

}  // namespace gridlogic::json_fields
