#include "gridlogic/results.hpp"

#include <cmath>

namespace gridlogic {

namespace {

// time_ms rounded to microseconds: more digits are noise.
double round_ms(double ms) {
  return std::round(ms * 1000.0) / 1000.0;
}

bool is_head_key(std::string_view key) {
  return key == "id" || key == "type" || key == "status" || key == "time_ms";
}

void add_extra(Result& out, Json&& extra) {
  if (!extra.is_object()) return;
  for (auto& [key, value] : extra.items()) {
    if (!is_head_key(key)) out.add(key, std::move(value));
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

void append_json(std::string& out, const Json& value) {
  nlohmann::detail::serializer<Json> writer(nlohmann::detail::output_adapter<char>(out), ' ',
                                            Json::error_handler_t::replace);
  writer.dump(value, /*pretty_print=*/false, /*ensure_ascii=*/false, /*indent_step=*/0);
}

Result::Result(const InputItem& item, std::string_view status) : id_(item.id), status_(status) {
  // The puzzle's own type word when it was read ("sudoku" for a classic killer board).
  if (item.puzzle != nullptr) {
    type_ = item.puzzle->type_name();
  } else if (item.kind != nullptr) {
    type_ = item.kind->name();
  }
}

void Result::add(std::string key, Json value) {
  for (auto& field : fields_) {
    if (field.first == key) {
      field.second = std::move(value);
      return;
    }
  }
  fields_.emplace_back(std::move(key), std::move(value));
}

void Result::set_time_ms(double ms) {
  time_ms_ = round_ms(ms);
}

const Json* Result::find(std::string_view key) const {
  for (const auto& field : fields_) {
    if (field.first == key) return &field.second;
  }
  return nullptr;
}

std::string Result::json_line() const {
  // One serializer for the whole line: making one costs more than writing a short value.
  std::string out;
  out.reserve(192);
  nlohmann::detail::serializer<Json> writer(nlohmann::detail::output_adapter<char>(out), ' ',
                                            Json::error_handler_t::replace);
  const auto value = [&](const Json& v) { writer.dump(v, false, false, 0); };
  // Keys and type words are our own ASCII names: written as they are.
  const auto key = [&](std::string_view name) {
    out += ",\"";
    out += name;
    out += "\":";
  };
  out += "{\"id\":";
  value(Json(id_));
  if (!type_.empty()) {
    key("type");
    out += '"';
    out += type_;
    out += '"';
  }
  key("status");
  out += '"';
  out += status_;
  out += '"';
  for (const auto& [name, field] : fields_) {
    key(name);
    value(field);
  }
  if (time_ms_ >= 0) {
    key("time_ms");
    value(Json(time_ms_));
  }
  out += "}\n";
  return out;
}

OrderedJson Result::to_json() const {
  OrderedJson out;
  out["id"] = id_;
  if (!type_.empty()) out["type"] = type_;
  out["status"] = status_;
  for (const auto& [key, value] : fields_) out[key] = to_ordered(value);
  if (time_ms_ >= 0) out["time_ms"] = time_ms_;
  return out;
}

Result invalid_result(const InputItem& item) {
  Result out(item, item.too_large ? "too_large" : "invalid");
  out.add("error", item.error);
  return out;
}

Result solve_result(const InputItem& item, SolveResult result, double time_ms) {
  Result out(item, to_string(result.status));
  if (result.status == Status::kSolved && !result.solution.is_null()) {
    out.add(std::string(item.kind->solution_field()), std::move(result.solution));
  }
  add_extra(out, std::move(result.extra));
  if (!result.error.empty()) {
    out.add(result.status == Status::kUnsolvable ? "reason" : "error", std::move(result.error));
  }
  out.set_time_ms(time_ms);
  return out;
}

Result count_result(const InputItem& item, CountResult result, double time_ms) {
  Result out(item, to_string(result.status));
  if (result.status == Status::kSolved || result.status == Status::kTimeout ||
      result.status == Status::kUnsolvable) {
    if (result.status == Status::kSolved && result.num_solutions == BigCount(0)) {
      out.set_status("unsolvable");
    }
    out.add("num_solutions", result.num_solutions.to_json());
    out.add("complete", result.complete);
    if (!result.first_solution.is_null()) {
      out.add(std::string(item.kind->solution_field()), std::move(result.first_solution));
    }
  }
  add_extra(out, std::move(result.extra));
  if (!result.error.empty()) out.add("error", std::move(result.error));
  out.set_time_ms(time_ms);
  return out;
}

Result verify_result(const InputItem& item, const Verdict& verdict, double time_ms) {
  Result out(item, verdict.valid ? "valid" : "wrong");
  if (!verdict.valid) out.add("error", verdict.error);
  out.set_time_ms(time_ms);
  return out;
}

}  // namespace gridlogic
