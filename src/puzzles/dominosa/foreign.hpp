// The formats of other programs a dominosa reads and writes (gridlogic/foreign_format.hpp).
#pragma once

#include <vector>

#include "gridlogic/foreign_format.hpp"

namespace gridlogic::dominosa {

/// Simon Tatham's Dominosa id, `dominosa:N:DIGITS` (tatham_id.cpp).
const ForeignFormat& tatham_format();

}  // namespace gridlogic::dominosa
