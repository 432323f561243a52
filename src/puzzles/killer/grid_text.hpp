// A sudoku grid as people type it (FORMATS.md "killer", spellings read): rows of digit
// characters, rows of numbers separated by spaces, and grids drawn with '|' between boxes and
// lines of '-', '=' and '+' between bands, with or without an outer border.
#pragma once

#include <string_view>
#include <vector>

#include "base/text_lines.hpp"
#include "puzzles/killer/board.hpp"

namespace gridlogic::killer {

/// True for a line of a drawn grid that only separates bands of rows ("---+---+---",
/// "------+-------+------", "=====", "+-------+", "─────┼─────"): made of '-', '=', '+', '|',
/// box-drawing characters and spaces, with at least one horizontal stroke.
bool is_separator_line(std::string_view line);
/// True for a character that separates boxes within a row: '|' or a box-drawing character.
bool is_column_separator(std::string_view ch);
/// True for a line that can only be the first line of a sudoku grid as people paste it: a drawn
/// row or border ('|', box-drawing characters, a separator line), or a row of 4, 6, 8 or 9 cells
/// of digits and '.' (spaced out or not) that no other type's text has: digits and '.' (a
/// dominosa or lights out row has no '.', a binox row no digit), nine '.' (a binox row is even),
/// or digits alone run together with one past 1. Digits alone spaced out could be a dominosa row:
/// not recognised.
bool starts_pasted_grid(std::string_view line);
/// The number of grid rows among `lines`: those that are not separator lines.
int grid_row_count(const std::vector<text_lines::Line>& lines);

/// Reads `board.n` rows of givens (0 = empty) from `lines` into `board.givens`. A row is either
/// N cells separated by spaces (numbers 0..N, '.', or a digit character) or N digit characters
/// (spaces between groups are ignored); '|' between cells and separator lines between rows are
/// drawing, and must fall between boxes. When `infer_box`, a drawing that does not fit the
/// board's box but fits exactly one other box shape sets that shape. Throws InputError naming
/// the line and character.
void read_grid(Board& board, const std::vector<text_lines::Line>& lines, bool infer_box);

}  // namespace gridlogic::killer
