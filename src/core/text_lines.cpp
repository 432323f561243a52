#include "core/text_lines.hpp"

namespace gridlogic::text_lines {

namespace {
bool is_space(char c) {
  return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\v' || c == '\f';
}
}  // namespace

std::string trim(std::string_view text) {
  size_t begin = 0;
  size_t end = text.size();
  while (begin < end && is_space(text[begin])) ++begin;
  while (end > begin && is_space(text[end - 1])) --end;
  return std::string(text.substr(begin, end - begin));
}

std::vector<Line> split(std::string_view body) {
  std::vector<Line> lines;
  int number = 1;
  size_t start = 0;
  while (start <= body.size()) {
    size_t end = body.find('\n', start);
    if (end == std::string_view::npos) end = body.size();
    std::string_view raw = body.substr(start, end - start);
    size_t keep = raw.size();
    while (keep > 0 && is_space(raw[keep - 1])) --keep;
    if (!(end == body.size() && start == body.size())) {
      lines.push_back({number, std::string(raw.substr(0, keep))});
    }
    ++number;
    start = end + 1;
  }
  return lines;
}

std::vector<std::vector<Line>> sections(std::string_view body) {
  std::vector<std::vector<Line>> result;
  std::vector<Line> current;
  for (auto& line : split(body)) {
    if (trim(line.text).empty()) {
      if (!current.empty()) result.push_back(std::move(current));
      current.clear();
    } else {
      current.push_back(std::move(line));
    }
  }
  if (!current.empty()) result.push_back(std::move(current));
  return result;
}

std::vector<std::string> tokens(std::string_view line) {
  std::vector<std::string> out;
  size_t i = 0;
  while (i < line.size()) {
    while (i < line.size() && is_space(line[i])) ++i;
    size_t start = i;
    while (i < line.size() && !is_space(line[i])) ++i;
    if (i > start) out.emplace_back(line.substr(start, i - start));
  }
  return out;
}

}  // namespace gridlogic::text_lines
