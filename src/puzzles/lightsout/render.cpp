// Terminal drawing: the board (holes as blank squares) and, when given, the presses beside it.
#include <algorithm>
#include <string>

#include "puzzles/lightsout/board.hpp"

namespace gridlogic::lightsout {

namespace {

std::string cell_text(const Board& b, size_t i, uint32_t v, size_t width) {
  std::string s = b.is_hole(i) ? std::string("#")
                               : (b.levels == 2 ? std::string(v ? "*" : ".") : std::to_string(v));
  if (!b.is_hole(i) && b.levels != 2 && v == 0) s = ".";
  while (s.size() < width) s.insert(s.begin(), ' ');
  return s;
}

}  // namespace

std::string render(const Board& b, const Json* presses_json) {
  Presses presses;
  bool with_presses = false;
  std::string note;
  if (presses_json != nullptr) {
    try {
      presses = solution_from_json(b, *presses_json);
      with_presses = true;
    } catch (const InputError& e) {
      note = std::string("(presses not drawn: ") + e.what() + ")\n";
    }
  }
  std::string out = "lightsout, " + std::to_string(b.levels) + " levels";
  if (b.graph) {
    out += ", graph of " + std::to_string(b.size()) + " nodes\n";
    auto adj = b.neighbours();
    for (size_t i = 0; i < b.size(); ++i) {
      out += "node " + std::to_string(i) + ": level " + std::to_string(b.state[i]);
      if (with_presses) out += ", press " + std::to_string(presses[i]);
      out += "  neighbours:";
      std::vector<uint32_t> sorted = adj[i];
      std::sort(sorted.begin(), sorted.end());
      for (uint32_t j : sorted) {
        out += ' ';  // appended apart: GCC 12 at -march=native flags " " + to_string (-Wrestrict)
        out += std::to_string(j);
      }
      out += "\n";
    }
    return out + note;
  }
  out += ", " + std::to_string(b.rows) + "x" + std::to_string(b.cols) +
         (b.levels == 2 ? " ('*' on, '.' off, '#' hole)" : " ('.' 0, '#' hole)") + "\n";
  size_t width = 1;
  for (size_t i = 0; i < b.size(); ++i) {
    width = std::max(width, std::to_string(b.state[i]).size());
    if (with_presses) width = std::max(width, std::to_string(presses[i]).size());
  }
  if (with_presses) {
    out += "state";
    out += std::string(static_cast<size_t>(b.cols) * (width + 1) + 3 - 5, ' ');
    out += "presses\n";
  }
  for (int r = 0; r < b.rows; ++r) {
    std::string line;
    for (int c = 0; c < b.cols; ++c) {
      size_t i = static_cast<size_t>(r) * b.cols + c;
      line += cell_text(b, i, b.state[i], width) + " ";
    }
    if (with_presses) {
      line += "   ";
      for (int c = 0; c < b.cols; ++c) {
        size_t i = static_cast<size_t>(r) * b.cols + c;
        std::string s = b.holes[i]
                            ? std::string("#")
                            : (presses[i] == 0 ? std::string(".") : std::to_string(presses[i]));
        while (s.size() < width) s.insert(s.begin(), ' ');
        line += s + " ";
      }
    }
    while (!line.empty() && line.back() == ' ') line.pop_back();
    out += line + "\n";
  }
  return out + note;
}

}  // namespace gridlogic::lightsout
