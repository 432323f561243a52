// Planted: a helper below the puzzles that reaches up into one.
#pragma once

#include "gridlogic/puzzle.hpp"
#include "puzzles/killer/kind.hpp"
