// Reading back what `render` writes, without a font or a rasterizer: a PNG's size from its
// header, a PDF's page count from its page objects, an SVG's drawn glyphs and dashed strokes
// from its elements. cairo writes text into an SVG as one <use> of a glyph shape a character,
// so the number of characters drawn is known whatever font a machine has.
#pragma once

#include <cstdint>
#include <regex>
#include <string>
#include <utility>

namespace gridlogic::render_checks {

inline const std::string kPngSignature = "\x89PNG\r\n\x1a\n";

/// Whether `bytes` start as a PNG does.
inline bool is_png(const std::string& bytes) {
  return bytes.compare(0, kPngSignature.size(), kPngSignature) == 0;
}

/// Width and height from a PNG's IHDR chunk (the first one, right after the signature);
/// {0, 0} when there is none.
inline std::pair<uint32_t, uint32_t> png_size(const std::string& bytes) {
  if (!is_png(bytes) || bytes.size() < 24 || bytes.compare(12, 4, "IHDR") != 0) return {0, 0};
  auto be32 = [&](size_t at) {
    uint32_t value = 0;
    for (size_t i = 0; i < 4; ++i) value = (value << 8) | static_cast<unsigned char>(bytes[at + i]);
    return value;
  };
  return {be32(16), be32(20)};
}

inline bool is_pdf(const std::string& bytes) {
  return bytes.rfind("%PDF-", 0) == 0;
}

/// Page objects in a PDF ("/Type /Page", not the "/Type /Pages" of the page tree).
inline size_t pdf_pages(const std::string& bytes) {
  static const std::regex page("/Type\\s*/Page(?![s])");
  return static_cast<size_t>(std::distance(std::sregex_iterator(bytes.begin(), bytes.end(), page),
                                           std::sregex_iterator()));
}

inline size_t occurrences(const std::string& text, const std::string& what) {
  size_t count = 0;
  for (size_t at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++count;
  return count;
}

inline bool is_svg(const std::string& text) {
  return text.find("<svg") != std::string::npos && text.find("</svg>") != std::string::npos;
}

/// Characters drawn in an SVG written by cairo: one <use> of a glyph each.
inline size_t svg_glyphs(const std::string& svg) {
  return occurrences(svg, "xlink:href=\"#glyph");
}

/// Dashed strokes in an SVG.
inline size_t svg_dashed(const std::string& svg) {
  return occurrences(svg, "stroke-dasharray");
}

}  // namespace gridlogic::render_checks
