// The finders of the human ladder, one per rule (ladder.hpp says what each returns),
// grouped by file: ladder_singles.cpp, ladder_intersections.cpp, ladder_subsets.cpp,
// ladder_fish.cpp, ladder_wings.cpp, ladder_chains.cpp, ladder_forcing.cpp.
#pragma once

#include "puzzles/killer/ladder.hpp"

namespace gridlogic::killer::human {

// ladder_singles.cpp
bool find_full_house(const Position& position, bool unique, Deduction& out);
bool find_hidden_single_box(const Position& position, bool unique, Deduction& out);
bool find_hidden_single_line(const Position& position, bool unique, Deduction& out);
bool find_naked_single(const Position& position, bool unique, Deduction& out);

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

}  // namespace gridlogic::killer::human
