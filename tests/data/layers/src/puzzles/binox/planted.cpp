// Planted: one puzzle type that reads another's board.
#include "base/text_lines.hpp"
#include "puzzles/binox/board.hpp"
#include "puzzles/killer/board.hpp"
