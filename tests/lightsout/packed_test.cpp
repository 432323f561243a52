// The packed path for two-level full rectangles against the general one: the same chase, the
// same facts, the same solution and certificate, the same JSON text; rows of '0' / '1' packed
// and written back.
#include <gtest/gtest.h>

#include <random>
#include <sstream>

#include "puzzles/lightsout/board.hpp"
#include "puzzles/lightsout/chase.hpp"
#include "puzzles/lightsout/kind.hpp"
#include "puzzles/lightsout/packed_board.hpp"
#include "puzzles/lightsout/packed_presses.hpp"
#include "puzzles/lightsout/packed_solver.hpp"
#include "puzzles/lightsout/solver.hpp"

namespace gridlogic::lightsout {
namespace {

// Shapes around the word boundaries, in both orientations (a wide board is transposed).
const std::vector<std::pair<int, int>> kAwkwardShapes = {
    {1, 1},    {1, 2},    {2, 1},     {1, 64},  {64, 1},  {1, 65},   {65, 1},   {3, 63},
    {63, 3},   {2, 64},   {64, 2},    {5, 65},  {65, 5},  {4, 4},    {5, 5},    {9, 9},
    {16, 16},  {17, 17},  {19, 19},   {24, 24}, {2, 3},   {3, 2},    {4, 5},    {5, 4},
    {63, 127}, {127, 63}, {64, 64},   {64, 65}, {65, 64}, {65, 129}, {129, 65}, {128, 128},
    {11, 129}, {129, 11}, {127, 127}, {100, 7}, {7, 100}};

Board two_level_board(int rows, int cols, std::mt19937_64& rng, int on_percent) {
  Board b;
  b.rows = rows;
  b.cols = cols;
  b.holes.assign(static_cast<size_t>(rows) * cols, 0);
  b.state.assign(static_cast<size_t>(rows) * cols, 0);
  for (auto& s : b.state) s = static_cast<int>(rng() % 100) < on_percent ? 1 : 0;
  return b;
}

// The packed pattern as one level a cell.
Presses unpacked_pattern(const algebra::Gf2Matrix& bits) {
  Presses out(bits.rows() * bits.cols(), 0);
  for (size_t r = 0; r < bits.rows(); ++r) {
    for (size_t c = 0; c < bits.cols(); ++c) out[r * bits.cols() + c] = bits.get(r, c) ? 1 : 0;
  }
  return out;
}

TEST(LightsOutPacked, PackAndUnpackAreInverse) {
  std::mt19937_64 rng(1);
  for (auto [rows, cols] : kAwkwardShapes) {
    const Board b = two_level_board(rows, cols, rng, 50);
    ASSERT_TRUE(is_packable(b));
    const algebra::Gf2Matrix lights = pack_lights(b);
    EXPECT_EQ(unpacked_pattern(lights), b.state);
    const Board back = unpack_lights(lights);
    EXPECT_EQ(back.state, b.state);
    EXPECT_EQ(back.holes, b.holes);
    EXPECT_EQ(back.rows, rows);
    EXPECT_EQ(back.cols, cols);
  }
  Board holes = two_level_board(3, 3, rng, 50);
  holes.holes[4] = 1;
  holes.state[4] = 0;
  EXPECT_FALSE(is_packable(holes));
  Board three = two_level_board(3, 3, rng, 50);
  three.levels = 3;
  EXPECT_FALSE(is_packable(three));
}

TEST(LightsOutPacked, PackedBoardsWriteTheCanonicalForms) {
  std::mt19937_64 rng(7);
  for (auto [rows, cols] : kAwkwardShapes) {
    const Board b = two_level_board(rows, cols, rng, 50);
    EXPECT_EQ(packed_to_text(pack_lights(b)), to_text(b));
    EXPECT_EQ(packed_to_json(pack_lights(b)), to_json(b));
  }
}

TEST(LightsOutPacked, TheWordChaseIsTheCellChase) {
  std::mt19937_64 rng(2);
  for (auto [rows, cols] : kAwkwardShapes) {
    SCOPED_TRACE(std::to_string(rows) + "x" + std::to_string(cols));
    const Board b = two_level_board(rows, cols, rng, 50);
    const RectView view = best_view(b);
    const algebra::Gf2Matrix lights =
        view.transposed ? pack_lights(b).transposed() : pack_lights(b);
    std::vector<uint32_t> x0(view.cols);
    for (auto& x : x0) x = static_cast<uint32_t>(rng() & 1U);
    Presses cell_presses(b.size(), 0);
    const std::vector<uint32_t> cell = chase(view, b.state.data(), x0, 2, cell_presses.data());
    std::vector<uint64_t> x0_bits((view.cols + 63) / 64, 0);
    for (size_t c = 0; c < view.cols; ++c) x0_bits[c / 64] |= uint64_t{x0[c]} << (c % 64);
    algebra::Gf2Matrix word_presses(view.rows, view.cols);
    const std::vector<uint64_t> word =
        chase_gf2(view.rows, view.cols, &lights, x0_bits, &word_presses);
    for (size_t c = 0; c < view.cols; ++c) {
      ASSERT_EQ((word[c / 64] >> (c % 64)) & 1U, cell[c]) << "residual column " << c;
    }
    EXPECT_EQ((word.back() & ~last_word_mask(view.cols)), 0u) << "padding bits stay 0";
    const algebra::Gf2Matrix in_board =
        view.transposed ? word_presses.transposed() : std::move(word_presses);
    EXPECT_EQ(unpacked_pattern(in_board), cell_presses);
  }
}

TEST(LightsOutPacked, TheSameFactsAsTheGeneralSolver) {
  std::mt19937_64 rng(3);
  const Context ctx;
  int unsolvable = 0;
  int several = 0;
  for (auto [rows, cols] : kAwkwardShapes) {
    for (int on_percent : {0, 30, 50, 100}) {
      SCOPED_TRACE(std::to_string(rows) + "x" + std::to_string(cols) + " on " +
                   std::to_string(on_percent) + "%");
      const Board b = two_level_board(rows, cols, rng, on_percent);
      const Analysis general = analyse(b, ctx, false);
      const PackedAnalysis packed = analyse_packed(pack_lights(b), ctx);
      ASSERT_EQ(packed.status, general.status) << packed.error;
      EXPECT_EQ(packed.error, general.error);
      EXPECT_EQ(packed.unknowns, general.unknowns);
      EXPECT_EQ(packed.reduced_unknowns, general.reduced_unknowns);
      EXPECT_EQ(packed.rank, general.rank);
      EXPECT_EQ(packed.nullity, general.nullity);
      EXPECT_EQ(packed.num_solutions.to_json(), general.num_solutions.to_json());
      EXPECT_EQ(packed.solvable_configurations, general.solvable_configurations);
      EXPECT_EQ(packed.certificate_dot, general.certificate_dot);
      if (general.status == Status::kSolved) {
        EXPECT_EQ(unpacked_pattern(packed.presses), general.presses);
      } else {
        ++unsolvable;
        EXPECT_EQ(unpacked_pattern(packed.certificate), general.certificate);
      }
      several += general.nullity > 0 ? 1 : 0;
    }
  }
  // The shapes reach both answers and boards with several solutions.
  EXPECT_GT(unsolvable, 5);
  EXPECT_GT(several, 10);
}

TEST(LightsOutPacked, SolveAndCountAnswerAsTheGeneralPath) {
  std::mt19937_64 rng(4);
  const Context ctx;
  for (auto [rows, cols] : kAwkwardShapes) {
    const Board b = two_level_board(rows, cols, rng, 50);
    SCOPED_TRACE(std::to_string(rows) + "x" + std::to_string(cols));
    const SolveResult general = solve(b, ctx, {});
    const SolveResult packed = solve_packed(pack_lights(b), ctx);
    EXPECT_EQ(packed.status, general.status);
    EXPECT_EQ(packed.error, general.error);
    EXPECT_EQ(packed.solution.json().dump(), general.solution.json().dump());
    if (packed.status == Status::kSolved) {
      EXPECT_NE(packed.solution.compact(), nullptr) << "handed over compact";
    }
    EXPECT_EQ(packed.extra.dump(), general.extra.dump());
    const CountResult general_count = count(b, ctx, {});
    const CountResult packed_count = count_packed(pack_lights(b), ctx);
    EXPECT_EQ(packed_count.status, general_count.status);
    EXPECT_EQ(packed_count.error, general_count.error);
    EXPECT_EQ(packed_count.complete, general_count.complete);
    EXPECT_EQ(packed_count.num_solutions.to_json(), general_count.num_solutions.to_json());
    EXPECT_EQ(packed_count.first_solution.json().dump(),
              general_count.first_solution.json().dump());
    EXPECT_EQ(packed_count.extra.dump(), general_count.extra.dump());
  }
}

TEST(LightsOutPacked, KernelAndMinPressesTakeTheGeneralPath) {
  SolveOptions options;
  EXPECT_TRUE(packed_applies(options));
  options.flags.insert("kernel");
  EXPECT_FALSE(packed_applies(options));
  options.flags = {"min"};
  EXPECT_FALSE(packed_applies(options));
  // Through the puzzle: a packed board still reports its kernel and its least presses.
  const auto puzzle = kind().from_text("11111\n11111\n11111\n11111\n11111\n", {});
  options.flags = {"kernel", "min"};
  const SolveResult r = puzzle->solve(Context{}, options);
  ASSERT_EQ(r.status, Status::kSolved) << r.error;
  EXPECT_EQ(r.extra["nullity"], 2);
  EXPECT_EQ(r.extra["kernel"].size(), 2u);
  EXPECT_EQ(r.extra["min_presses"], 15);
}

TEST(LightsOutPacked, BinaryRowsPackAndWriteBack) {
  std::mt19937_64 rng(5);
  for (size_t n = 0; n <= 200; ++n) {
    std::string text(n, '0');
    for (auto& ch : text) ch = (rng() & 1U) ? '1' : '0';
    std::vector<uint64_t> words((n + 63) / 64 + 1, ~uint64_t{0});
    ASSERT_TRUE(pack_binary_row(text, words.data())) << n;
    EXPECT_EQ(words.back(), ~uint64_t{0}) << "only (n + 63) / 64 words are written";
    algebra::Gf2Matrix row(1, n, std::vector<uint64_t>(words.begin(), words.end() - 1));
    for (size_t c = 0; c < n; ++c) ASSERT_EQ(row.get(0, c), text[c] == '1') << n << ", " << c;
    if (n % 64 != 0) {
      EXPECT_EQ(row.row(0)[n / 64] & ~last_word_mask(n), 0u) << "padding bits";
    }
    std::string back = "x";
    append_binary_row(row, 0, back);
    EXPECT_EQ(back, "x" + text);
    // Any other character, anywhere, is refused.
    if (n == 0) continue;
    for (char bad : {'2', '#', ' ', '/', '\0', static_cast<char>(0xB0), static_cast<char>(0xB1),
                     'a', 'p', 'q'}) {
      std::string wrong = text;
      wrong[rng() % n] = bad;
      EXPECT_FALSE(pack_binary_row(wrong, words.data())) << n << " with " << int{bad};
    }
  }
}

TEST(LightsOutPacked, PressesWriteTheTextOfTheirJson) {
  std::mt19937_64 rng(6);
  for (auto [rows, cols] :
       std::vector<std::pair<int, int>>{{1, 1}, {3, 70}, {70, 3}, {300, 1000}}) {
    const Board b = two_level_board(rows, cols, rng, 50);
    const algebra::Gf2Matrix bits = pack_lights(b);
    const std::string expected = solution_to_json(b, b.state).dump();
    const PackedPresses presses(bits);
    EXPECT_EQ(presses.json().dump(), expected);
    EXPECT_EQ(presses.text_bytes(), expected.size());
    // Without a stream everything stays in the buffer; with one, blocks go out as they fill.
    std::string buffer;
    JsonSink kept(buffer);
    presses.write_json(kept);
    EXPECT_EQ(buffer, expected);
    std::ostringstream stream;
    std::string rest;
    JsonSink sink(rest, &stream);
    presses.write_json(sink);
    EXPECT_EQ(stream.str() + rest, expected);
    if (expected.size() > 2 * JsonSink::kBlock) {
      EXPECT_GE(stream.str().size(), JsonSink::kBlock);
      EXPECT_LT(rest.size(), JsonSink::kBlock + static_cast<size_t>(cols) + 3);
    }
  }
}

TEST(LightsOutPacked, APackedPuzzleReadsAsItsBoard) {
  // A two-level rectangle is kept packed; everything but the native solver reads its Board.
  const std::string text = "lightsout levels=2\n0110\n1001\n1111\n";
  const auto puzzle = kind().from_text("0110\n1001\n1111\n", {{"levels", "2"}});
  EXPECT_EQ(puzzle->to_text(), text);
  EXPECT_EQ(puzzle->to_json()["grid"], Json::parse(R"(["0110","1001","1111"])"));
  EXPECT_EQ(puzzle->size_label(), "3x4");
  const SolveResult solved = puzzle->solve(Context{}, {});
  ASSERT_EQ(solved.status, Status::kSolved) << solved.error;
  EXPECT_TRUE(puzzle->verify(solved.solution.json()).valid);
  EXPECT_NE(puzzle->render(&solved.solution.json()).find('1'), std::string::npos);
  EXPECT_EQ(puzzle->explain(Context{}).status, Status::kSolved);
  EXPECT_NE(puzzle->export_model(Context{}, ExportFormat::kLp, ModelVariant::kLiteral).size(), 0u);
}

}  // namespace
}  // namespace gridlogic::lightsout
