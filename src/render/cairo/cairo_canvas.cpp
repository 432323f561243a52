// The Canvas on cairo (cairo_canvas.hpp).
#include "render/cairo/cairo_canvas.hpp"

#include <algorithm>
#include <cmath>
#include <numbers>
#include <string>

namespace gridlogic::render {

namespace {
// A digit's height is about this part of the font's size in the usual sans-serif faces, so a
// TextStyle's size (a digit's height) becomes the font size divided by it.
constexpr double kDigitHeight = 0.72;
// Paper around a knocked-out text, in grid units.
constexpr double kKnockoutPad = 0.03;
}  // namespace

CairoCanvas::CairoCanvas(cairo_t* cr, double samples_per_unit)
    : cr_(cr), samples_per_unit_(samples_per_unit) {
  cairo_matrix_init_identity(&matrix_);
  // Unhinted outlines and metrics: text sits where its extents say at every scale.
  cairo_font_options_t* options = cairo_font_options_create();
  cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE);
  cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF);
  cairo_set_font_options(cr_, options);
  cairo_font_options_destroy(options);
  cairo_select_font_face(cr_, "sans-serif", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL);
}

void CairoCanvas::place(double x, double y, double scale) {
  cairo_matrix_init_translate(&matrix_, x, y);
  cairo_matrix_scale(&matrix_, scale, scale);
  scale_ = scale;
}

void CairoCanvas::begin() {
  cairo_new_path(cr_);
  cairo_set_matrix(cr_, &matrix_);
}

void CairoCanvas::set_color(Color color) {
  cairo_set_source_rgb(cr_, color.r / 255.0, color.g / 255.0, color.b / 255.0);
}

void CairoCanvas::set_pen(const Pen& pen) {
  set_color(pen.color);
  cairo_set_line_width(cr_, pen.width);
  if (pen.dash > 0) {
    const double dashes[2] = {pen.dash, pen.dash};
    cairo_set_dash(cr_, dashes, 2, 0);
    cairo_set_line_cap(cr_, CAIRO_LINE_CAP_BUTT);
  } else {
    cairo_set_dash(cr_, nullptr, 0, 0);
    // Square ends close the corners where a grid's border lines meet.
    cairo_set_line_cap(cr_, CAIRO_LINE_CAP_SQUARE);
  }
}

void CairoCanvas::paint_path(const Paint& paint) {
  if (paint.fill) {
    set_color(*paint.fill);
    if (paint.outline) {
      cairo_fill_preserve(cr_);
    } else {
      cairo_fill(cr_);
    }
  }
  if (paint.outline && paint.outline->width > 0) {
    set_pen(*paint.outline);
    cairo_set_line_join(cr_, CAIRO_LINE_JOIN_MITER);
    cairo_stroke(cr_);
  }
  cairo_new_path(cr_);
}

void CairoCanvas::line(Point from, Point to, const Pen& pen) {
  if (pen.width <= 0) return;
  begin();
  cairo_move_to(cr_, from.x, from.y);
  cairo_line_to(cr_, to.x, to.y);
  set_pen(pen);
  cairo_stroke(cr_);
}

void CairoCanvas::rect(Point corner, double width, double height, const Paint& paint,
                       double radius) {
  begin();
  radius = std::clamp(radius, 0.0, std::min(width, height) / 2);
  if (radius <= 0) {
    cairo_rectangle(cr_, corner.x, corner.y, width, height);
  } else {
    const double pi = std::numbers::pi;
    const double right = corner.x + width;
    const double bottom = corner.y + height;
    cairo_new_sub_path(cr_);
    cairo_arc(cr_, right - radius, corner.y + radius, radius, -pi / 2, 0);
    cairo_arc(cr_, right - radius, bottom - radius, radius, 0, pi / 2);
    cairo_arc(cr_, corner.x + radius, bottom - radius, radius, pi / 2, pi);
    cairo_arc(cr_, corner.x + radius, corner.y + radius, radius, pi, 3 * pi / 2);
    cairo_close_path(cr_);
  }
  paint_path(paint);
}

void CairoCanvas::circle(Point centre, double radius, const Paint& paint) {
  begin();
  cairo_new_sub_path(cr_);
  cairo_arc(cr_, centre.x, centre.y, radius, 0, 2 * std::numbers::pi);
  cairo_close_path(cr_);
  paint_path(paint);
}

void CairoCanvas::text(Point at, std::string_view text, const TextStyle& style) {
  if (text.empty() || style.size <= 0) return;
  begin();
  const std::string chars(text);
  cairo_set_font_size(cr_, style.size / kDigitHeight);
  cairo_text_extents_t extents;
  cairo_text_extents(cr_, chars.c_str(), &extents);
  // The ink's box: its middle at `at`, or its top-left corner.
  double x = at.x - extents.x_bearing;
  double y = at.y - extents.y_bearing;
  if (style.anchor == Anchor::kCenter) {
    x -= extents.width / 2;
    y -= extents.height / 2;
  }
  if (style.knockout) {
    set_color(kPaper);
    cairo_rectangle(cr_, x + extents.x_bearing - kKnockoutPad, y + extents.y_bearing - kKnockoutPad,
                    extents.width + 2 * kKnockoutPad, extents.height + 2 * kKnockoutPad);
    cairo_fill(cr_);
  }
  set_color(style.color);
  cairo_move_to(cr_, x, y);
  cairo_show_text(cr_, chars.c_str());
  cairo_new_path(cr_);
}

void CairoCanvas::cells(Point corner, int rows, int cols,
                        const std::function<Color(int row, int col)>& color) {
  if (rows <= 0 || cols <= 0) return;
  // One sample a pixel of the output, never more samples than cells.
  const double per_cell = std::max(scale_ * samples_per_unit_, 1e-6);
  const int width = std::clamp(static_cast<int>(std::ceil(cols * per_cell)), 1, cols);
  const int height = std::clamp(static_cast<int>(std::ceil(rows * per_cell)), 1, rows);
  cairo_surface_t* image = cairo_image_surface_create(CAIRO_FORMAT_RGB24, width, height);
  if (cairo_surface_status(image) != CAIRO_STATUS_SUCCESS) {
    cairo_surface_destroy(image);
    return;
  }
  cairo_surface_flush(image);
  unsigned char* data = cairo_image_surface_get_data(image);
  const int stride = cairo_image_surface_get_stride(image);
  for (int y = 0; y < height; ++y) {
    const int row = static_cast<int>((y + 0.5) * rows / height);
    auto* pixels = reinterpret_cast<uint32_t*>(data + static_cast<ptrdiff_t>(y) * stride);
    for (int x = 0; x < width; ++x) {
      const Color c = color(row, static_cast<int>((x + 0.5) * cols / width));
      pixels[x] = (uint32_t{c.r} << 16) | (uint32_t{c.g} << 8) | c.b;
    }
  }
  cairo_surface_mark_dirty(image);
  begin();
  cairo_translate(cr_, corner.x, corner.y);
  cairo_scale(cr_, static_cast<double>(cols) / width, static_cast<double>(rows) / height);
  cairo_set_source_surface(cr_, image, 0, 0);
  // Cells keep sharp edges when the image is enlarged.
  cairo_pattern_set_filter(cairo_get_source(cr_), CAIRO_FILTER_NEAREST);
  cairo_rectangle(cr_, 0, 0, width, height);
  cairo_fill(cr_);
  cairo_surface_destroy(image);
  cairo_new_path(cr_);
}

}  // namespace gridlogic::render
