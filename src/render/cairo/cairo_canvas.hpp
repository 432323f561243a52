// The Canvas of drawing.hpp on a cairo context: grid units mapped to device units by a
// translation and a scale, every call one cairo path.
#pragma once

#include <cairo.h>

#include "gridlogic/drawing.hpp"

namespace gridlogic::render {

class CairoCanvas final : public Canvas {
 public:
  /// `samples_per_unit`: image pixels a device unit when cells() is drawn (1 for a PNG, whose
  /// device units are pixels; more for a page, which a printer prints finer than a point).
  CairoCanvas(cairo_t* cr, double samples_per_unit);

  /// Puts the figure's origin at (x, y) device units, `scale` device units a grid unit.
  void place(double x, double y, double scale);

  double unit_size() const override { return scale_; }
  void line(Point from, Point to, const Pen& pen) override;
  void rect(Point corner, double width, double height, const Paint& paint, double radius) override;
  void circle(Point centre, double radius, const Paint& paint) override;
  void text(Point at, std::string_view text, const TextStyle& style) override;
  void cells(Point corner, int rows, int cols,
             const std::function<Color(int row, int col)>& color) override;

 private:
  void begin();  // sets the figure's matrix
  void set_color(Color color);
  void set_pen(const Pen& pen);
  void paint_path(const Paint& paint);

  cairo_t* cr_;
  double samples_per_unit_;
  cairo_matrix_t matrix_{};
  double scale_ = 1;
};

}  // namespace gridlogic::render
