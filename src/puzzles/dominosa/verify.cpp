// Dominosa verify: the independent checker every solver test leans on.
//
// It shares no code with the solver on purpose: it reads the direction letters itself, walks to
// each partner itself and counts dominoes in its own table. Rules are checked in a fixed order
// and the first failure is reported with its cell:
//   1. shape: a list of R strings of C letters           ("solution shape")
//   2. letters: only L R U D                              ("bad direction letter")
//   3. the partner lies inside the board                  ("partner outside the board")
//   4. the partner points back                            ("partners disagree")
//   5. no domino is used twice (hence, by counting, every domino is used once)
//                                                         ("domino used twice")
#include <string>
#include <vector>

#include "base/text_lines.hpp"
#include "puzzles/dominosa/board.hpp"

namespace gridlogic::dominosa {

namespace {

Verdict wrong(const std::string& rule, const std::string& where, const std::string& detail) {
  return Verdict{false, where + ": " + detail + " [rule: " + rule + "]"};
}

std::string pair_name(int a, int b) {
  return std::to_string(std::min(a, b)) + "-" + std::to_string(std::max(a, b));
}

}  // namespace

Verdict verify(const Board& board, const Json& solution) {
  const int rows = board.rows;
  const int cols = board.cols;
  if (!solution.is_array()) {
    return wrong("solution shape", "solution",
                 "expected a list of " + std::to_string(rows) + " strings, got " +
                     std::string(solution.type_name()));
  }
  if (solution.size() != static_cast<size_t>(rows)) {
    return wrong(
        "solution shape", "solution",
        "has " + std::to_string(solution.size()) + " rows, the board has " + std::to_string(rows));
  }
  std::vector<std::string> letters;
  letters.reserve(rows);
  for (int r = 0; r < rows; ++r) {
    const Json& row = solution[static_cast<size_t>(r)];
    const std::string where = "solution " + row_name(r);
    if (!row.is_string()) return wrong("solution shape", where, "each row must be a string");
    // Lengths count characters, so that a non-ASCII letter is named where it stands.
    std::string text = row.get<std::string>();
    const size_t length = text_lines::length(text);
    if (length != static_cast<size_t>(cols)) {
      return wrong("solution shape", where,
                   "has " + std::to_string(length) + " letters, the board has " +
                       std::to_string(cols) + " columns");
    }
    letters.push_back(std::move(text));
  }

  // Partner of every cell, as (row, col); letters first, so a bad letter is reported before a
  // partner problem elsewhere. After this check every letter is one byte.
  for (int r = 0; r < rows; ++r) {
    const auto chars = text_lines::characters(letters[r]);
    for (int c = 0; c < cols; ++c) {
      const std::string_view ch = chars[c];
      if (ch != "L" && ch != "R" && ch != "U" && ch != "D") {
        return wrong("bad direction letter", cell_name(r, c),
                     text_lines::quote(ch) + " is not one of L, R, U, D");
      }
    }
  }
  auto step = [](char ch, int& r, int& c) {
    switch (ch) {
      case 'L':
        --c;
        break;
      case 'R':
        ++c;
        break;
      case 'U':
        --r;
        break;
      default:
        ++r;
        break;
    }
  };
  for (int r = 0; r < rows; ++r) {
    for (int c = 0; c < cols; ++c) {
      int pr = r;
      int pc = c;
      step(letters[r][c], pr, pc);
      if (pr < 0 || pr >= rows || pc < 0 || pc >= cols) {
        return wrong("partner outside the board", cell_name(r, c),
                     std::string("'") + letters[r][c] + "' points off the board");
      }
    }
  }
  for (int r = 0; r < rows; ++r) {
    for (int c = 0; c < cols; ++c) {
      int pr = r;
      int pc = c;
      step(letters[r][c], pr, pc);
      int br = pr;
      int bc = pc;
      step(letters[pr][pc], br, bc);
      if (br != r || bc != c) {
        return wrong("partners disagree", cell_name(r, c),
                     std::string("'") + letters[r][c] + "' pairs it with " + cell_name(pr, pc) +
                         ", whose '" + letters[pr][pc] + "' points elsewhere");
      }
    }
  }

  // Each domino once. The number of pairs equals the size of the set (R*C/2), so "no domino
  // twice" already means "every domino once".
  const int m = board.max;
  std::vector<int> first_use(static_cast<size_t>(m + 1) * static_cast<size_t>(m + 1), -1);
  for (int r = 0; r < rows; ++r) {
    for (int c = 0; c < cols; ++c) {
      const char ch = letters[r][c];
      if (ch != 'R' && ch != 'D') continue;  // each domino once, from its top-left half
      int pr = r;
      int pc = c;
      step(ch, pr, pc);
      int a = board.at(r, c);
      int b = board.at(pr, pc);
      if (a > b) std::swap(a, b);
      int& seen = first_use[static_cast<size_t>(a) * (m + 1) + b];
      if (seen >= 0) {
        return wrong("domino used twice", cell_name(r, c),
                     "domino " + pair_name(a, b) + " is placed here and already at " +
                         cell_name(seen / cols, seen % cols));
      }
      seen = r * cols + c;
    }
  }
  return Verdict{true, ""};
}

}  // namespace gridlogic::dominosa
