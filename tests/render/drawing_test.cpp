// What each type draws on the canvas (Puzzle::draw), read through a recording canvas: the texts,
// shapes and dashes a reader of the printed page counts on, independent of fonts and formats.
#include <gtest/gtest.h>

#include <cmath>
#include <map>
#include <set>
#include <tuple>
#include <utility>

#include "base/graph_layout.hpp"
#include "gridlogic/io.hpp"
#include "render/fixtures.hpp"
#include "render/recording_canvas.hpp"

namespace gridlogic::testing {
namespace {

// A 4 x 4 killer with two-cell cages whose sums are 3, 7, 5, 5, 5, 5, 7, 3.
const char* const kKiller4 = R"({"type": "killer", "size": 4, "cages": [
  {"sum": 3, "cells": [[0,0],[0,1]]}, {"sum": 7, "cells": [[0,2],[0,3]]},
  {"sum": 5, "cells": [[1,0],[2,0]]}, {"sum": 5, "cells": [[1,1],[1,2]]},
  {"sum": 5, "cells": [[1,3],[2,3]]}, {"sum": 5, "cells": [[2,1],[2,2]]},
  {"sum": 7, "cells": [[3,0],[3,1]]}, {"sum": 3, "cells": [[3,2],[3,3]]}]})";
const char* const kBinox = "binox\n..X.X.\n..X...\n...O.O\n..O...\n.X..X.\n......\n";
const char* const kDominosa = R"({"type": "dominosa", "grid": [[2,1,1,2],[0,0,0,2],[1,0,2,1]]})";
const char* const kLightsHoles = R"({"type": "lightsout", "levels": 3,
  "grid": ["0120", "1#21", "2210", "01#2"]})";
const char* const kLightsGraph = R"({"type": "lightsout", "levels": 2, "nodes": 6,
  "edges": [[0,1],[1,2],[2,3],[3,4],[4,5]], "state": [1,1,0,0,0,0]})";

RecordingCanvas drawn(const Puzzle& puzzle, const Json* solution, double unit = 40) {
  RecordingCanvas canvas(unit);
  puzzle.draw(canvas, solution);
  return canvas;
}

// Every shape and line lies within the figure (with room for a line's width on the border).
void expect_inside(const RecordingCanvas& canvas, const Figure& figure) {
  auto inside = [&](Point p) {
    return p.x >= -0.5 && p.y >= -0.5 && p.x <= figure.width + 0.5 && p.y <= figure.height + 0.5;
  };
  for (const auto& l : canvas.lines) EXPECT_TRUE(inside(l.from) && inside(l.to));
  for (const auto& r : canvas.rects) EXPECT_TRUE(inside(r.at));
  for (const auto& c : canvas.circles) EXPECT_TRUE(inside(c.at));
  for (const auto& t : canvas.texts) EXPECT_TRUE(inside(t.at)) << t.text;
}

TEST(RenderDrawing, ClassicSudokuDrawsItsGivensAndOnlyWithASolutionTheRest) {
  auto puzzle = puzzle_of(kSudoku);
  EXPECT_EQ(puzzle->figure().width, 9);
  EXPECT_EQ(puzzle->figure().height, 9);
  const std::string line = std::string(kSudoku).substr(7, 81);
  const size_t givens = 81 - static_cast<size_t>(std::count(line.begin(), line.end(), '.'));
  RecordingCanvas bare = drawn(*puzzle, nullptr);
  EXPECT_EQ(bare.texts.size(), givens);
  EXPECT_EQ(bare.texts_in(kSolutionInk), 0u);
  EXPECT_EQ(bare.dashed_lines(), 0u);  // no cages
  // 10 lines each way, the box edges among them heavier.
  EXPECT_EQ(bare.lines.size(), 20u);
  size_t heavy = 0;
  for (const auto& l : bare.lines) heavy += l.pen.width > 0.05 ? 1 : 0;
  EXPECT_EQ(heavy, 8u);
  const Json solution = solution_of(*puzzle);
  RecordingCanvas solved = drawn(*puzzle, &solution);
  EXPECT_EQ(solved.texts.size(), 81u);
  EXPECT_EQ(solved.texts_in(kSolutionInk), 81u - givens);
  // The digit of r1c1 (row 0, col 0) is the solution's.
  for (const auto& t : solved.texts) {
    if (t.at.x < 1 && t.at.y < 1) {
      EXPECT_EQ(t.text, "4");
    }
  }
  expect_inside(solved, puzzle->figure());
}

TEST(RenderDrawing, KillerCagesAreClosedDashedOutlinesWithTheirSums) {
  auto puzzle = puzzle_of(kKiller4);
  RecordingCanvas bare = drawn(*puzzle, nullptr);
  std::multiset<std::string> sums;
  for (const auto& t : bare.texts) {
    EXPECT_EQ(t.style.anchor, Anchor::kTopLeft) << t.text;
    sums.insert(t.text);
  }
  EXPECT_EQ(sums, (std::multiset<std::string>{"3", "3", "5", "5", "5", "5", "7", "7"}));
  // Each sum in its cage's first cell: "3" at r1c1 and at r4c3.
  size_t corners = 0;
  for (const auto& t : bare.texts) {
    if (t.text == "3" && ((t.at.x < 0.5 && t.at.y < 0.5) ||
                          (std::abs(t.at.x - 2.06) < 0.1 && std::abs(t.at.y - 3.05) < 0.1))) {
      ++corners;
    }
  }
  EXPECT_EQ(corners, 2u);
  // The dashed segments close: every end point is shared by an even number of segments.
  std::map<std::pair<long, long>, int> ends;
  auto key = [](Point p) {
    return std::make_pair(std::lround(p.x * 1000), std::lround(p.y * 1000));
  };
  for (const auto& l : bare.lines) {
    if (l.pen.dash <= 0) continue;
    ++ends[key(l.from)];
    ++ends[key(l.to)];
  }
  ASSERT_FALSE(ends.empty());
  for (const auto& [point, count] : ends) {
    EXPECT_EQ(count % 2, 0) << point.first << "," << point.second;
  }
  // 8 two-cell cages: 6 segments each.
  EXPECT_EQ(bare.dashed_lines(), 48u);
  const Json solution = solution_of(*puzzle);
  RecordingCanvas solved = drawn(*puzzle, &solution);
  EXPECT_EQ(solved.texts.size(), 8u + 16u);
  EXPECT_EQ(solved.texts_in(kSolutionInk), 16u);
  expect_inside(solved, puzzle->figure());
}

TEST(RenderDrawing, DominosaDrawsNumbersAndWithASolutionItsDominoes) {
  auto puzzle = puzzle_of(kDominosa);
  EXPECT_EQ(puzzle->figure().width, 4);
  EXPECT_EQ(puzzle->figure().height, 3);
  RecordingCanvas bare = drawn(*puzzle, nullptr);
  EXPECT_EQ(bare.texts.size(), 12u);
  EXPECT_EQ(bare.rects.size(), 0u);
  const Json solution = solution_of(*puzzle);
  RecordingCanvas solved = drawn(*puzzle, &solution);
  ASSERT_EQ(solved.rects.size(), 6u);  // the double-2 set
  double area = 0;
  for (const auto& r : solved.rects) {
    area += (r.width + 0.16) * (r.height + 0.16);
    EXPECT_GT(r.radius, 0);
  }
  EXPECT_NEAR(area, 12, 1e-9);  // the dominoes tile the board
}

TEST(RenderDrawing, BinoxDrawsCrossesAndRings) {
  auto puzzle = puzzle_of(kBinox);
  RecordingCanvas bare = drawn(*puzzle, nullptr);
  // Givens: 5 X (two strokes each) and 3 O; 7 + 7 grid lines.
  EXPECT_EQ(bare.circles.size(), 3u);
  EXPECT_EQ(bare.lines.size(), 14u + 2 * 5u);
  const Json solution = solution_of(*puzzle);
  RecordingCanvas solved = drawn(*puzzle, &solution);
  EXPECT_EQ(solved.circles.size(), 18u);  // half the cells
  EXPECT_EQ(solved.lines.size(), 14u + 2 * 18u);
  size_t blue = 0;
  for (const auto& c : solved.circles) blue += c.paint.outline->color == kSolutionInk ? 1 : 0;
  EXPECT_EQ(blue, 18u - 3u);
  expect_inside(solved, puzzle->figure());
}

TEST(RenderDrawing, LightsOutLevelsHolesAndPresses) {
  auto puzzle = puzzle_of(kLightsHoles);
  RecordingCanvas bare = drawn(*puzzle, nullptr);
  EXPECT_EQ(bare.rects.size(), 14u);  // 16 cells, two holes
  EXPECT_EQ(bare.texts.size(), 10u);  // the levels that are not 0
  std::set<std::tuple<int, int, int>> shades;
  for (const auto& r : bare.rects)
    shades.insert({r.paint.fill->r, r.paint.fill->g, r.paint.fill->b});
  EXPECT_EQ(shades.size(), 3u);  // one shade a level
  const Json presses = solution_of(*puzzle);
  RecordingCanvas solved = drawn(*puzzle, &presses);
  size_t pressed = 0;
  for (const auto& row : presses) {
    for (char ch : row.get<std::string>()) pressed += ch >= '1' && ch <= '9' ? 1 : 0;
  }
  ASSERT_GT(pressed, 0u);
  EXPECT_EQ(solved.circles.size(), pressed);  // a mark each, with its count
  EXPECT_EQ(solved.texts.size(), 10u + pressed);
  expect_inside(solved, puzzle->figure());
}

TEST(RenderDrawing, LightsOutGraphIsNodesAndLinks) {
  auto puzzle = puzzle_of(kLightsGraph);
  RecordingCanvas bare = drawn(*puzzle, nullptr);
  EXPECT_EQ(bare.circles.size(), 6u);
  EXPECT_EQ(bare.lines.size(), 5u);
  const Json presses = solution_of(*puzzle);
  RecordingCanvas solved = drawn(*puzzle, &presses);
  size_t pressed = 0;
  for (const auto& p : presses) pressed += p.get<int>() > 0 ? 1 : 0;
  EXPECT_EQ(solved.circles.size(), 6u + pressed);
  expect_inside(solved, puzzle->figure());
}

TEST(RenderDrawing, GraphLayoutsAreDeterministicAndApart) {
  std::vector<std::pair<uint32_t, uint32_t>> edges;
  for (uint32_t i = 0; i + 1 < 30; ++i) edges.emplace_back(i, i + 1);
  for (size_t nodes : {1, 2, 5, 30, 1000}) {
    const auto a = drawing::graph_layout(nodes, edges);
    const auto b = drawing::graph_layout(nodes, edges);
    ASSERT_EQ(a.size(), nodes);
    const double side = drawing::graph_side(nodes);
    for (size_t i = 0; i < nodes; ++i) {
      EXPECT_EQ(a[i].x, b[i].x);
      EXPECT_EQ(a[i].y, b[i].y);
      EXPECT_TRUE(a[i].x >= 0.5 - 1e-9 && a[i].x <= side - 0.5 + 1e-9) << nodes << " " << a[i].x;
      EXPECT_TRUE(a[i].y >= 0.5 - 1e-9 && a[i].y <= side - 0.5 + 1e-9) << nodes << " " << a[i].y;
    }
    // Nodes of radius 0.3 do not sit on one another.
    double closest = 1e9;
    for (size_t i = 0; i < std::min<size_t>(nodes, 60); ++i) {
      for (size_t j = i + 1; j < std::min<size_t>(nodes, 60); ++j) {
        closest = std::min(closest, std::hypot(a[i].x - a[j].x, a[i].y - a[j].y));
      }
    }
    if (nodes > 1) {
      EXPECT_GT(closest, 0.6) << nodes;
    }
  }
}

// A board whose cells come out a few device units wide is one image, read at most once a
// device unit, without text: bounded whatever its size.
TEST(RenderDrawing, HugeBoardsAreOneBoundedImage) {
  std::string text = "lightsout\n";
  for (int r = 0; r < 1000; ++r) text += std::string(1000, r % 3 == 0 ? '1' : '0') + "\n";
  auto puzzle = puzzle_of(text);
  RecordingCanvas canvas = drawn(*puzzle, nullptr, 0.5);
  ASSERT_EQ(canvas.cell_images.size(), 1u);
  EXPECT_EQ(canvas.cell_images[0].rows, 1000);
  EXPECT_LE(canvas.cell_images[0].calls, 500u * 500u);
  EXPECT_TRUE(canvas.texts.empty());
  EXPECT_LE(canvas.rects.size() + canvas.lines.size() + canvas.circles.size(), 4u);
  // The same board with large cells is drawn cell by cell only when that stays bounded.
  RecordingCanvas large = drawn(*puzzle, nullptr, 40);
  EXPECT_EQ(large.cell_images.size(), 1u);
}

}  // namespace
}  // namespace gridlogic::testing
