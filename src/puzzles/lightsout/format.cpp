// Board -> canonical JSON and text (lossless: parsing the output gives the same board).
#include <algorithm>
#include <string>
#include <utility>
#include <vector>

#include "puzzles/lightsout/board.hpp"

namespace gridlogic::lightsout {

namespace {

Json grid_json(const Board& b, const std::vector<uint32_t>& values) {
  Json rows = Json::array();
  for (int r = 0; r < b.rows; ++r) {
    size_t base = static_cast<size_t>(r) * b.cols;
    if (b.levels <= 10) {
      std::string row(static_cast<size_t>(b.cols), '0');
      for (int c = 0; c < b.cols; ++c) {
        size_t i = base + c;
        // Press counts above 9 cannot be a digit; they are reduced mod k (same effect).
        uint32_t v = values[i] > 9 ? values[i] % b.levels : values[i];
        row[static_cast<size_t>(c)] = b.holes[i] ? '#' : static_cast<char>('0' + v);
      }
      rows.push_back(std::move(row));
    } else {
      Json row = Json::array();
      for (int c = 0; c < b.cols; ++c) {
        size_t i = base + c;
        if (b.holes[i]) {
          row.push_back(-1);
        } else {
          row.push_back(values[i]);
        }
      }
      rows.push_back(std::move(row));
    }
  }
  return rows;
}

}  // namespace

Json to_json(const Board& b) {
  Json out = Json::object();
  out["type"] = "lightsout";
  out["levels"] = b.levels;
  if (b.graph) {
    out["nodes"] = b.size();
    // Canonical: each edge smaller node first, the list sorted, so that every spelling of one
    // graph (a Flip id read back among them) gives the same JSON.
    std::vector<std::pair<uint32_t, uint32_t>> sorted;
    for (auto [x, y] : b.edges) sorted.emplace_back(std::min(x, y), std::max(x, y));
    std::sort(sorted.begin(), sorted.end());
    Json edges = Json::array();
    for (auto [x, y] : sorted) edges.push_back(Json::array({x, y}));
    out["edges"] = std::move(edges);
    out["state"] = b.state;
  } else {
    out["grid"] = grid_json(b, b.state);
  }
  return out;
}

Json solution_to_json(const Board& b, const Presses& presses) {
  if (b.graph) return Json(presses);
  return grid_json(b, presses);
}

std::string to_text(const Board& b) {
  std::string out = "lightsout levels=" + std::to_string(b.levels);
  if (b.graph) {
    out += " nodes=";
    out += std::to_string(b.size());
    out += "\nstate";
    for (uint32_t v : b.state) {
      out += ' ';
      out += std::to_string(v);
    }
    out += '\n';
    if (!b.edges.empty()) {
      out += "edges";
      for (auto [x, y] : b.edges) {
        out += ' ';
        out += std::to_string(x);
        out += '-';
        out += std::to_string(y);
      }
      out += '\n';
    }
    return out;
  }
  // One word a row past 10 levels could be digits run together: the width says it is not.
  if (b.levels > 10 && b.cols == 1) out += " cols=1";
  out += "\n";
  for (int r = 0; r < b.rows; ++r) {
    for (int c = 0; c < b.cols; ++c) {
      size_t i = static_cast<size_t>(r) * b.cols + c;
      if (b.levels <= 10) {
        out += b.holes[i] ? '#' : static_cast<char>('0' + b.state[i]);
      } else {
        if (c > 0) out += ' ';
        out += b.holes[i] ? std::string("#") : std::to_string(b.state[i]);
      }
    }
    out += '\n';
  }
  return out;
}

}  // namespace gridlogic::lightsout
