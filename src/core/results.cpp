#include "gridlogic/results.hpp"

#include <cmath>

namespace gridlogic {

namespace {

OrderedJson head(const InputItem& item, std::string_view status) {
  OrderedJson out;
  out["id"] = item.id;
  // The puzzle's own type word when it was read ("sudoku" for a classic killer board).
  if (item.puzzle != nullptr) {
    out["type"] = std::string(item.puzzle->type_name());
  } else if (item.kind != nullptr) {
    out["type"] = std::string(item.kind->name());
  }
  out["status"] = std::string(status);
  return out;
}

// time_ms rounded to microseconds: more digits are noise.
double round_ms(double ms) {
  return std::round(ms * 1000.0) / 1000.0;
}

void merge_extra(OrderedJson& out, const Json& extra) {
  if (!extra.is_object()) return;
  for (const auto& [key, value] : extra.items()) {
    if (key == "id" || key == "type" || key == "status" || key == "time_ms") continue;
    out[key] = to_ordered(value);
  }
}

}  // namespace

OrderedJson to_ordered(const Json& value) {
  switch (value.type()) {
    case Json::value_t::object: {
      OrderedJson out = OrderedJson::object();
      for (const auto& [key, item] : value.items()) out[key] = to_ordered(item);
      return out;
    }
    case Json::value_t::array: {
      OrderedJson out = OrderedJson::array();
      out.get_ref<OrderedJson::array_t&>().reserve(value.size());
      for (const auto& item : value) out.push_back(to_ordered(item));
      return out;
    }
    case Json::value_t::string:
      return value.get_ref<const std::string&>();
    case Json::value_t::boolean:
      return value.get<bool>();
    case Json::value_t::number_integer:
      return value.get<int64_t>();
    case Json::value_t::number_unsigned:
      return value.get<uint64_t>();
    case Json::value_t::number_float:
      return value.get<double>();
    case Json::value_t::binary:
      return OrderedJson::binary(value.get_binary());
    case Json::value_t::null:
    case Json::value_t::discarded:
      break;
  }
  return nullptr;
}

OrderedJson invalid_result(const InputItem& item) {
  OrderedJson out = head(item, item.too_large ? "too_large" : "invalid");
  out["error"] = item.error;
  return out;
}

OrderedJson solve_result(const InputItem& item, const SolveResult& result, double time_ms) {
  OrderedJson out = head(item, to_string(result.status));
  if (result.status == Status::kSolved && !result.solution.is_null()) {
    out[std::string(item.kind->solution_field())] = to_ordered(result.solution);
  }
  merge_extra(out, result.extra);
  if (!result.error.empty()) {
    out[result.status == Status::kUnsolvable ? "reason" : "error"] = result.error;
  }
  out["time_ms"] = round_ms(time_ms);
  return out;
}

OrderedJson count_result(const InputItem& item, const CountResult& result, double time_ms) {
  OrderedJson out = head(item, to_string(result.status));
  if (result.status == Status::kSolved || result.status == Status::kTimeout ||
      result.status == Status::kUnsolvable) {
    if (result.status == Status::kSolved && result.num_solutions == BigCount(0)) {
      out["status"] = "unsolvable";
    }
    out["num_solutions"] = to_ordered(result.num_solutions.to_json());
    out["complete"] = result.complete;
    if (!result.first_solution.is_null()) {
      out[std::string(item.kind->solution_field())] = to_ordered(result.first_solution);
    }
  }
  merge_extra(out, result.extra);
  if (!result.error.empty()) out["error"] = result.error;
  out["time_ms"] = round_ms(time_ms);
  return out;
}

OrderedJson verify_result(const InputItem& item, const Verdict& verdict, double time_ms) {
  OrderedJson out = head(item, verdict.valid ? "valid" : "wrong");
  if (!verdict.valid) out["error"] = verdict.error;
  out["time_ms"] = round_ms(time_ms);
  return out;
}

}  // namespace gridlogic
