// Grading: speed per puzzle and agreement with independent graders, over the grading corpora.
//
//   build/bench/bench_grade_bench --benchmark_filter=se          # SE-rated sudokus
//   build/bench/bench_grade_bench --benchmark_filter=tatham      # Tatham's levels, per type
//   GRIDLOGIC_GRADE_EACH=1 build/bench/bench_grade_bench ...     # each puzzle on stderr
//
// Counters: median and worst grading time (reasoning::grade: the count, then one walk of the human
// ladder, CPU), the share the ladder could not finish (guessed), every ladder step checked
// against the corpus solution (a wrong step stops the benchmark), and agreement: Spearman's rank
// correlation of our score (the rating with its tie-breaks, Grade::score) with the SE rating (all,
// and among SE >= 5.0); for Tatham's levels, per pair of neighbouring levels, the share of puzzle
// pairs where the higher level gets the higher score (ties count half).
#include <benchmark/benchmark.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <fstream>
#include <map>
#include <numeric>
#include <optional>
#include <string>
#include <vector>

#include "gridlogic/puzzle.hpp"
#include "puzzles/killer/board.hpp"
#include "puzzles/killer/ladder.hpp"
#include "puzzles/killer/reasoning.hpp"

namespace {

using namespace gridlogic;
using namespace gridlogic::killer;

std::string corpora() {
  const char* env = std::getenv("GRIDLOGIC_CORPORA");
  return env != nullptr ? env : GRIDLOGIC_CORPORA;
}

double cpu_us() {
  timespec t{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
  return static_cast<double>(t.tv_sec) * 1e6 + static_cast<double>(t.tv_nsec) * 1e-3;
}

std::vector<double> ranks(const std::vector<double>& values) {
  std::vector<size_t> order(values.size());
  std::iota(order.begin(), order.end(), 0);
  std::sort(order.begin(), order.end(), [&](size_t a, size_t b) { return values[a] < values[b]; });
  std::vector<double> out(values.size());
  for (size_t i = 0; i < order.size();) {
    size_t j = i;
    while (j + 1 < order.size() && values[order[j + 1]] == values[order[i]]) ++j;
    const double rank = (static_cast<double>(i) + static_cast<double>(j)) / 2.0;
    for (size_t k = i; k <= j; ++k) out[order[k]] = rank;
    i = j + 1;
  }
  return out;
}

double spearman(const std::vector<double>& a, const std::vector<double>& b) {
  if (a.size() < 2) return 0;
  const std::vector<double> ra = ranks(a);
  const std::vector<double> rb = ranks(b);
  const double mean = (static_cast<double>(a.size()) - 1) / 2.0;
  double num = 0, da = 0, db = 0;
  for (size_t i = 0; i < a.size(); ++i) {
    num += (ra[i] - mean) * (rb[i] - mean);
    da += (ra[i] - mean) * (ra[i] - mean);
    db += (rb[i] - mean) * (rb[i] - mean);
  }
  return num / std::sqrt(da * db);
}

struct Graded {
  Json record;
  Grade grade;
  double cpu_us = 0;
};

// Grades every sudoku of a corpus file, checking each step against its solution.
bool grade_file(benchmark::State& state, const std::string& path, std::vector<Graded>& out) {
  std::ifstream in(path);
  if (!in) {
    state.SkipWithError(("corpus not found: " + path).c_str());
    return false;
  }
  std::string line;
  size_t number = 0;
  while (std::getline(in, line)) {
    ++number;
    if (line.empty()) continue;
    Json record = Json::parse(line);
    if (record.value("type", "") != "sudoku") continue;
    const Board board = parse_json(record);
    Grid solution;
    std::string error;
    if (!solution_from_json(board, record["solution"], &solution, &error)) continue;
    const double start = cpu_us();
    Graded graded{record, reasoning::grade(Game(board), Context{}), cpu_us() - start};
    if (graded.grade.status != Status::kSolved) {
      state.SkipWithError(("not graded: line " + std::to_string(number)).c_str());
      return false;
    }
    // The ladder's steps (what the grade walked, up to any search) against the solution.
    human::Position position(board);
    while (std::optional<human::Deduction> step = human::next_deduction(position, true)) {
      for (const auto& [cell, digit] : step->placements) {
        if (solution[static_cast<size_t>(cell)] != digit) {
          state.SkipWithError(
              ("wrong placement on line " + std::to_string(number) + ": " + step->text).c_str());
          return false;
        }
      }
      for (const auto& [cell, digit] : step->eliminations) {
        if (solution[static_cast<size_t>(cell)] == digit) {
          state.SkipWithError(
              ("wrong elimination on line " + std::to_string(number) + ": " + step->text).c_str());
          return false;
        }
      }
      human::apply(position, *step);
    }
    if (std::getenv("GRIDLOGIC_GRADE_EACH") != nullptr) {
      std::fprintf(stderr, "%s\t%s\t%.1f\t%.3f\t%s\t%s\t%zu steps\t%.0f us\n",
                   record.value("id", "").c_str(),
                   record.contains("se_rating") ? record["se_rating"].dump().c_str()
                                                : record.value("difficulty", "").c_str(),
                   graded.grade.rating, graded.grade.score, graded.grade.level.c_str(),
                   graded.grade.hardest_rule.c_str(), graded.grade.steps, graded.cpu_us);
    }
    out.push_back(std::move(graded));
  }
  return true;
}

void timing_counters(benchmark::State& state, const std::vector<Graded>& graded) {
  std::vector<double> times;
  size_t guessed = 0;
  for (const Graded& g : graded) {
    times.push_back(g.cpu_us);
    guessed += g.grade.guessed ? 1 : 0;
  }
  std::sort(times.begin(), times.end());
  state.counters["puzzles"] = static_cast<double>(graded.size());
  state.counters["median_ms"] = times.empty() ? 0 : times[times.size() / 2] / 1000;
  state.counters["worst_ms"] = times.empty() ? 0 : times.back() / 1000;
  state.counters["guessed"] = static_cast<double>(guessed);
}

void se(benchmark::State& state) {
  std::vector<Graded> graded;
  for (auto _ : state) {
    graded.clear();
    if (!grade_file(state, corpora() + "/grading/sudoku_se_dev.jsonl", graded)) return;
  }
  std::vector<double> ours, theirs, ours_hard, theirs_hard;
  for (const Graded& g : graded) {
    const double se = g.record["se_rating"].get<double>();
    ours.push_back(g.grade.score);
    theirs.push_back(se);
    if (se >= 5.0) {
      ours_hard.push_back(g.grade.score);
      theirs_hard.push_back(se);
    }
  }
  timing_counters(state, graded);
  state.counters["spearman"] = spearman(ours, theirs);
  state.counters["spearman_se5"] = spearman(ours_hard, theirs_hard);
}

// Tatham's levels of one type: every puzzle graded through the Puzzle interface (each type's
// own grade), and per pair of neighbouring levels the share of puzzle pairs where the higher
// level gets the higher score.
void tatham(benchmark::State& state, const char* type, std::vector<std::string> levels) {
  const std::string path = corpora() + "/grading/tatham_dev.jsonl";
  std::vector<std::pair<std::string, double>> rated;  // level, score
  std::vector<double> times;
  size_t guessed = 0;
  for (auto _ : state) {
    rated.clear();
    times.clear();
    guessed = 0;
    std::ifstream in(path);
    if (!in) {
      state.SkipWithError(("corpus not found: " + path).c_str());
      return;
    }
    std::string line;
    while (std::getline(in, line)) {
      if (line.empty()) continue;
      Json record = Json::parse(line);
      if (record.value("type", "") != type) continue;
      const PuzzleKind* kind = find_kind(type);
      const auto puzzle = kind->from_json(record);
      const double start = cpu_us();
      const Grade grade = puzzle->grade(Context{});
      times.push_back(cpu_us() - start);
      if (grade.status != Status::kSolved) {
        state.SkipWithError(("not graded: " + record.value("id", "") + ": " + grade.error).c_str());
        return;
      }
      guessed += grade.guessed ? 1 : 0;
      rated.emplace_back(record.value("difficulty", ""), grade.score);
      if (std::getenv("GRIDLOGIC_GRADE_EACH") != nullptr) {
        std::fprintf(stderr, "%s\t%s\t%.1f\t%.3f\t%s\t%s\t%zu steps\t%.0f us\n",
                     record.value("id", "").c_str(), record.value("difficulty", "").c_str(),
                     grade.rating, grade.score, grade.level.c_str(), grade.hardest_rule.c_str(),
                     grade.steps, times.back());
      }
    }
  }
  std::sort(times.begin(), times.end());
  state.counters["puzzles"] = static_cast<double>(rated.size());
  state.counters["median_ms"] = times.empty() ? 0 : times[times.size() / 2] / 1000;
  state.counters["worst_ms"] = times.empty() ? 0 : times.back() / 1000;
  state.counters["guessed"] = static_cast<double>(guessed);
  double worst = 1;
  for (size_t i = 0; i + 1 < levels.size(); ++i) {
    double wins = 0;
    double pairs = 0;
    for (const auto& [high_level, high] : rated) {
      if (high_level != levels[i + 1]) continue;
      for (const auto& [low_level, low] : rated) {
        if (low_level != levels[i]) continue;
        wins += high > low ? 1 : high == low ? 0.5 : 0;
        pairs += 1;
      }
    }
    const double share = pairs == 0 ? 0 : wins / pairs;
    state.counters[levels[i + 1] + "_over_" + levels[i]] = share;
    worst = std::min(worst, share);
  }
  state.counters["worst_pair_share"] = worst;
}

}  // namespace

BENCHMARK(se)->Unit(benchmark::kMillisecond)->Iterations(1);
BENCHMARK_CAPTURE(tatham, sudoku, "sudoku",
                  {"trivial", "basic", "intermediate", "advanced", "extreme", "unreasonable"})
    ->Unit(benchmark::kMillisecond)
    ->Iterations(1);
BENCHMARK_CAPTURE(tatham, killer, "killer",
                  {"trivial", "basic", "intermediate", "advanced", "extreme", "unreasonable"})
    ->Unit(benchmark::kMillisecond)
    ->Iterations(1);
BENCHMARK_CAPTURE(tatham, dominosa, "dominosa", {"trivial", "basic", "hard", "extreme"})
    ->Unit(benchmark::kMillisecond)
    ->Iterations(1);
BENCHMARK_CAPTURE(tatham, binox, "binox", {"trivial", "easy", "normal"})
    ->Unit(benchmark::kMillisecond)
    ->Iterations(1);

BENCHMARK_MAIN();
