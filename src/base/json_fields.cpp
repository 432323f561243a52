#include "base/json_fields.hpp"

namespace gridlogic::json_fields {

const Json& require(const Json& object, std::string_view key) {
  if (!object.is_object()) throw InputError("not an object", "", "a puzzle must be a JSON object");
  auto it = object.find(key);
  if (it == object.end() || it->is_null()) {
    throw InputError("missing field", "field " + std::string(key),
                     "the field '" + std::string(key) + "' is required");
  }
  return *it;
}

const Json* optional(const Json& object, std::string_view key) {
  if (!object.is_object()) return nullptr;
  auto it = object.find(key);
  if (it == object.end() || it->is_null()) return nullptr;
  return &*it;
}

int64_t to_int(const Json& value, const std::string& where, int64_t lo, int64_t hi) {
  int64_t v = 0;
  if (value.is_number_integer()) {
    v = value.get<int64_t>();
  } else if (value.is_number_float()) {
    double d = value.get<double>();
    // Range first: converting a double outside int64's range (or NaN) is undefined behaviour.
    if (!(d > -9e18 && d < 9e18) || d != static_cast<double>(static_cast<int64_t>(d))) {
      throw InputError("not an integer", where, "expected an integer, got " + value.dump());
    }
    v = static_cast<int64_t>(d);
  } else {
    throw InputError("not an integer", where, "expected an integer, got " + value.dump());
  }
  if (v < lo || v > hi) {
    throw InputError(
        "value out of range", where,
        std::to_string(v) + " is outside " + std::to_string(lo) + ".." + std::to_string(hi));
  }
  return v;
}

const Json& require_array(const Json& value, const std::string& where, size_t max_size) {
  if (!value.is_array()) throw InputError("not a list", where, "expected a list");
  if (value.empty()) throw InputError("empty", where, "the list is empty");
  if (value.size() > max_size) {
    throw TooLarge(TooLarge::Limit::kTypeSize, where,
                   "has " + std::to_string(value.size()) + " entries, at most " +
                       std::to_string(max_size) + " are accepted");
  }
  return value;
}

std::vector<std::string> string_rows(const Json& value, const std::string& field) {
  require_array(value, "field " + field);
  std::vector<std::string> rows;
  rows.reserve(value.size());
  for (size_t r = 0; r < value.size(); ++r) {
    if (!value[r].is_string()) {
      throw InputError("not a string", field + " " + row_name(static_cast<int64_t>(r)),
                       "each row must be a string");
    }
    rows.push_back(value[r].get<std::string>());
  }
  return rows;
}

std::vector<std::vector<int64_t>> int_rows(const Json& value, const std::string& field, int64_t lo,
                                           int64_t hi) {
  require_array(value, "field " + field);
  std::vector<std::vector<int64_t>> rows;
  rows.reserve(value.size());
  for (size_t r = 0; r < value.size(); ++r) {
    if (!value[r].is_array()) {
      throw InputError("not a list", field + " " + row_name(static_cast<int64_t>(r)),
                       "each row must be a list of integers");
    }
    std::vector<int64_t> row;
    row.reserve(value[r].size());
    for (size_t c = 0; c < value[r].size(); ++c) {
      row.push_back(to_int(
          value[r][c], field + " " + cell_name(static_cast<int64_t>(r), static_cast<int64_t>(c)),
          lo, hi));
    }
    rows.push_back(std::move(row));
  }
  return rows;
}

std::string place_number(int64_t index) {
  return std::to_string(index + 1);
}

std::string row_name(int64_t row) {
  return "row " + place_number(row);
}

std::string col_name(int64_t col) {
  return "col " + place_number(col);
}

std::string cell_name(int64_t row, int64_t col) {
  return row_name(row) + ", " + col_name(col);
}

}  // namespace gridlogic::json_fields
