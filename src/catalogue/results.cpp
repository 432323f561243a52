#include "gridlogic/results.hpp"

#include <cmath>
#include <optional>

#include "interface/line_writer.hpp"

namespace gridlogic {

namespace {

// time_ms rounded to microseconds: more digits are noise.
double round_ms(double ms) {
  return std::round(ms * 1000.0) / 1000.0;
}

bool is_head_key(std::string_view key) {
  return key == "id" || key == "type" || key == "status" || key == "time_ms" || key == "nodes" ||
         key == "stopped_by";
}

// Why the run stopped, when it did not finish: right after the status it qualifies.
void add_stop(Result& out, StopReason stop) {
  if (stop != StopReason::kFinished) out.add("stopped_by", std::string(to_string(stop)));
}

// The search nodes, then the type's own fields.
void add_extra(Result& out, std::optional<uint64_t> nodes, Json&& extra) {
  if (nodes) out.add("nodes", *nodes);
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

Result::Result(const InputItem& item, Status status) : id_(item.id), status_(status) {
  fields_.reserve(8);  // every result has a few: one allocation, not one per growth
  // The puzzle's own type word when it was read ("sudoku" for a classic killer board).
  if (item.puzzle != nullptr) {
    type_ = item.puzzle->type_name();
  } else if (item.kind != nullptr) {
    type_ = item.type_word.empty() ? item.kind->name() : item.type_word;
  }
}

void Result::add(std::string key, Json value) {
  if (!solution_key_.empty() && key == solution_key_) {
    solution_ = Solution(std::move(value));
    return;
  }
  for (auto& field : fields_) {
    if (field.first == key) {
      field.second = std::move(value);
      return;
    }
  }
  fields_.emplace_back(std::move(key), std::move(value));
}

void Result::add_solution(std::string key, Solution value) {
  for (auto it = fields_.begin(); it != fields_.end(); ++it) {
    if (it->first == key) {  // a field of that name is replaced, in its place
      solution_at_ = static_cast<size_t>(it - fields_.begin());
      fields_.erase(it);
      solution_key_ = std::move(key);
      solution_ = std::move(value);
      return;
    }
  }
  if (solution_key_.empty()) solution_at_ = fields_.size();
  solution_key_ = std::move(key);
  solution_ = std::move(value);
}

bool Result::long_line() const {
  constexpr size_t kLong = size_t{1} << 20;
  return solution_.compact() != nullptr && solution_.compact()->text_bytes() > kLong;
}

void Result::set_time_ms(double ms) {
  time_ms_ = round_ms(ms);
}

const Json* Result::find(std::string_view key) const {
  if (!solution_key_.empty() && key == solution_key_) return &solution_.json();
  for (const auto& field : fields_) {
    if (field.first == key) return &field.second;
  }
  return nullptr;
}

void Result::write_json_line(JsonSink& sink) const {
  std::string& out = sink.buffer();
  LineWriter writer(out);
  out.append("{\"id\":", 6);
  writer.string(id_);
  if (!type_.empty()) {
    writer.key("type");
    writer.string(type_);
  }
  writer.key("status");
  writer.string(to_string(status_));
  for (size_t i = 0; i <= fields_.size(); ++i) {
    if (i == solution_at_ && !solution_key_.empty()) {
      writer.key(solution_key_);
      solution_.write_json(sink);
    }
    if (i == fields_.size()) break;
    writer.key(fields_[i].first);
    writer.value(fields_[i].second);
  }
  if (time_ms_ >= 0) {
    writer.key("time_ms");
    writer.milliseconds(time_ms_);
  }
  out.append("}\n", 2);
}

std::string Result::json_line() const {
  std::string out;
  out.reserve(256);  // a sudoku's line (about 220 bytes) without growing
  JsonSink sink(out);
  write_json_line(sink);
  return out;
}

OrderedJson Result::to_json() const {
  OrderedJson out;
  out["id"] = id_;
  if (!type_.empty()) out["type"] = type_;
  out["status"] = std::string(to_string(status_));
  for (size_t i = 0; i <= fields_.size(); ++i) {
    if (i == solution_at_ && !solution_key_.empty())
      out[solution_key_] = to_ordered(solution_.json());
    if (i == fields_.size()) break;
    out[fields_[i].first] = to_ordered(fields_[i].second);
  }
  if (time_ms_ >= 0) out["time_ms"] = time_ms_;
  return out;
}

Result invalid_result(const InputItem& item) {
  Result out(item, item.error_status);
  out.add("error", item.error);
  return out;
}

Result solve_result(const InputItem& item, SolveResult result, double time_ms) {
  Result out(item, result.status);
  add_stop(out, result.stop);
  if (result.status == Status::kSolved && !result.solution.empty()) {
    out.add_solution(std::string(item.kind->solution_field()), std::move(result.solution));
  }
  add_extra(out, result.nodes, std::move(result.extra));
  if (!result.error.empty()) {
    out.add(result.status == Status::kUnsolvable ? "reason" : "error", std::move(result.error));
  }
  out.set_time_ms(time_ms);
  return out;
}

Result count_result(const InputItem& item, CountResult result, double time_ms) {
  Result out(item, result.status);
  add_stop(out, result.stop);
  if (result.status == Status::kSolved || result.status == Status::kTimeout ||
      result.status == Status::kUnsolvable) {
    if (result.status == Status::kSolved && result.num_solutions == BigCount(0)) {
      out.set_status(Status::kUnsolvable);
    }
    out.add("num_solutions", result.num_solutions.to_json());
    out.add("complete", result.complete);
    if (!result.first_solution.empty()) {
      out.add_solution(std::string(item.kind->solution_field()), std::move(result.first_solution));
    }
  }
  add_extra(out, result.nodes, std::move(result.extra));
  if (!result.error.empty()) out.add("error", std::move(result.error));
  out.set_time_ms(time_ms);
  return out;
}

Result grade_result(const InputItem& item, const Grade& grade, double time_ms) {
  Result out(item, grade.status);
  if (grade.status == Status::kSolved) {
    out.add("level", grade.level);
    // One decimal, as the scales are written (2.3, 7.1): more digits would only be noise.
    out.add("rating", std::round(grade.rating * 10.0) / 10.0);
    // Three decimals: the tie-breaks order equal ratings below a tenth (a sudoku's bonus for hard
    // work, src/puzzles/killer/ladder.cpp, hard_work_bonus); more would only be noise.
    out.add("score", std::round(grade.score * 1000.0) / 1000.0);
    out.add("hardest_rule", grade.hardest_rule);
    out.add("steps", grade.steps);
    out.add("guessed", grade.guessed);
  }
  if (!grade.error.empty()) {
    out.add(grade.status == Status::kUnsolvable ? "reason" : "error", grade.error);
  }
  out.set_time_ms(time_ms);
  return out;
}

Result hint_result(const InputItem& item, const Hint& hint, double time_ms) {
  Result out(item, hint.status != Status::kSolved ? hint.status
                   : !hint.mistake.empty()        ? Status::kMistake
                   : hint.solved                  ? Status::kComplete
                                                  : Status::kHint);
  if (!hint.mistake.empty()) {
    out.add("mistake", hint.mistake);
    if (!hint.mistake_cells.empty()) out.add("mistake_cells", hint.mistake_cells);
  }
  if (!hint.warning.empty()) {
    out.add("warning", hint.warning);
    out.add("warning_cells", hint.warning_cells);
  }
  if (!hint.region.empty()) {
    out.add("nudge", "look at " + hint.region);
    out.add("region", hint.region_cells);
  }
  if (!hint.rule.empty()) out.add("rule", hint.rule);
  if (hint.step) {
    Json step = {{"rule", hint.step->rule},
                 {"difficulty", hint.step->difficulty},
                 {"text", hint.step->text}};
    if (!hint.step->detail.is_null()) step["detail"] = hint.step->detail;
    out.add("step", std::move(step));
  }
  if (!hint.answer.empty()) out.add("answer", hint.answer);
  if (hint.changes) {
    out.add("changes", Json{{"place", hint.changes->place}, {"remove", hint.changes->remove}});
  }
  if (!hint.error.empty())
    out.add(hint.status == Status::kUnsolvable ? "reason" : "error", hint.error);
  out.set_time_ms(time_ms);
  return out;
}

Result verify_result(const InputItem& item, const Verdict& verdict, double time_ms) {
  Result out(item, verdict.valid ? Status::kValid : Status::kWrong);
  if (!verdict.valid) out.add("error", verdict.error);
  out.set_time_ms(time_ms);
  return out;
}

OrderedJson explanation_object(const InputItem& item, const Explanation& explanation,
                               double time_ms) {
  OrderedJson out;
  out["id"] = item.id;
  out["type"] = std::string(item.puzzle->type_name());
  out["status"] = std::string(to_string(explanation.status));
  OrderedJson steps = OrderedJson::array();
  for (const auto& step : explanation.steps) {
    OrderedJson s;
    s["rule"] = step.rule;
    s["difficulty"] = step.difficulty;
    s["text"] = step.text;
    if (!step.detail.is_null()) s["detail"] = to_ordered(step.detail);
    steps.push_back(std::move(s));
  }
  out["steps"] = std::move(steps);
  if (!explanation.solution.is_null()) {
    out[std::string(item.kind->solution_field())] = to_ordered(explanation.solution);
  }
  if (!explanation.error.empty()) out["error"] = explanation.error;
  out["time_ms"] = round_ms(time_ms);
  return out;
}

OrderedJson generated_object(const Generated& generated, size_t number, uint64_t seed,
                             bool with_solution, double time_ms) {
  OrderedJson out = to_ordered(generated.puzzle->to_json());
  out["id"] = std::to_string(number);
  out["seed"] = seed;
  if (with_solution) {
    out[std::string(generated.puzzle->kind().solution_field())] = to_ordered(generated.solution);
  }
  // Facts about the making (givens left, attempts) go under "generator", apart from the
  // puzzle's own fields, so the output reads back as the same puzzle.
  if (!generated.extra.empty()) out["generator"] = to_ordered(generated.extra);
  out["time_ms"] = round_ms(time_ms);
  return out;
}

OrderedJson converted_object(const InputItem& item) {
  OrderedJson out = to_ordered(item.puzzle->to_json());
  if (item.raw.is_object() && item.raw.contains("id")) out["id"] = to_ordered(item.raw["id"]);
  if (const Json* solution = item.carried_solution()) {
    out[std::string(item.kind->solution_field())] = to_ordered(*solution);
  }
  return out;
}

}  // namespace gridlogic
