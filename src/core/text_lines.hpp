// Splitting text puzzles into lines and blank-line separated sections.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace gridlogic::text_lines {

/// A line of text and its 1-based number in the body it came from.
struct Line {
  int number = 0;
  std::string text;  ///< without the line break, trailing white space and '\r' removed
};

/// Every line of `body`.
std::vector<Line> split(std::string_view body);
/// Runs of non-blank lines, separated by one or more blank lines; leading and trailing blank
/// lines are dropped.
std::vector<std::vector<Line>> sections(std::string_view body);
/// White-space separated tokens of one line.
std::vector<std::string> tokens(std::string_view line);
/// Removes leading and trailing white space.
std::string trim(std::string_view text);

}  // namespace gridlogic::text_lines
