// The formats of other programs a binox reads and writes (gridlogic/foreign_format.hpp).
#pragma once

#include <vector>

#include "gridlogic/foreign_format.hpp"

namespace gridlogic::binox {

/// Simon Tatham's Unruly id, `unruly:WxHu:DESC` (tatham_id.cpp).
const ForeignFormat& tatham_format();

}  // namespace gridlogic::binox
