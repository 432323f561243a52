// Where to draw the nodes of a graph (a node-link drawing): deterministic, so the same board
// always comes out the same.
#pragma once

#include <cstdint>
#include <utility>
#include <vector>

#include "gridlogic/drawing.hpp"

namespace gridlogic::drawing {

/// The side of the square a graph of `nodes` nodes is laid out in (grid units): about two units
/// a node across, so nodes of radius 0.3 keep apart.
[[nodiscard]] double graph_side(size_t nodes);

/// The nodes' centres inside [0.5, side - 0.5]^2 (side = graph_side(nodes)): a circle for up to
/// 8 nodes, a force-directed layout (Fruchterman and Reingold, 1991: edges pull like springs,
/// all nodes repel, the moves cool down over a fixed number of rounds, started from the circle)
/// up to kMaxForceNodes, its nodes then pushed apart to at least 0.9 units, and for larger graphs,
/// whose O(n^2) rounds would take too long, the nodes in index order on a square grid. Edges naming
/// a node past `nodes` are ignored.
[[nodiscard]] std::vector<Point> graph_layout(
    size_t nodes, const std::vector<std::pair<uint32_t, uint32_t>>& edges);

inline constexpr size_t kMaxForceNodes = 400;

}  // namespace gridlogic::drawing
