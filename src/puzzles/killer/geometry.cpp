// Units and peers per grid shape, built once per shape on first use.
#include "puzzles/killer/geometry.hpp"

#include <array>
#include <memory>
#include <mutex>

#include "puzzles/killer/board.hpp"

namespace gridlogic::killer {
namespace {

Geometry build(int n, int box_h, int box_w) {
  Geometry g;
  g.n = n;
  g.box_h = box_h;
  g.box_w = box_w;
  g.cells = n * n;
  g.units = 3 * n;
  g.unit_cells.resize(static_cast<size_t>(3 * n * n));
  g.cell_units.resize(static_cast<size_t>(3 * n * n));
  g.cell_unit_bits.resize(static_cast<size_t>(n * n));
  const int across = n / box_w;
  for (int cell = 0; cell < g.cells; ++cell) {
    int r = cell / n;
    int c = cell % n;
    int b = (r / box_h) * across + c / box_w;
    int in_box = (r % box_h) * box_w + c % box_w;
    g.unit_cells[static_cast<size_t>(r * n + c)] = cell;
    g.unit_cells[static_cast<size_t>((n + c) * n + r)] = cell;
    g.unit_cells[static_cast<size_t>((2 * n + b) * n + in_box)] = cell;
    g.cell_units[static_cast<size_t>(3 * cell)] = r;
    g.cell_units[static_cast<size_t>(3 * cell + 1)] = n + c;
    g.cell_units[static_cast<size_t>(3 * cell + 2)] = 2 * n + b;
    g.cell_unit_bits[static_cast<size_t>(cell)] =
        (uint64_t{1} << r) | (uint64_t{1} << (n + c)) | (uint64_t{1} << (2 * n + b));
  }
  std::vector<int> mark(static_cast<size_t>(g.cells), -1);
  g.peer_begin.reserve(static_cast<size_t>(g.cells + 1));
  g.peers.reserve(static_cast<size_t>(g.cells * 3 * (n - 1)));  // at most: the units overlap
  g.peer_begin.push_back(0);
  for (int a = 0; a < g.cells; ++a) {
    mark[static_cast<size_t>(a)] = a;
    for (int k = 0; k < 3; ++k) {
      int u = g.cell_units[static_cast<size_t>(3 * a + k)];
      for (int i = 0; i < n; ++i) {
        int b = g.unit_cells[static_cast<size_t>(u * n + i)];
        if (mark[static_cast<size_t>(b)] == a) continue;
        mark[static_cast<size_t>(b)] = a;
        g.peers.push_back(b);
      }
    }
    g.peer_begin.push_back(static_cast<int>(g.peers.size()));
  }
  return g;
}

}  // namespace

const Geometry& geometry(int n, int box_h, int box_w) {
  // One slot per (n, box_h): box_w follows from n. Slots fill under a lock, once each.
  static std::mutex lock;
  static std::array<std::unique_ptr<const Geometry>, (kMaxSize + 1) * (kMaxSize + 1)> cache;
  size_t slot = static_cast<size_t>(n * (kMaxSize + 1) + box_h);
  std::lock_guard<std::mutex> guard(lock);
  if (!cache[slot]) cache[slot] = std::make_unique<const Geometry>(build(n, box_h, box_w));
  return *cache[slot];
}

}  // namespace gridlogic::killer
