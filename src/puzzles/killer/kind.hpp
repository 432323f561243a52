// The killer puzzle type, as the registry sees it.
#pragma once

#include "gridlogic/puzzle.hpp"

namespace gridlogic::killer {

/// The one killer PuzzleKind.
const PuzzleKind& kind();

}  // namespace gridlogic::killer
