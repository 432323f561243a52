// The native Lights Out solver: exact linear algebra over Z_k.
//
// Full rectangles are reduced by light chasing to a min(R, C)-sized system (chase.hpp); grids
// with holes by chasing into a system in the cells below holes (hole_chase.hpp); graph boards
// (and holey grids whose reduced system would be too large) by the full system A x = -b,
// A = adjacency + identity.
// Both give the same facts: one solution or a certificate of unsolvability, the number of
// solutions (|kernel|), the kernel generators, rank and nullity, and the number of solvable
// configurations (|image| = k^n / |kernel|).
#pragma once

#include <string>
#include <vector>

#include "engines/algebra/linear_system.hpp"
#include "gridlogic/puzzle.hpp"
#include "puzzles/lightsout/board.hpp"
#include "puzzles/lightsout/solve_flags.hpp"

namespace gridlogic::lightsout {

/// Most unknowns the dense full system accepts (boards with holes, graphs): GF(2) is bit-packed,
/// Z_k uses 32-bit entries.
inline constexpr size_t kMaxFullGf2 = 20000;
inline constexpr size_t kMaxFullZk = 5000;
/// Most memory the hole chase's rolling rows of affine forms may take.
inline constexpr size_t kMaxHoleFormBytes = size_t{256} << 20;

/// What the algebra says about a board, whatever form its press patterns take.
struct SystemFacts {
  Status status = Status::kInvalid;  ///< kSolved (solvable), kUnsolvable, kTimeout or kInvalid
  std::string error;
  size_t unknowns = 0;           ///< cells (or nodes) with a button
  size_t reduced_unknowns = 0;   ///< size of the system actually eliminated
  size_t rank = 0;               ///< of the full board's matrix
  size_t nullity = 0;            ///< number of kernel generators
  BigCount num_solutions;        ///< 0 when unsolvable
  Json solvable_configurations;  ///< exact count, or "p^a*q^b" when too long to print
  uint64_t certificate_dot = 0;  ///< when unsolvable: the certificate's dot product with b
};

/// The facts with press patterns one level a cell (Presses).
struct Analysis : SystemFacts {
  Presses presses;              ///< one solution, when solvable (entries 0..k-1)
  std::vector<Presses> kernel;  ///< generators (full board), when asked for
  Presses certificate;          ///< when unsolvable: kernel vector y with y.b != 0
};

/// Fills the counts from the eliminated system of `m` unknowns (the others forced by a chase).
void fill_counts(SystemFacts& facts, const algebra::SystemResult& r, size_t m);
/// The part of a solve result every board shares: status, error (the unsolvable message with
/// the certificate's dot product) and num_solutions.
SolveResult facts_result(const SystemFacts& facts, uint32_t levels);
/// The count every board shares: complete, num_solutions, and `first` (one solution, given
/// only when solvable).
CountResult facts_count(const SystemFacts& facts, Solution first);

/// Solves the board's system. When want_kernel (or the board is unsolvable), fills kernel /
/// certificate.
Analysis analyse(const Board& board, const Context& ctx, bool want_kernel);

/// solve: presses, num_solutions, and per options rank/nullity/kernel, min_presses.
SolveResult solve(const Board& board, const Context& ctx, const SolveOptions& options);
/// count: the exact number of solutions (always complete).
CountResult count(const Board& board, const Context& ctx, const SolveOptions& options);

}  // namespace gridlogic::lightsout
