// The binox puzzle type, as the registry sees it.
#pragma once

#include "gridlogic/puzzle.hpp"

namespace gridlogic::binox {

/// The one binox PuzzleKind.
const PuzzleKind& kind();

}  // namespace gridlogic::binox
