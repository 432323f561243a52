// What the tests of other programs' formats share.
#pragma once

#include <gtest/gtest.h>

#include <fstream>
#include <memory>
#include <sstream>
#include <string>

#include "gridlogic/foreign_format.hpp"
#include "gridlogic/io.hpp"

namespace gridlogic::foreign_testing {

inline std::string data_file(const std::string& name) {
  std::ifstream in(std::string(GRIDLOGIC_TEST_DATA) + "/" + name);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

/// The one puzzle of `text` as the readers read it (no --type unless given); fails the test when
/// it does not read.
inline std::unique_ptr<Puzzle> read_one(const std::string& text, const std::string& type = "") {
  ReadOptions options;
  options.type = type;
  std::vector<InputItem> items = read_puzzles(text, options);
  EXPECT_EQ(items.size(), 1u) << text;
  if (items.size() != 1) return nullptr;
  EXPECT_EQ(items[0].error, "") << text;
  return std::move(items[0].puzzle);
}

/// The error the readers give for `text`, or "" when it reads.
inline std::string read_error(const std::string& text, const std::string& type = "") {
  ReadOptions options;
  options.type = type;
  std::vector<InputItem> items = read_puzzles(text, options);
  if (items.size() != 1) return "items: " + std::to_string(items.size());
  return items[0].error;
}

/// The puzzle's solution, solved by the native solver, as its JSON value.
inline Json solved(const Puzzle& puzzle) {
  SolveResult result = puzzle.solve(Context::with_time_limit(20), {});
  EXPECT_EQ(result.status, Status::kSolved) << result.error;
  return result.solution.json();
}

/// id -> puzzle -> id: the id written again is the id read.
inline void expect_id_round_trip(const std::string& id, const std::string& format = "tatham") {
  std::unique_ptr<Puzzle> puzzle = read_one(id);
  ASSERT_NE(puzzle, nullptr) << id;
  EXPECT_EQ(write_foreign(*puzzle, format), id);
}

/// puzzle -> id -> puzzle: the puzzle read back from its id is the same puzzle.
inline void expect_puzzle_round_trip(const Puzzle& puzzle, const std::string& format) {
  const std::string id = write_foreign(puzzle, format);
  std::unique_ptr<Puzzle> back = read_one(id);
  ASSERT_NE(back, nullptr) << id;
  EXPECT_EQ(back->to_json(), puzzle.to_json()) << id;
}

}  // namespace gridlogic::foreign_testing
