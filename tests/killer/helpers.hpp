// Shared helpers of the killer tests: reading corpora and text with a header line.
#pragma once

#include <cstdlib>
#include <fstream>
#include <map>
#include <string>
#include <vector>

#include "base/text_lines.hpp"
#include "gridlogic/puzzle.hpp"
#include "puzzles/killer/board.hpp"
#include "sanitized.hpp"

namespace gridlogic::killer::testing {

using test_env::sanitized;

inline std::string corpus_path(const std::string& name) {
  return std::string(GRIDLOGIC_CORPORA) + "/" + name;
}

/// The lines of a corpus file (empty when absent). `every` keeps one line in `every`.
inline std::vector<std::string> read_lines(const std::string& path, size_t every = 1) {
  std::vector<std::string> lines;
  std::ifstream in(path);
  std::string line;
  size_t i = 0;
  while (std::getline(in, line)) {
    if (line.empty()) continue;
    if (i++ % every == 0) lines.push_back(line);
  }
  return lines;
}

/// Splits text with a header line into (params, body), the way the front end does.
inline Board parse_with_header(const std::string& text) {
  size_t eol = text.find('\n');
  std::string header = text.substr(0, eol);
  std::map<std::string, std::string> params;
  auto tokens = text_lines::tokens(header);
  params["type"] = tokens.at(0);
  for (size_t i = 1; i < tokens.size(); ++i) {
    size_t eq = tokens[i].find('=');
    params[tokens[i].substr(0, eq)] = tokens[i].substr(eq + 1);
  }
  return parse_text(text.substr(eol + 1), params);
}

/// The grid of a solution field.
inline Grid grid_of(const Board& board, const Json& solution) {
  Grid grid;
  std::string error;
  if (!solution_from_json(board, solution, &grid, &error)) return {};
  return grid;
}

}  // namespace gridlogic::killer::testing
