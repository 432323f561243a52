// Print drawings of puzzles: one puzzle as an SVG or PNG image, or a PDF booklet of many, each
// drawn by the puzzle itself on a Canvas (Puzzle::draw, drawing.hpp) and put on the page or
// image here, through cairo.
//
// Worked example (what `gridlogic render sudoku.txt --to png -o sudoku.png` does):
//
//   std::ofstream out("sudoku.png", std::ios::binary);
//   gridlogic::render::write_image(*puzzle, nullptr, gridlogic::render::Format::kPng, {}, out);
//
// cairo is loaded on the first call (src/render/surface.hpp); without its module the calls
// throw NotAvailable. Nothing here knows a puzzle type.
#pragma once

#include <ostream>
#include <stdexcept>
#include <string>
#include <vector>

#include "gridlogic/puzzle.hpp"

namespace gridlogic::render {

enum class Format { kSvg = 0, kPng = 1, kPdf = 2 };

/// The output could not be written (a full disk, a closed pipe), or cairo failed on it.
class WriteError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

/// How large an image comes out.
struct ImageSize {
  double unit = 40;     ///< device units (PNG pixels, SVG points) a grid unit, a cell
  int max_side = 4000;  ///< the longest side at most: a large board's cells shrink to fit
};

/// The width and height, in device units, that write_image gives a figure: the figure with a
/// margin of a third of a unit, at `size.unit` a grid unit or smaller so that the longer side
/// is at most `size.max_side`; at least 1 x 1.
struct Extent {
  int width = 1;
  int height = 1;
  double unit = 1;  ///< device units a grid unit, after shrinking
};
[[nodiscard]] Extent image_extent(const Figure& figure, const ImageSize& size);

/// Writes one puzzle as an SVG or a PNG image to `out`, with `solution` (the solution field's
/// value, verified by the caller) filled in when not null. Throws WriteError when `out` fails.
void write_image(const Puzzle& puzzle, const Json* solution, Format format, const ImageSize& size,
                 std::ostream& out);

enum class Paper { kA4, kLetter };

/// One puzzle of a booklet.
struct BookletItem {
  const Puzzle* puzzle = nullptr;
  std::string caption;             ///< printed above it (its id)
  const Json* solution = nullptr;  ///< drawn on the solution pages when not null
};

struct BookletOptions {
  Paper paper = Paper::kA4;
  int per_page = 4;  ///< puzzles a page, 1..kMaxPerPage, in a grid of rows and columns
};
inline constexpr int kMaxPerPage = 64;

/// Writes a PDF to `out`: the puzzles `per_page` a page in input order, each under its
/// caption, then, when any item has a solution, those solutions the same way on the pages after
/// them, captioned "<caption> (solution)". At least one page. Throws WriteError when `out`
/// fails.
void write_booklet(const std::vector<BookletItem>& items, const BookletOptions& options,
                   std::ostream& out);

}  // namespace gridlogic::render
