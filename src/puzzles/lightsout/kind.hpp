// The lightsout puzzle type, as the registry sees it.
#pragma once

#include "gridlogic/puzzle.hpp"

namespace gridlogic::lightsout {

/// The one lightsout PuzzleKind.
const PuzzleKind& kind();

}  // namespace gridlogic::lightsout
