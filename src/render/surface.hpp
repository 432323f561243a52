// The seam between the drawing of pages and images (image.cpp, booklet.cpp) and cairo. libcairo
// and what it loads (pixman, FreeType, fontconfig, libpng, X11's client libraries) took about 2
// ms of every start-up to map and relocate, so cairo lives in the module gridlogic_cairo.so
// (src/render/cairo/), which open_surface() loads the first time a command draws; a process
// that never draws pays nothing (docs/ARCHITECTURE.md, "Modules").
//
// Only Canvas calls and plain data cross the seam, and no exception: the module catches its
// own, and the colour callback of Canvas::cells, which runs inside the module, must not throw.
#pragma once

#include <cstddef>
#include <memory>
#include <ostream>
#include <string>
#include <string_view>

#include "gridlogic/drawing.hpp"
#include "gridlogic/render.hpp"

namespace gridlogic::render {

/// A drawing target made by the module: an SVG or PNG image, or a PDF of pages, `width` x
/// `height` device units (pixels of a PNG, points of an SVG or a PDF page), white, written
/// through the module's writer as it is drawn (PNG: at finish).
class Surface {
 public:
  virtual ~Surface() = default;
  /// The canvas for a figure whose grid unit is `scale` device units, with the figure's origin
  /// at (x, y) device units. Valid until the next call on the surface.
  virtual Canvas& place(double x, double y, double scale) = 0;
  /// One line of text in device units, its baseline's left end at (x, y), `size` units high.
  virtual void caption(double x, double y, std::string_view text, double size) = 0;
  /// Ends the page and starts another (PDF).
  virtual void next_page() = 0;
  /// Ends the output and writes what is left; "" on success, else what went wrong.
  virtual std::string finish() = 0;
};

/// What the module writes through: false when the bytes could not be written.
using WriteBytes = bool(void* closure, const unsigned char* data, size_t length);
/// The module's entry: a new surface of `format` (a Format as int), or nullptr when cairo
/// could not make one.
using MakeSurface = Surface*(int format, double width, double height, WriteBytes* write,
                             void* closure);

/// The module's file, and the symbol (with C linkage) under which it exports its MakeSurface;
/// the version in the name changes with this interface, so that a stale module is refused.
inline constexpr const char* kCairoModule = "gridlogic_cairo.so";
inline constexpr const char* kCairoSymbol = "gridlogic_cairo_surface_v1";

/// A surface writing to `out`, from the module (loaded on the first call). Throws NotAvailable
/// when the module is missing.
std::unique_ptr<Surface> open_surface(Format format, double width, double height,
                                      std::ostream& out);
/// Finishes `surface`; throws WriteError when it or its writing failed.
void finish_surface(Surface& surface, std::ostream& out);

}  // namespace gridlogic::render
