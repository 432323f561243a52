#include "puzzles/killer/player_position.hpp"

#include <string>

#include "base/json_fields.hpp"
#include "puzzles/killer/position.hpp"
#include "reasoning/hint.hpp"

namespace gridlogic::killer {
namespace {

using human::Mask;

int position_digit(char c, int n, const std::string& where) {
  const int digit = char_digit(c);
  if (digit < 0 || digit > n) {
    throw InputError("bad digit", where,
                     std::string("'") + c + "' is not a digit of this puzzle or '.'");
  }
  return digit;
}

// A row of the grid: a string of n characters or a list of n integers.
void read_row(const Json& row, int n, int r, std::vector<int>& values) {
  const std::string where = "progress, " + unit_name("row", r);
  if (row.is_string()) {
    const std::string& text = row.get_ref<const std::string&>();
    if (static_cast<int>(text.size()) != n) {
      throw InputError("wrong size", where, "expected " + std::to_string(n) + " characters");
    }
    for (int c = 0; c < n; ++c)
      values[static_cast<size_t>(r * n + c)] =
          position_digit(text[static_cast<size_t>(c)], n, where);
    return;
  }
  if (!row.is_array() || static_cast<int>(row.size()) != n) {
    throw InputError("wrong size", where,
                     "expected a string or a list of " + std::to_string(n) + " digits");
  }
  for (int c = 0; c < n; ++c) {
    values[static_cast<size_t>(r * n + c)] =
        static_cast<int>(json_fields::to_int(row[static_cast<size_t>(c)], where, 0, n));
  }
}

}  // namespace

Json cell_json(const Board& board, int cell) {
  return Json::array({board.row(cell), board.col(cell)});
}

PlayerPosition read_position(const Board& board, const Json& progress) {
  const int n = board.n;
  const size_t cells = static_cast<size_t>(n * n);
  PlayerPosition out;
  out.values.assign(cells, 0);
  if (progress.is_null()) {
    out.values = board.givens;
    return out;
  }
  if (progress.is_string()) {
    const std::string& text = progress.get_ref<const std::string&>();
    if (text.size() == cells) {
      for (size_t i = 0; i < cells; ++i)
        out.values[i] =
            position_digit(text[i], n, "progress, " + cell_name(board, static_cast<int>(i)));
      return out;
    }
    if (text.size() == cells * static_cast<size_t>(n)) {
      // Pencil marks, n characters a cell: the k-th is digit k + 1 or '.'/'0'. A cell with one
      // mark is a placed digit.
      out.marks.assign(cells, 0);
      for (size_t i = 0; i < cells; ++i) {
        Mask mask = 0;
        for (int k = 0; k < n; ++k) {
          const char c = text[i * static_cast<size_t>(n) + static_cast<size_t>(k)];
          const int digit =
              position_digit(c, n, "progress, " + cell_name(board, static_cast<int>(i)));
          if (digit != 0) mask |= human::digit_bit(digit);
        }
        if (mask == 0)
          throw InputError("no candidate", "progress, " + cell_name(board, static_cast<int>(i)),
                           "a cell has no pencil mark left");
        if (human::mask_count(mask) == 1) {
          out.values[i] = human::first_digit(mask);
        } else {
          out.marks[i] = mask;
        }
      }
      return out;
    }
    throw InputError("wrong size", "progress",
                     "expected " + std::to_string(cells) + " characters (digits) or " +
                         std::to_string(cells * static_cast<size_t>(n)) + " (pencil marks)");
  }
  const Json* grid = &progress;
  const Json* marks = nullptr;
  if (progress.is_object()) {
    grid = json_fields::optional(progress, "grid");
    marks = json_fields::optional(progress, "marks");
    if (grid == nullptr) throw InputError("missing field", "progress", "a position needs \"grid\"");
  }
  if (!grid->is_array() || static_cast<int>(grid->size()) != n) {
    throw InputError("wrong size", "progress, grid", "expected " + std::to_string(n) + " rows");
  }
  for (int r = 0; r < n; ++r) read_row((*grid)[static_cast<size_t>(r)], n, r, out.values);
  if (marks != nullptr && !marks->is_null()) {
    if (!marks->is_array() || static_cast<int>(marks->size()) != n) {
      throw InputError("wrong size", "progress, marks", "expected " + std::to_string(n) + " rows");
    }
    out.marks.assign(cells, 0);
    for (int r = 0; r < n; ++r) {
      const Json& row = (*marks)[static_cast<size_t>(r)];
      const std::string where = "progress, marks " + unit_name("row", r);
      if (!row.is_array() || static_cast<int>(row.size()) != n) {
        throw InputError("wrong size", where,
                         "expected a list of " + std::to_string(n) + " strings");
      }
      for (int c = 0; c < n; ++c) {
        const Json& cell = row[static_cast<size_t>(c)];
        if (!cell.is_string())
          throw InputError("not a string", where, "pencil marks are strings of digits");
        Mask mask = 0;
        for (char ch : cell.get_ref<const std::string&>()) {
          const int digit = position_digit(ch, n, where);
          if (digit != 0) mask |= human::digit_bit(digit);
        }
        out.marks[static_cast<size_t>(r * n + c)] = mask;
      }
    }
  }
  return out;
}

std::string find_mistake(const Board& board, const PlayerPosition& player, uint64_t count,
                         const Grid& solution, Json& cells) {
  const human::Geometry& g = human::Geometry::of(board.n, board.box_h, board.box_w);
  for (int cell = 0; cell < board.cells(); ++cell) {
    const int given = board.givens[static_cast<size_t>(cell)];
    if (given != 0 && player.values[static_cast<size_t>(cell)] != given) {
      cells.push_back(cell_json(board, cell));
      return cell_name(board, cell) + " is a given: it must keep its digit";
    }
  }
  for (int unit = 0; unit < 3 * board.n; ++unit) {
    const auto& members = g.units[static_cast<size_t>(unit)];
    for (size_t i = 0; i < members.size(); ++i) {
      for (size_t j = i + 1; j < members.size(); ++j) {
        const int a = player.values[static_cast<size_t>(members[i])];
        if (a != 0 && a == player.values[static_cast<size_t>(members[j])]) {
          cells.push_back(cell_json(board, members[i]));
          cells.push_back(cell_json(board, members[j]));
          return cell_name(board, members[i]) + " and " + cell_name(board, members[j]) +
                 " hold the same digit in " + human::unit_name(g, unit);
        }
      }
    }
  }
  for (size_t cage = 0; cage < board.cages.size(); ++cage) {
    const Cage& c = board.cages[cage];
    Mask seen = 0;
    int sum = 0;
    int open = 0;
    for (int cell : c.cells) {
      const int digit = player.values[static_cast<size_t>(cell)];
      if (digit == 0) {
        ++open;
        continue;
      }
      if ((seen & human::digit_bit(digit)) != 0) {
        for (int other : c.cells) {
          if (player.values[static_cast<size_t>(other)] == digit)
            cells.push_back(cell_json(board, other));
        }
        return "the cage at " + cell_name(board, c.cells[0]) + " holds " + std::to_string(digit) +
               " twice";
      }
      seen |= human::digit_bit(digit);
      sum += digit;
    }
    // The open cells add at least 1 + 2 + ... and at most n + (n - 1) + ... (distinct digits);
    // a full cage adds exactly its sum.
    const int most = open * board.n - open * (open - 1) / 2;
    if ((open == 0 && sum != c.sum) || sum + open * (open + 1) / 2 > c.sum || sum + most < c.sum) {
      for (int cell : c.cells) {
        if (player.values[static_cast<size_t>(cell)] != 0) cells.push_back(cell_json(board, cell));
      }
      return "the digits in the cage at " + cell_name(board, c.cells[0]) + " cannot make its sum " +
             std::to_string(c.sum);
    }
  }
  if (count != 1) return "";
  for (int cell = 0; cell < board.cells(); ++cell) {
    const int placed = player.values[static_cast<size_t>(cell)];
    if (placed != 0 && placed != solution[static_cast<size_t>(cell)]) {
      cells.push_back(cell_json(board, cell));
      return "the digit in " + cell_name(board, cell) + " is not the one the solution has there";
    }
  }
  return "";
}

std::string leaves_out_solution(const Board& board, const PlayerPosition& player,
                                const Grid& solution, Json& cells) {
  std::vector<std::string> names;
  if (!player.marks.empty()) {
    for (int cell = 0; cell < board.cells(); ++cell) {
      const Mask marks = player.marks[static_cast<size_t>(cell)];
      if (player.values[static_cast<size_t>(cell)] == 0 && marks != 0 &&
          (marks & human::digit_bit(solution[static_cast<size_t>(cell)])) == 0) {
        cells.push_back(cell_json(board, cell));
        names.push_back(cell_name(board, cell));
      }
    }
  }
  if (names.empty()) return "";
  return "the pencil marks of " + reasoning::listed(names) +
         (names.size() == 1 ? " leave out its digit" : " leave out their digits") +
         " (this hint reads every candidate there)";
}

}  // namespace gridlogic::killer
