// What the cairo back end writes (render.hpp): SVG and PNG images of every type with the
// elements and the size expected, PDF booklets with the pages expected, bounded images of huge
// boards. Read back without fonts (render_checks.hpp).
#include <gtest/gtest.h>

#include <chrono>
#include <sstream>

#include "gridlogic/io.hpp"
#include "gridlogic/render.hpp"
#include "render/fixtures.hpp"
#include "render_checks.hpp"

namespace gridlogic::testing {
namespace {

using namespace render_checks;

// A 4 x 4 killer with a two-digit sum among one-digit ones: 8 glyphs for its 7 sums.
const char* const kKillerTen = R"({"type": "killer", "size": 4, "cages": [
  {"sum": 3, "cells": [[0,0],[0,1]]}, {"sum": 7, "cells": [[0,2],[0,3]]},
  {"sum": 10, "cells": [[1,0],[2,0],[1,1],[1,2]]},
  {"sum": 5, "cells": [[1,3],[2,3]]}, {"sum": 5, "cells": [[2,1],[2,2]]},
  {"sum": 7, "cells": [[3,0],[3,1]]}, {"sum": 3, "cells": [[3,2],[3,3]]}]})";

// Every type, each with a board of its own shape.
const std::vector<std::string>& every_type() {
  static const std::vector<std::string> puzzles = {
      kSudoku,
      kKillerTen,
      "sudoku size=6\n......\n......\n......\n......\n......\n......\n",
      "binox\n..X.X.\n..X...\n...O.O\n..O...\n.X..X.\n......\n",
      R"({"type": "dominosa", "grid": [[2,1,1,2],[0,0,0,2],[1,0,2,1]]})",
      "lightsout\n11111\n11111\n11111\n11111\n11111\n",
      R"({"type": "lightsout", "levels": 4, "grid": ["0123", "1#21", "3210"]})",
      R"({"type": "lightsout", "levels": 2, "nodes": 5, "edges": [[0,1],[1,2],[2,3],[3,4]],
          "state": [1,1,0,0,0]})",
  };
  return puzzles;
}

std::string image(const Puzzle& puzzle, const Json* solution, render::Format format,
                  render::ImageSize size = {}) {
  std::ostringstream out;
  render::write_image(puzzle, solution, format, size, out);
  return out.str();
}

TEST(RenderOutput, EveryTypeInEveryFormat) {
  for (const std::string& text : every_type()) {
    auto puzzle = puzzle_of(text);
    SolveResult solved = puzzle->solve(Context(), SolveOptions());
    ASSERT_EQ(solved.status, Status::kSolved) << text;
    const Json solution = solved.solution.json();
    for (const Json* with : {static_cast<const Json*>(nullptr), &solution}) {
      const std::string png = image(*puzzle, with, render::Format::kPng);
      ASSERT_TRUE(is_png(png)) << text;
      const render::Extent extent = render::image_extent(puzzle->figure(), {});
      EXPECT_EQ(png_size(png), std::make_pair(uint32_t(extent.width), uint32_t(extent.height)))
          << text;
      EXPECT_TRUE(is_svg(image(*puzzle, with, render::Format::kSvg))) << text;
      std::ostringstream pdf;
      render::write_booklet({{puzzle.get(), "p", with}}, {}, pdf);
      EXPECT_TRUE(is_pdf(pdf.str())) << text;
      EXPECT_EQ(pdf_pages(pdf.str()), with == nullptr ? 1u : 2u) << text;
    }
  }
}

TEST(RenderOutput, SvgHoldsTheGivensAndOnlyWithASolutionTheSolution) {
  auto sudoku = puzzle_of(kSudoku);
  const std::string bare = image(*sudoku, nullptr, render::Format::kSvg);
  EXPECT_EQ(svg_glyphs(bare), 32u);  // one glyph a given
  EXPECT_EQ(svg_dashed(bare), 0u);
  const Json solution = sudoku->solve(Context(), SolveOptions()).solution.json();
  EXPECT_EQ(svg_glyphs(image(*sudoku, &solution, render::Format::kSvg)), 81u);
}

TEST(RenderOutput, SvgOfAKillerHasDashedCagesAndTheirSums) {
  auto killer = puzzle_of(kKillerTen);
  const std::string bare = image(*killer, nullptr, render::Format::kSvg);
  EXPECT_EQ(svg_glyphs(bare), 8u);
  EXPECT_GT(svg_dashed(bare), 0u);
  const Json solution = killer->solve(Context(), SolveOptions()).solution.json();
  EXPECT_EQ(svg_glyphs(image(*killer, &solution, render::Format::kSvg)), 8u + 16u);
}

TEST(RenderOutput, ImagesShrinkToTheLongestSideAllowed) {
  auto sudoku = puzzle_of(kSudoku);
  EXPECT_EQ(png_size(image(*sudoku, nullptr, render::Format::kPng)),
            std::make_pair(386u, 386u));  // (9 + 2/3) units of 40 pixels
  EXPECT_EQ(png_size(image(*sudoku, nullptr, render::Format::kPng, {40, 100})),
            std::make_pair(100u, 100u));
}

TEST(RenderOutput, BookletPagesHoldPerPagePuzzlesAndSolutionsFollow) {
  std::vector<std::unique_ptr<Puzzle>> puzzles;
  std::vector<Json> solutions;
  for (int i = 0; i < 5; ++i) {
    puzzles.push_back(puzzle_of(kSudoku));
    solutions.push_back(puzzles.back()->solve(Context(), SolveOptions()).solution.json());
  }
  auto pages = [&](int per_page, bool with_solutions, render::Paper paper) {
    std::vector<render::BookletItem> items;
    for (size_t i = 0; i < puzzles.size(); ++i) {
      items.push_back(
          {puzzles[i].get(), std::to_string(i + 1), with_solutions ? &solutions[i] : nullptr});
    }
    std::ostringstream out;
    render::write_booklet(items, {paper, per_page}, out);
    return pdf_pages(out.str());
  };
  EXPECT_EQ(pages(1, false, render::Paper::kA4), 5u);
  EXPECT_EQ(pages(2, false, render::Paper::kA4), 3u);
  EXPECT_EQ(pages(4, false, render::Paper::kLetter), 2u);
  EXPECT_EQ(pages(2, true, render::Paper::kA4), 6u);  // solutions start on a page of their own
  EXPECT_EQ(pages(6, true, render::Paper::kA4), 2u);
  EXPECT_EQ(pages(5, true, render::Paper::kA4), 2u);
}

TEST(RenderOutput, PaperSizesAreA4AndLetter) {
  auto sudoku = puzzle_of(kSudoku);
  for (auto [paper, box] : {std::make_pair(render::Paper::kA4, "595.276 841.89"),
                            std::make_pair(render::Paper::kLetter, "612 792")}) {
    std::ostringstream out;
    render::write_booklet({{sudoku.get(), "1", nullptr}}, {paper, 1}, out);
    EXPECT_NE(out.str().find(std::string("/MediaBox [ 0 0 ") + box + " ]"), std::string::npos)
        << out.str().substr(0, 2000);
  }
}

TEST(RenderOutput, AFailingStreamIsAWriteError) {
  auto sudoku = puzzle_of(kSudoku);
  std::ostringstream out;
  out.setstate(std::ios::badbit);
  EXPECT_THROW(render::write_image(*sudoku, nullptr, render::Format::kPng, {}, out),
               render::WriteError);
  EXPECT_THROW(render::write_booklet({{sudoku.get(), "1", nullptr}}, {}, out), render::WriteError);
}

// A 1000 x 1000 Lights Out comes out at most 4000 pixels a side, in bounded time and output.
TEST(RenderOutput, HugeLightsOutPngIsBounded) {
  std::string text = "lightsout\n";
  for (int r = 0; r < 1000; ++r) {
    for (int c = 0; c < 1000; ++c) text += (r * 7 + c * 13) % 5 < 2 ? '1' : '0';
    text += '\n';
  }
  auto puzzle = puzzle_of(text);
  const auto start = std::chrono::steady_clock::now();
  const std::string png = image(*puzzle, nullptr, render::Format::kPng);
  const double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  const auto [width, height] = png_size(png);
  EXPECT_LE(width, 4000u);
  EXPECT_GE(width, 3900u);
  EXPECT_EQ(width, height);
  EXPECT_LT(png.size(), 8u << 20);
  EXPECT_LT(seconds, 30);  // about half a second in Release
  // The SVG and PDF of it hold one image of the cells, not a million shapes.
  EXPECT_LT(image(*puzzle, nullptr, render::Format::kSvg).size(), 8u << 20);
}

}  // namespace
}  // namespace gridlogic::testing
