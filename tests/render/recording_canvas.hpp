// A Canvas that keeps every call, so tests read what a puzzle drew: which texts, how many
// shapes, which of them dashed, in which colour.
#pragma once

#include <string>
#include <vector>

#include "gridlogic/drawing.hpp"

namespace gridlogic::testing {

class RecordingCanvas final : public Canvas {
 public:
  struct Line {
    Point from, to;
    Pen pen;
  };
  struct Shape {
    Point at;
    double width = 0, height = 0, radius = 0;
    Paint paint;
  };
  struct Text {
    Point at;
    std::string text;
    TextStyle style;
  };
  struct Cells {
    int rows = 0, cols = 0;
    size_t calls = 0;  // of the colour callback
  };

  explicit RecordingCanvas(double unit_size = 40) : unit_size_(unit_size) {}

  double unit_size() const override { return unit_size_; }
  void line(Point from, Point to, const Pen& pen) override { lines.push_back({from, to, pen}); }
  void rect(Point corner, double width, double height, const Paint& paint, double radius) override {
    rects.push_back({corner, width, height, radius, paint});
  }
  void circle(Point centre, double radius, const Paint& paint) override {
    circles.push_back({centre, 2 * radius, 2 * radius, radius, paint});
  }
  void text(Point at, std::string_view text, const TextStyle& style) override {
    texts.push_back({at, std::string(text), style});
  }
  // Samples like a canvas of the given unit size would: at most one call a device unit.
  void cells(Point /*corner*/, int rows, int cols,
             const std::function<Color(int, int)>& color) override {
    Cells record{rows, cols, 0};
    const int width = std::min(cols, std::max(1, static_cast<int>(cols * unit_size_)));
    const int height = std::min(rows, std::max(1, static_cast<int>(rows * unit_size_)));
    for (int y = 0; y < height; ++y) {
      for (int x = 0; x < width; ++x) {
        (void)color(y * rows / height, x * cols / width);
        ++record.calls;
      }
    }
    cell_images.push_back(record);
  }

  /// Texts drawn in `color`.
  [[nodiscard]] size_t texts_in(Color color) const {
    size_t count = 0;
    for (const Text& t : texts) count += t.style.color == color ? 1 : 0;
    return count;
  }
  [[nodiscard]] size_t dashed_lines() const {
    size_t count = 0;
    for (const Line& l : lines) count += l.pen.dash > 0 ? 1 : 0;
    return count;
  }

  std::vector<Line> lines;
  std::vector<Shape> rects;
  std::vector<Shape> circles;
  std::vector<Text> texts;
  std::vector<Cells> cell_images;

 private:
  double unit_size_;
};

}  // namespace gridlogic::testing
