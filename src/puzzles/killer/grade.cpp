#include "puzzles/killer/explain.hpp"

namespace gridlogic::killer {

Grade grade_board(const Board& board, const Context& ctx) {
  Grade out;
  const Uniqueness unique = uniqueness(board, ctx);
  if (const std::optional<Stop> stop = cannot_walk(unique)) {
    out.status = stop->status;
    out.error = stop->error;
    return out;
  }
  const human::HumanPath path =
      human::walk(human::Position(board), ladder_unique(board, unique), ctx);
  if (path.timeout) {
    out.status = Status::kTimeout;
    out.error = "the time limit was reached";
    return out;
  }
  const human::HumanGrade grade = human::grade(path);
  out.status = Status::kSolved;
  out.level = grade.level;
  out.rating = grade.rating;
  out.hardest_rule = grade.hardest_rule;
  out.steps = grade.steps;
  out.guessed = grade.guessed;
  if (grade.guessed) out.hardest_rule = "search";
  return out;
}

}  // namespace gridlogic::killer
