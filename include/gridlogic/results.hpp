// Result objects of FORMATS.md "Results", one per puzzle, as the CLI, batch and server print them.
#pragma once

#include <nlohmann/json.hpp>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "gridlogic/io.hpp"
#include "gridlogic/json_text.hpp"
#include "gridlogic/puzzle.hpp"
#include "gridlogic/solution.hpp"

namespace gridlogic {

/// JSON object whose keys keep their insertion order (id, type, status, ... as in FORMATS.md).
using OrderedJson = nlohmann::ordered_json;

/// The same value with its object keys in insertion order, copied without a round trip through
/// text (which would also throw on invalid UTF-8 from the input).
OrderedJson to_ordered(const Json& value);

/// One result object: id, type, status, then fields in order, then time_ms. Written as one JSON
/// line straight from its parts: in a batch of small puzzles, building a JSON tree per result
/// would cost more than the solving, and a huge solution is written block by block. The status
/// stays a Status (front ends take exit codes from it) until the line is written.
class Result {
 public:
  Result(const InputItem& item, Status status);

  /// Adds a field after the ones added before (id, type, status and time_ms are not fields).
  void add(std::string key, Json value);
  /// Adds the solution field after the fields added before. A compact solution stays compact:
  /// it writes its own text when the line is written.
  void add_solution(std::string key, Solution value);
  void set_status(Status status) { status_ = status; }
  void set_time_ms(double ms);

  [[nodiscard]] const std::string& id() const { return id_; }
  [[nodiscard]] Status status() const { return status_; }
  /// The field's value, or nullptr (a compact solution is built into a JSON value).
  [[nodiscard]] const Json* find(std::string_view key) const;
  /// True when the line is long enough (a compact solution said so) that it should be written
  /// to the output block by block rather than kept as one string.
  [[nodiscard]] bool long_line() const;

  /// Writes the compact JSON object and a newline into `out`.
  void write_json_line(JsonSink& out) const;
  /// The compact JSON object and a newline.
  [[nodiscard]] std::string json_line() const;
  /// The same object as a JSON value.
  [[nodiscard]] OrderedJson to_json() const;

 private:
  std::string id_, type_;
  Status status_;
  std::vector<std::pair<std::string, Json>> fields_;
  std::string solution_key_;  // "" = no solution field
  Solution solution_;
  size_t solution_at_ = 0;  // the solution is written before fields_[solution_at_]
  double time_ms_ = -1;     // < 0: none
};

/// {"id", "type", "status": "invalid", "error"} for an item that could not be read; the status
/// is the item's error_status (too_large past a size limit).
Result invalid_result(const InputItem& item);
/// The result of solve (the solution is moved into it); "stopped_by" after the status when the
/// run did not finish.
Result solve_result(const InputItem& item, SolveResult result, double time_ms);
/// The result of count: num_solutions, complete, and the first solution found.
Result count_result(const InputItem& item, CountResult result, double time_ms);
/// The grade: level, rating, score, hardest_rule, steps, guessed (FORMATS.md "grade").
Result grade_result(const InputItem& item, const Grade& grade, double time_ms);
/// The hint: mistake (with its cells), or nudge, step and answer as deep as asked; solved
/// when the position is already the solution.
Result hint_result(const InputItem& item, const Hint& hint, double time_ms);
/// The verdict of verify: status valid, wrong (with error) or invalid.
Result verify_result(const InputItem& item, const Verdict& verdict, double time_ms);

/// The explanation: steps (rule, difficulty, text, detail), the solution field, error.
OrderedJson explanation_object(const InputItem& item, const Explanation& explanation,
                               double time_ms);
/// A generated puzzle as `generate` writes it: the canonical JSON, then id (`number`), seed,
/// the solution field when `with_solution`, the generator's facts under "generator", time_ms.
OrderedJson generated_object(const Generated& generated, size_t number, uint64_t seed,
                             bool with_solution, double time_ms);
/// The canonical JSON of a read puzzle, keeping the input's id and carried solution field
/// (`convert --to json`).
OrderedJson converted_object(const InputItem& item);

}  // namespace gridlogic
