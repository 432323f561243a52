// The dominosa puzzle type, as the registry sees it.
#pragma once

#include "gridlogic/puzzle.hpp"

namespace gridlogic::dominosa {

/// The one dominosa PuzzleKind.
const PuzzleKind& kind();

}  // namespace gridlogic::dominosa
