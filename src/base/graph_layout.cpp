// Node-link layouts (graph_layout.hpp).
#include "base/graph_layout.hpp"

#include <algorithm>
#include <cmath>
#include <numbers>

namespace gridlogic::drawing {

namespace {

constexpr int kForceRounds = 300;
constexpr int kSeparationRounds = 100;
constexpr double kMinApart = 0.9;  // grid units between centres: nodes have radius 0.3

std::vector<Point> circle_layout(size_t nodes) {
  std::vector<Point> at(nodes);
  for (size_t i = 0; i < nodes; ++i) {
    // From the top, clockwise.
    const double angle =
        2 * std::numbers::pi * static_cast<double>(i) / nodes - std::numbers::pi / 2;
    at[i] = {std::cos(angle), std::sin(angle)};
  }
  return at;
}

std::vector<Point> square_grid_layout(size_t nodes) {
  const auto side = static_cast<size_t>(std::ceil(std::sqrt(static_cast<double>(nodes))));
  std::vector<Point> at(nodes);
  for (size_t i = 0; i < nodes; ++i) {
    at[i] = {static_cast<double>(i % side), static_cast<double>(i / side)};
  }
  return at;
}

// Fruchterman-Reingold in a unit area: attraction d^2/k along edges, repulsion k^2/d between
// every pair, each move capped by a temperature that falls linearly to zero.
std::vector<Point> force_layout(size_t nodes,
                                const std::vector<std::pair<uint32_t, uint32_t>>& edges) {
  std::vector<Point> at = circle_layout(nodes);
  const double k = 2.0 / std::sqrt(static_cast<double>(nodes));
  std::vector<Point> move(nodes);
  for (int round = 0; round < kForceRounds; ++round) {
    std::fill(move.begin(), move.end(), Point{});
    for (size_t i = 0; i < nodes; ++i) {
      for (size_t j = i + 1; j < nodes; ++j) {
        double dx = at[i].x - at[j].x;
        double dy = at[i].y - at[j].y;
        const double d2 = std::max(dx * dx + dy * dy, 1e-9);
        const double push = k * k / d2;  // (k^2 / d) along the unit vector (dx, dy) / d
        move[i].x += dx * push;
        move[i].y += dy * push;
        move[j].x -= dx * push;
        move[j].y -= dy * push;
      }
    }
    for (const auto& [a, b] : edges) {
      if (a >= nodes || b >= nodes || a == b) continue;
      const double dx = at[a].x - at[b].x;
      const double dy = at[a].y - at[b].y;
      const double pull = std::sqrt(dx * dx + dy * dy) / k;  // (d^2 / k) along (dx, dy) / d
      move[a].x -= dx * pull;
      move[a].y -= dy * pull;
      move[b].x += dx * pull;
      move[b].y += dy * pull;
    }
    const double temperature = 0.1 * (1.0 - static_cast<double>(round) / kForceRounds);
    for (size_t i = 0; i < nodes; ++i) {
      const double length = std::sqrt(move[i].x * move[i].x + move[i].y * move[i].y);
      if (length < 1e-12) continue;
      const double step = std::min(length, temperature) / length;
      at[i].x += move[i].x * step;
      at[i].y += move[i].y * step;
    }
  }
  return at;
}

// Scales and moves `at` into [0.5, side - 0.5]^2, keeping its proportions.
void fit(std::vector<Point>& at, double side) {
  double min_x = at[0].x, max_x = at[0].x, min_y = at[0].y, max_y = at[0].y;
  for (const Point& p : at) {
    min_x = std::min(min_x, p.x);
    max_x = std::max(max_x, p.x);
    min_y = std::min(min_y, p.y);
    max_y = std::max(max_y, p.y);
  }
  const double span = std::max({max_x - min_x, max_y - min_y, 1e-9});
  const double scale = at.size() == 1 ? 0 : (side - 1) / span;
  const double offset_x = (side - (max_x - min_x) * scale) / 2;
  const double offset_y = (side - (max_y - min_y) * scale) / 2;
  for (Point& p : at) p = {offset_x + (p.x - min_x) * scale, offset_y + (p.y - min_y) * scale};
}

// Pushes apart, pair by pair, nodes nearer than kMinApart (a force layout folds paths and
// leaves hubs' leaves on one another), keeping them inside the square; a fixed number of
// rounds, ending early once no pair is too near.
void separate(std::vector<Point>& at, double side) {
  for (int round = 0; round < kSeparationRounds; ++round) {
    bool moved = false;
    for (size_t i = 0; i < at.size(); ++i) {
      for (size_t j = i + 1; j < at.size(); ++j) {
        double dx = at[i].x - at[j].x;
        double dy = at[i].y - at[j].y;
        double d = std::sqrt(dx * dx + dy * dy);
        if (d >= kMinApart) continue;
        moved = true;
        if (d < 1e-9) {  // on one another: apart along x
          dx = 1;
          dy = 0;
          d = 1;
        }
        const double push = (kMinApart - d) / 2 / d;
        at[i] = {at[i].x + dx * push, at[i].y + dy * push};
        at[j] = {at[j].x - dx * push, at[j].y - dy * push};
      }
    }
    for (Point& p : at) p = {std::clamp(p.x, 0.5, side - 0.5), std::clamp(p.y, 0.5, side - 0.5)};
    if (!moved) return;
  }
}

}  // namespace

double graph_side(size_t nodes) {
  return std::max(2.0, 2.0 * std::ceil(std::sqrt(static_cast<double>(nodes))));
}

std::vector<Point> graph_layout(size_t nodes,
                                const std::vector<std::pair<uint32_t, uint32_t>>& edges) {
  if (nodes == 0) return {};
  std::vector<Point> at = nodes <= 8                ? circle_layout(nodes)
                          : nodes <= kMaxForceNodes ? force_layout(nodes, edges)
                                                    : square_grid_layout(nodes);
  fit(at, graph_side(nodes));
  if (nodes <= kMaxForceNodes) separate(at, graph_side(nodes));
  return at;
}

}  // namespace gridlogic::drawing
