// The fixed units of a grid shape (side n, boxes box_h x box_w): which cells each row, column
// and box holds, and each cell's peers in them. Every puzzle of a shape shares one read-only
// copy, so building a puzzle's solver tables costs nothing for them.
#pragma once

#include <cstdint>
#include <vector>

namespace gridlogic::killer {

struct Geometry {
  int n = 0;
  int box_h = 0;
  int box_w = 0;
  int cells = 0;
  int units = 0;                         ///< 3n: rows 0..n-1, columns n..2n-1, boxes 2n..3n-1
  std::vector<int> unit_cells;           ///< units * n cells
  std::vector<int> cell_units;           ///< 3 per cell: row, n + column, 2n + box
  std::vector<uint64_t> cell_unit_bits;  ///< per cell: its three units as bits (units <= 48)
  std::vector<int> peer_begin;           ///< cells + 1 offsets into peers
  std::vector<int> peers;                ///< the cells sharing a row, column or box, each once
};

/// The shared geometry of a supported shape (n in 1..16, box_h * box_w == n). Thread-safe;
/// built on first use and kept for the life of the program.
const Geometry& geometry(int n, int box_h, int box_w);

}  // namespace gridlogic::killer
