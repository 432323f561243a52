// A PDF booklet of puzzles, several a page, and their solutions after them (render.hpp).
#include <algorithm>
#include <cmath>

#include "gridlogic/render.hpp"
#include "render/surface.hpp"

namespace gridlogic::render {

namespace {

// Page geometry in points (1/72 inch).
constexpr double kPageMargin = 42;  // about 15 mm
constexpr double kCaptionSize = 10;
constexpr double kCaptionGap = 6;  // between a caption's baseline and its figure
constexpr double kSlotGap = 18;    // between slots
// A small board on a page of its own would come out huge: a cell is at most this large.
constexpr double kMaxUnit = 36;
// Room around a figure, in grid units, for the half of its border line outside it.
constexpr double kFigureMargin = 0.25;

struct Page {
  double width = 0;
  double height = 0;
};

Page page_of(Paper paper) {
  return paper == Paper::kLetter ? Page{612, 792} : Page{595.276, 841.89};
}

// The grid of slots: as many rows as columns or one more, as a portrait page holds them best.
struct Layout {
  int rows = 1;
  int cols = 1;
  double slot_width = 0;
  double slot_height = 0;
};

Layout layout_of(const Page& page, int per_page) {
  Layout layout;
  layout.rows = static_cast<int>(std::ceil(std::sqrt(static_cast<double>(per_page))));
  layout.cols = (per_page + layout.rows - 1) / layout.rows;
  layout.slot_width = (page.width - 2 * kPageMargin - (layout.cols - 1) * kSlotGap) / layout.cols;
  layout.slot_height = (page.height - 2 * kPageMargin - (layout.rows - 1) * kSlotGap) / layout.rows;
  return layout;
}

// Draws one puzzle (or its solution) in slot `index` of the page: the figure as large as the
// slot allows below room for its caption, centred, and the caption just above it.
void draw_slot(Surface& surface, const Layout& layout, int index, const BookletItem& item,
               bool solution) {
  const double left = kPageMargin + (index % layout.cols) * (layout.slot_width + kSlotGap);
  const double top = kPageMargin + (index / layout.cols) * (layout.slot_height + kSlotGap);
  const double caption_room = kCaptionSize + kCaptionGap;
  const double box_height = layout.slot_height - caption_room;
  const Figure figure = item.puzzle->figure();
  const double width = figure.width + 2 * kFigureMargin;
  const double height = figure.height + 2 * kFigureMargin;
  const double unit = std::min(
      {kMaxUnit, layout.slot_width / std::max(width, 1e-9), box_height / std::max(height, 1e-9)});
  const double x = left + (layout.slot_width - figure.width * unit) / 2;
  const double y = top + caption_room + (box_height - figure.height * unit) / 2;
  surface.caption(x - kFigureMargin * unit, y - kFigureMargin * unit - kCaptionGap,
                  solution ? item.caption + " (solution)" : item.caption, kCaptionSize);
  item.puzzle->draw(surface.place(x, y, unit), solution ? item.solution : nullptr);
}

}  // namespace

void write_booklet(const std::vector<BookletItem>& items, const BookletOptions& options,
                   std::ostream& out) {
  const Page page = page_of(options.paper);
  const int per_page = std::clamp(options.per_page, 1, kMaxPerPage);
  const Layout layout = layout_of(page, per_page);
  std::unique_ptr<Surface> surface = open_surface(Format::kPdf, page.width, page.height, out);
  int slot = 0;
  // Each run of pages (the puzzles, then the solutions) starts on a page of its own.
  auto place = [&](const BookletItem& item, bool solution) {
    if (slot == per_page) {
      surface->next_page();
      slot = 0;
    }
    draw_slot(*surface, layout, slot++, item, solution);
  };
  for (const BookletItem& item : items) place(item, false);
  bool solutions_started = false;
  for (const BookletItem& item : items) {
    if (item.solution == nullptr) continue;
    if (!solutions_started && slot > 0) slot = per_page;
    solutions_started = true;
    place(item, true);
  }
  finish_surface(*surface, out);
}

}  // namespace gridlogic::render
