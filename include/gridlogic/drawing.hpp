// A puzzle-agnostic canvas that puzzles draw themselves on (Puzzle::draw), and the size of what
// they draw (Puzzle::figure).
//
// Coordinates are in grid units: a cell of a grid is 1 x 1, x grows to the right and y
// downwards, and a drawing covers [0, width] x [0, height] of its Figure. The canvas maps the
// units onto a page or an image (src/render/ does it for cairo's SVG, PNG and PDF), so a puzzle
// never knows the output format, the page or the pixel size, except through unit_size(): how
// large a unit comes out, so that a huge board can leave out what would be too small to see.
//
// Worked example (a 2 x 2 grid with a digit in its first cell):
//
//   Figure figure() const { return {2, 2}; }
//   void draw(Canvas& canvas, const Json*) const {
//     for (int i = 0; i <= 2; ++i) {
//       canvas.line({0, double(i)}, {2, double(i)}, Pen{0.03, kInk});
//       canvas.line({double(i), 0}, {double(i), 2}, Pen{0.03, kInk});
//     }
//     canvas.text({0.5, 0.5}, "7", TextStyle{0.6, kInk});
//   }
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string_view>

namespace gridlogic {

/// A point in grid units.
struct Point {
  double x = 0;
  double y = 0;
};

/// An opaque colour, 8 bits a channel.
struct Color {
  uint8_t r = 0;
  uint8_t g = 0;
  uint8_t b = 0;

  /// A grey: 0 black, 255 white.
  static constexpr Color gray(uint8_t level) { return {level, level, level}; }
  friend constexpr bool operator==(Color, Color) = default;
};

/// The colours puzzles share, so that every type prints alike: ink for the puzzle, a blue for
/// what a solution adds, a red for marks (presses), white paper.
inline constexpr Color kInk{0, 0, 0};
inline constexpr Color kPaper{255, 255, 255};
inline constexpr Color kSolutionInk{30, 80, 170};
inline constexpr Color kMarkInk{200, 40, 40};

/// How a line or an outline is stroked.
struct Pen {
  double width = 0.03;  ///< grid units
  Color color = kInk;
  double dash = 0;  ///< length of dashes and of the gaps between them (grid units); 0 = solid
};

/// How a closed shape is painted: filled, outlined, or both.
struct Paint {
  std::optional<Color> fill;
  std::optional<Pen> outline;
};

/// Where a text's anchor point lies on the text.
enum class Anchor {
  kCenter,   ///< the middle of the text (digits in cells)
  kTopLeft,  ///< its top-left corner (cage sums)
};

struct TextStyle {
  double size = 0.6;  ///< the height of a digit, in grid units
  Color color = kInk;
  Anchor anchor = Anchor::kCenter;
  /// Paints the text's box in paper colour first, so that lines under it do not cross it.
  bool knockout = false;
};

/// The extent of a drawing, in grid units.
struct Figure {
  double width = 1;
  double height = 1;
};

/// The drawing surface. Calls draw in order, later ones over earlier ones. Every call is cheap
/// and bounded in memory by the output, not by the number of calls.
class Canvas {
 public:
  virtual ~Canvas() = default;

  /// How large one grid unit comes out, in device units (points of a page, pixels of an image).
  /// A drawing may leave out text below a few units and draw a large board through cells().
  [[nodiscard]] virtual double unit_size() const = 0;

  virtual void line(Point from, Point to, const Pen& pen) = 0;
  /// An axis-aligned rectangle with its top-left corner at `corner`; `radius` rounds its
  /// corners (grid units, 0 = square).
  virtual void rect(Point corner, double width, double height, const Paint& paint,
                    double radius = 0) = 0;
  virtual void circle(Point centre, double radius, const Paint& paint) = 0;
  /// One line of text (UTF-8) in a sans-serif face.
  virtual void text(Point at, std::string_view text, const TextStyle& style) = 0;
  /// A grid of `rows` x `cols` unit cells from `corner`, cell (r, c) filled with color(r, c), as
  /// one image: how a board of a million cells is drawn in bounded time and memory. The canvas
  /// samples cells at its own resolution (at most one call of `color` a device unit, so a
  /// board with more cells than the image has pixels is not read whole).
  virtual void cells(Point corner, int rows, int cols,
                     const std::function<Color(int row, int col)>& color) = 0;
};

}  // namespace gridlogic
