// The finders of the human ladder, one per rule (ladder.hpp says what each returns),
// grouped by file: ladder_singles.cpp, ladder_intersections.cpp, ladder_subsets.cpp,
// ladder_fish.cpp, ladder_wings.cpp, ladder_chains.cpp, ladder_forcing.cpp; the killer rules
// in ladder_cages.cpp and ladder_innies.cpp (they find nothing on a classic board).
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "puzzles/killer/ladder.hpp"

namespace gridlogic::killer::human {

// ladder_singles.cpp
bool find_full_house(const Position& position, bool unique, Deduction& out);
bool find_hidden_single_box(const Position& position, bool unique, Deduction& out);
bool find_hidden_single_line(const Position& position, bool unique, Deduction& out);
bool find_naked_single(const Position& position, bool unique, Deduction& out);

// ladder_cages.cpp
bool find_cage_last_cell(const Position& position, bool unique, Deduction& out);
bool find_cage_sum_bounds(const Position& position, bool unique, Deduction& out);
bool find_cage_combinations(const Position& position, bool unique, Deduction& out);
bool find_fitting_combinations(const Position& position, bool unique, Deduction& out);
bool find_required_digit(const Position& position, bool unique, Deduction& out);
bool find_combination_interaction(const Position& position, bool unique, Deduction& out);
/// The largest cage (open cells) whose digit sets the cheap rules list, as Tatham's Solo does.
inline constexpr size_t kSmallCage = 4;
/// Every digit of any of `sets`.
Mask union_of(const std::vector<Mask>& sets);
/// The sets that hold none of `digits`.
std::vector<Mask> sets_without(const std::vector<Mask>& sets, Mask digits);
/// "the 15 cage at r1c1".
std::string cage_label(const Position& position, int cage);
/// "3 leaves r1c1, r1c2; 4 leaves r2c2".
std::string eliminations_text(const Geometry& g, const std::vector<std::pair<int, int>>& removed);
/// Adds to `out` the candidates of cells[i] outside keep[i]; false when there are none.
bool keep_only(const Position& position, const std::vector<int>& cells,
               const std::vector<Mask>& keep, Deduction& out);

// ladder_innies.cpp
bool find_innies(const Position& position, bool unique, Deduction& out);
bool find_innies_outies(const Position& position, bool unique, Deduction& out);
bool find_hidden_cage(const Position& position, bool unique, Deduction& out);
bool find_cage_splitting(const Position& position, bool unique, Deduction& out);
bool find_innies_outies_multi(const Position& position, bool unique, Deduction& out);
/// "r1c1, r1c2".
std::string cells_of(const Geometry& g, const std::vector<int>& cells);

// ladder_intersections.cpp
bool find_pointing(const Position& position, bool unique, Deduction& out);
bool find_claiming(const Position& position, bool unique, Deduction& out);

// ladder_subsets.cpp
bool find_naked_pair(const Position& position, bool unique, Deduction& out);
bool find_naked_triple(const Position& position, bool unique, Deduction& out);
bool find_naked_quad(const Position& position, bool unique, Deduction& out);
bool find_hidden_pair(const Position& position, bool unique, Deduction& out);
bool find_hidden_triple(const Position& position, bool unique, Deduction& out);
bool find_hidden_quad(const Position& position, bool unique, Deduction& out);

// ladder_fish.cpp
bool find_x_wing(const Position& position, bool unique, Deduction& out);
bool find_swordfish(const Position& position, bool unique, Deduction& out);
bool find_jellyfish(const Position& position, bool unique, Deduction& out);

// ladder_wings.cpp
bool find_xy_wing(const Position& position, bool unique, Deduction& out);
bool find_xyz_wing(const Position& position, bool unique, Deduction& out);
bool find_w_wing(const Position& position, bool unique, Deduction& out);
bool find_unique_rectangle(const Position& position, bool unique, Deduction& out);
bool find_bivalue_grave(const Position& position, bool unique, Deduction& out);

// ladder_chains.cpp
bool find_turbot_fish(const Position& position, bool unique, Deduction& out);
bool find_x_chain(const Position& position, bool unique, Deduction& out);
bool find_xy_chain(const Position& position, bool unique, Deduction& out);
bool find_alternating_chain(const Position& position, bool unique, Deduction& out);

// ladder_forcing.cpp
bool find_cell_forcing_chain(const Position& position, bool unique, Deduction& out);
bool find_unit_forcing_chain(const Position& position, bool unique, Deduction& out);
bool find_dynamic_forcing_chain(const Position& position, bool unique, Deduction& out);
bool find_nested_forcing_chain(const Position& position, bool unique, Deduction& out);

// ladder_cage_forcing.cpp
bool find_cage_forcing_chain(const Position& position, bool unique, Deduction& out);
bool find_nested_cage_forcing_chain(const Position& position, bool unique, Deduction& out);

}  // namespace gridlogic::killer::human
