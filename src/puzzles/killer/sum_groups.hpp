// The rule of 45 as a person uses it: a region of whole units (a row, two columns, a box...)
// holds every digit once per unit, so its digits sum to a known total. Taking away the cages
// wholly inside leaves the "innies" with a known sum; the parts of straddling cages outside
// ("outies") have a known sum too; and counting some straddling cages whole gives "innies minus
// outies". Each such group is a linear sum rule over open cells that the killer rules read.
#pragma once

#include <string>
#include <vector>

#include "puzzles/killer/position.hpp"

namespace gridlogic::killer::human {

/// sum(plus) - sum(minus) = total, over open cells, from the rule of 45 on `units`.
struct SumGroup {
  std::vector<int> plus;   ///< innies: open cells counted in
  std::vector<int> minus;  ///< outies taken away (empty for innies alone)
  int total = 0;
  std::vector<int> units;  ///< the region
  std::string kind;        ///< "innies", "outies" or "innies minus outies"
};

/// The regions of a shape: first every single unit (3n of them), then the regions of several
/// units a person checks: runs of 2 .. n/2 neighbouring rows or columns (a longer run's groups
/// are its complement's) and pairs of neighbouring boxes.
const std::vector<std::vector<int>>& sum_regions(const Geometry& geometry);
/// How many of sum_regions() are single units.
inline size_t single_unit_regions(const Geometry& geometry) {
  return static_cast<size_t>(3 * geometry.n);
}

/// The groups of one region in a position (none for a classic board): the innies, the outies
/// when every open cell of the region lies in a cage, and innies minus outies when counting the
/// straddling cages that lie mostly inside makes a smaller group than both. Groups with no open
/// cell are left out; so is a group that is exactly one cage's open cells (the cage says it).
std::vector<SumGroup> region_groups(const Position& position, const std::vector<int>& units);

/// region_groups(position, sum_regions(geometry)[region]), kept with the position until its
/// next placement: the rules that read the groups (innies, hidden cages, cage splitting, the
/// regions of several units) share one making of them.
const std::vector<SumGroup>& groups_of_region(const Position& position, size_t region);

/// The group as an equation a person reads: "r3c4 + r3c5 - r4c5 = 7".
std::string group_equation(const Geometry& geometry, const SumGroup& group);
/// "row 3", "rows 3-4", "boxes 1 and 2".
std::string region_name(const Geometry& geometry, const std::vector<int>& units);

}  // namespace gridlogic::killer::human
