// sudoku_core_driver: gridlogic's classic sudoku solver core as a whole process, with nothing
// else around it, to measure what `gridlogic count` spends outside the solver.
//
//   build/bench/bench_sudoku_core_driver FILE   one count per puzzle on stdout
//   build/bench/bench_sudoku_core_driver        17_clue from the corpora: a summary on stderr
//
// Per line: the same solver call as the CLI's count on a classic 9x9 board (count to 2, the
// first solution's digits written out), from the 81 characters straight into the solver's
// state. What it skips is everything else `gridlogic count --limit 2 --json` does per puzzle:
// the puzzle reader, the Board and its validation, the result object and its JSON line.
// bench/external/compare_peers.sh runs it beside the CLI and tdoku, in the same rounds, and
// reports (CLI CPU - driver CPU) / puzzles as the cost outside the solver.
//
// Input as tdoku_driver's (bench/external/peers/): one puzzle a line, 81 characters, '1'-'9',
// '.' or '0'; blank lines and lines starting with '#' are skipped. Output: 0, 1 or 2 (two or
// more), or "invalid". Exit code 0, 2 on a usage or file error.
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <ctime>
#include <string>

#include "puzzles/killer/classic_solver.hpp"

namespace {

constexpr std::size_t kCells = 81;

bool is_classic_line(const char* line, std::size_t length) {
  if (length != kCells) return false;
  for (std::size_t i = 0; i < kCells; ++i) {
    const char c = line[i];
    if (!((c >= '1' && c <= '9') || c == '.' || c == '0')) return false;
  }
  return true;
}

double cpu_seconds() {
  timespec t{};
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
  return static_cast<double>(t.tv_sec) + static_cast<double>(t.tv_nsec) * 1e-9;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc > 2) {
    std::fprintf(stderr, "usage: %s [FILE|-]\n", argv[0]);
    return 2;
  }
  const bool summary = argc == 1;
  const std::string path =
      summary ? std::string(GRIDLOGIC_CORPORA) + "/sudoku/17_clue.txt" : std::string(argv[1]);
  FILE* in = path == "-" ? stdin : std::fopen(path.c_str(), "rb");
  if (in == nullptr) {
    std::perror(path.c_str());
    return summary ? 0 : 2;  // make bench runs it bare: a clone without the corpora skips it
  }
  static char out_buffer[1 << 16];
  std::setvbuf(stdout, out_buffer, _IOFBF, sizeof out_buffer);

  const gridlogic::Context ctx;
  const double start = cpu_seconds();
  uint64_t puzzles = 0;
  uint64_t by_count[4] = {};  // 0, 1, 2 solutions; invalid
  char line[1024];
  char solution[kCells];
  while (std::fgets(line, sizeof line, in) != nullptr) {
    std::size_t length = std::strcspn(line, "\r\n");
    if (line[length] == '\0' && !std::feof(in)) {  // longer than the buffer: one invalid line
      int c;
      while ((c = std::fgetc(in)) != '\n' && c != EOF) {
      }
      length = sizeof line;
    }
    if (length == 0 || line[0] == '#') continue;
    ++puzzles;
    if (!is_classic_line(line, length)) {
      ++by_count[3];
      if (!summary) std::fputs("invalid\n", stdout);
      continue;
    }
    const auto found = gridlogic::killer::count_classic9_line(line, ctx, 2, solution);
    const uint64_t count = found.count < 2 ? found.count : 2;
    ++by_count[count];
    if (!summary) std::printf("%u\n", static_cast<unsigned>(count));
  }
  if (in != stdin) std::fclose(in);
  if (summary) {
    const double seconds = cpu_seconds() - start;
    std::fprintf(
        stderr,
        "%s: %llu puzzles (0: %llu, 1: %llu, 2+: %llu, invalid: %llu), %.3f s CPU, "
        "%.3f us a puzzle\n",
        path.c_str(), static_cast<unsigned long long>(puzzles),
        static_cast<unsigned long long>(by_count[0]), static_cast<unsigned long long>(by_count[1]),
        static_cast<unsigned long long>(by_count[2]), static_cast<unsigned long long>(by_count[3]),
        seconds, puzzles == 0 ? 0.0 : seconds * 1e6 / static_cast<double>(puzzles));
  }
  return std::fflush(stdout) == 0 ? 0 : 4;
}
