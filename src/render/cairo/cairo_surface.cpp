// The module's entry: SVG, PNG and PDF surfaces of cairo behind render::Surface
// (src/render/surface.hpp). No exception leaves the module.
#include <cairo-pdf.h>
#include <cairo-svg.h>
#include <cairo.h>

#include <new>
#include <optional>
#include <string>

#include "render/cairo/cairo_canvas.hpp"
#include "render/surface.hpp"

namespace gridlogic::render {

namespace {

struct Writer {
  WriteBytes* write;
  void* closure;
};

cairo_status_t write_bytes(void* closure, const unsigned char* data, unsigned int length) {
  const auto* writer = static_cast<const Writer*>(closure);
  return writer->write(writer->closure, data, length) ? CAIRO_STATUS_SUCCESS
                                                      : CAIRO_STATUS_WRITE_ERROR;
}

class CairoSurface final : public Surface {
 public:
  CairoSurface(Format format, double width, double height, Writer writer)
      : format_(format), writer_(writer) {
    if (format == Format::kSvg) {
      surface_ = cairo_svg_surface_create_for_stream(&write_bytes, &writer_, width, height);
      // Sizes in pixels, as the PNG of the same puzzle has them.
      cairo_svg_surface_set_document_unit(surface_, CAIRO_SVG_UNIT_PX);
    } else if (format == Format::kPdf) {
      surface_ = cairo_pdf_surface_create_for_stream(&write_bytes, &writer_, width, height);
    } else {
      surface_ = cairo_image_surface_create(CAIRO_FORMAT_RGB24, static_cast<int>(width),
                                            static_cast<int>(height));
    }
    cr_ = cairo_create(surface_);
    canvas_.emplace(cr_, format == Format::kPng ? 1.0 : 2.0);
    white_page(width, height);
    width_ = width;
    height_ = height;
  }
  ~CairoSurface() override {
    canvas_.reset();
    cairo_destroy(cr_);
    cairo_surface_destroy(surface_);
  }
  CairoSurface(const CairoSurface&) = delete;
  CairoSurface& operator=(const CairoSurface&) = delete;

  [[nodiscard]] bool ok() const {
    return cairo_surface_status(surface_) == CAIRO_STATUS_SUCCESS &&
           cairo_status(cr_) == CAIRO_STATUS_SUCCESS;
  }

  Canvas& place(double x, double y, double scale) override {
    canvas_->place(x, y, scale);
    return *canvas_;
  }

  void caption(double x, double y, std::string_view text, double size) override {
    const std::string chars(text);
    cairo_identity_matrix(cr_);
    cairo_new_path(cr_);
    cairo_set_source_rgb(cr_, 0, 0, 0);
    cairo_set_font_size(cr_, size);
    cairo_move_to(cr_, x, y);
    cairo_show_text(cr_, chars.c_str());
    cairo_new_path(cr_);
  }

  void next_page() override {
    cairo_show_page(cr_);
    white_page(width_, height_);
  }

  std::string finish() override {
    cairo_status_t status = cairo_status(cr_);
    if (status == CAIRO_STATUS_SUCCESS && format_ == Format::kPng) {
      status = cairo_surface_write_to_png_stream(surface_, &write_bytes, &writer_);
    }
    cairo_surface_finish(surface_);
    if (status == CAIRO_STATUS_SUCCESS) status = cairo_surface_status(surface_);
    return status == CAIRO_STATUS_SUCCESS ? "" : cairo_status_to_string(status);
  }

 private:
  // Images start white (a PNG would start black, an SVG transparent); PDF paper is white.
  void white_page(double width, double height) {
    if (format_ == Format::kPdf) return;
    cairo_identity_matrix(cr_);
    cairo_set_source_rgb(cr_, 1, 1, 1);
    cairo_rectangle(cr_, 0, 0, width, height);
    cairo_fill(cr_);
  }

  Format format_;
  Writer writer_;
  cairo_surface_t* surface_ = nullptr;
  cairo_t* cr_ = nullptr;
  std::optional<CairoCanvas> canvas_;
  double width_ = 0;
  double height_ = 0;
};

}  // namespace

}  // namespace gridlogic::render

extern "C" __attribute__((visibility("default"))) gridlogic::render::Surface*
gridlogic_cairo_surface_v1(int format, double width, double height,
                           gridlogic::render::WriteBytes* write, void* closure) {
  using gridlogic::render::CairoSurface;
  try {
    auto* surface = new CairoSurface(static_cast<gridlogic::render::Format>(format), width, height,
                                     {write, closure});
    if (!surface->ok()) {
      delete surface;
      return nullptr;
    }
    return surface;
  } catch (...) {
    return nullptr;
  }
}
