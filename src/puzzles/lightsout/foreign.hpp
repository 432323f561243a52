// The formats of other programs a Lights Out board reads and writes
// (gridlogic/foreign_format.hpp).
#pragma once

#include <vector>

#include "gridlogic/foreign_format.hpp"

namespace gridlogic::lightsout {

/// Simon Tatham's Flip id, `flip:WxHc:MATRIX,GRID` (tatham_id.cpp).
const ForeignFormat& tatham_format();

}  // namespace gridlogic::lightsout
