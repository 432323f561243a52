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
    out[key] = OrderedJson::parse(value.dump());
  }
}

OrderedJson ordered(const Json& value) {
  return OrderedJson::parse(value.dump());
}

}  // namespace

OrderedJson invalid_result(const InputItem& item) {
  OrderedJson out = head(item, item.too_large ? "too_large" : "invalid");
  out["error"] = item.error;
  return out;
}

OrderedJson solve_result(const InputItem& item, const SolveResult& result, double time_ms) {
  OrderedJson out = head(item, to_string(result.status));
  if (result.status == Status::kSolved && !result.solution.is_null()) {
    out[std::string(item.kind->solution_field())] = ordered(result.solution);
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
    out["num_solutions"] = ordered(result.num_solutions.to_json());
    out["complete"] = result.complete;
    if (!result.first_solution.is_null()) {
      out[std::string(item.kind->solution_field())] = ordered(result.first_solution);
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
