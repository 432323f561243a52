// One puzzle as an SVG or a PNG image (render.hpp).
#include <algorithm>
#include <cmath>

#include "gridlogic/render.hpp"
#include "render/surface.hpp"

namespace gridlogic::render {

namespace {
// The margin around a figure, in grid units: room for the half of a border line that lies
// outside the figure.
constexpr double kMargin = 1.0 / 3;
}  // namespace

Extent image_extent(const Figure& figure, const ImageSize& size) {
  const double width = figure.width + 2 * kMargin;
  const double height = figure.height + 2 * kMargin;
  Extent out;
  out.unit = std::min(size.unit, size.max_side / std::max({width, height, 1e-9}));
  // Rounded down so that the longer side stays within max_side.
  out.width = std::max(1, static_cast<int>(std::floor(width * out.unit)));
  out.height = std::max(1, static_cast<int>(std::floor(height * out.unit)));
  return out;
}

void write_image(const Puzzle& puzzle, const Json* solution, Format format, const ImageSize& size,
                 std::ostream& out) {
  const Figure figure = puzzle.figure();
  const Extent extent = image_extent(figure, size);
  std::unique_ptr<Surface> surface = open_surface(format, extent.width, extent.height, out);
  // Centred: the rounding of the extent is shared out between both sides.
  const double x = (extent.width - figure.width * extent.unit) / 2;
  const double y = (extent.height - figure.height * extent.unit) / 2;
  puzzle.draw(surface->place(x, y, extent.unit), solution);
  finish_surface(*surface, out);
}

}  // namespace gridlogic::render
