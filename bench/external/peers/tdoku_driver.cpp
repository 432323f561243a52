// tdoku_driver: a whole-process peer for `gridlogic count --limit 2 --type sudoku`.
//
//   tdoku_driver FILE      (FILE = - reads stdin)
//
// The peer is tdoku (https://github.com/t-dillon/tdoku, BSD-2-Clause, commit
// af426180dc53aef89b82868e7b3fdfcf42165654, 2023-05-24), Tom Dillon's SIMD sudoku solver; this
// driver calls its fast solver TdokuSolverDpllTriadSimd. tdoku ships a benchmark harness but no
// program that reads a file of puzzles and answers each, so this driver is ours; tdoku's own
// code stays outside the repository. It is not built by CMake: bench/external/compare_peers.sh
// builds tdoku's library (target tdoku_static) from a checkout and links this file against it.
//
// Input: one classic 9x9 sudoku per line, 81 characters, '1'-'9' for a given and '.' or '0' for
// an empty cell; blank lines and lines starting with '#' are skipped. Output: one line per
// puzzle, its number of solutions counted up to 2 (0, 1 or 2, where 2 means "two or more"), or
// "invalid" for a line that is not 81 such characters. Exit code 0, 2 on a usage or file error,
// 4 when stdout cannot be written.
//
// The count to 2 is what `gridlogic count --limit 2` does (solve and prove unique), so
// compare_peers.sh checks that the two agree puzzle by puzzle. gridlogic prints a JSON object
// with the solution per puzzle, this driver a number: the output work is not the same, and
// docs/benchmarks/peers.md says so beside the figures.
#include <cstddef>
#include <cstdio>
#include <cstring>

#include "tdoku.h"

namespace {

constexpr std::size_t kCells = 81;

// Copies an 81-character line into tdoku's form. tdoku does no input validation and reads '0'
// as a pencilmark, so every character is checked and '0' becomes '.'. Returns false for a line
// that is not a classic sudoku.
bool to_tdoku(const char* line, std::size_t length, char* puzzle) {
  if (length != kCells) return false;
  for (std::size_t i = 0; i < kCells; ++i) {
    const char c = line[i];
    if (c >= '1' && c <= '9') {
      puzzle[i] = c;
    } else if (c == '.' || c == '0') {
      puzzle[i] = '.';
    } else {
      return false;
    }
  }
  // tdoku takes the input as a 729-character pencilmark puzzle when input[81] >= '.'.
  puzzle[kCells] = '\0';
  return true;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 2) {
    std::fprintf(stderr, "usage: %s FILE|-\n", argv[0]);
    return 2;
  }
  const char* path = argv[1];
  const bool from_stdin = std::strcmp(path, "-") == 0;
  FILE* in = from_stdin ? stdin : std::fopen(path, "rb");
  if (in == nullptr) {
    std::perror(path);
    return 2;
  }
  // A full buffer: on a fast corpus, line-buffered output to a pipe would cost more than solving.
  static char out_buffer[1 << 16];
  std::setvbuf(stdout, out_buffer, _IOFBF, sizeof out_buffer);

  char line[1024];
  char puzzle[kCells + 1];
  char solution[kCells];  // filled by tdoku only at limit 1; required all the same
  while (std::fgets(line, sizeof line, in) != nullptr) {
    const std::size_t length = std::strcspn(line, "\r\n");
    if (line[length] == '\0' && !std::feof(in)) {
      // A line longer than the buffer: skip the rest, so that it stays one (invalid) puzzle and
      // the answers stay aligned with gridlogic's.
      int c;
      while ((c = std::fgetc(in)) != '\n' && c != EOF) {
      }
    }
    if (length == 0 || line[0] == '#') continue;
    if (!to_tdoku(line, length, puzzle)) {
      std::fputs("invalid\n", stdout);
      continue;
    }
    std::size_t guesses = 0;
    const std::size_t count = TdokuSolverDpllTriadSimd(puzzle, 2, 0, solution, &guesses);
    std::printf("%zu\n", count);
  }
  if (!from_stdin) std::fclose(in);
  return std::fflush(stdout) == 0 ? 0 : 4;
}
