// Planted: an engine that knows the bridge to the puzzles, and one that reads a batch.
#include "engine_bridge/engine_bridge.hpp"
#include "gridlogic/io.hpp"
#include "platform/module.hpp"
