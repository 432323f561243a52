// Chains: X-chains, XY-chains and alternating inference chains (being written).
#include "puzzles/killer/human_finders.hpp"

namespace gridlogic::killer::human {

bool find_x_chain(const Position& /*position*/, bool /*unique*/, Deduction& /*out*/) {
  return false;
}
bool find_xy_chain(const Position& /*position*/, bool /*unique*/, Deduction& /*out*/) {
  return false;
}
bool find_alternating_chain(const Position& /*position*/, bool /*unique*/, Deduction& /*out*/) {
  return false;
}

}  // namespace gridlogic::killer::human
