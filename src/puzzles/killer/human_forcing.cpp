// Forcing chains (being written).
#include "puzzles/killer/human_finders.hpp"

namespace gridlogic::killer::human {

bool find_cell_forcing_chain(const Position& /*position*/, bool /*unique*/, Deduction& /*out*/) {
  return false;
}
bool find_unit_forcing_chain(const Position& /*position*/, bool /*unique*/, Deduction& /*out*/) {
  return false;
}
bool find_dynamic_forcing_chain(const Position& /*position*/, bool /*unique*/, Deduction& /*out*/) {
  return false;
}
bool find_nested_forcing_chain(const Position& /*position*/, bool /*unique*/, Deduction& /*out*/) {
  return false;
}

}  // namespace gridlogic::killer::human
