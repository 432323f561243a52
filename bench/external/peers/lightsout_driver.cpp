// lightsout_driver: a whole-process peer for `gridlogic solve` on the all-on n x n Lights Out.
//
//   lightsout_driver N
//
// The peer is njpipeorgan/LightsOut (https://github.com/njpipeorgan/LightsOut, GPL-3.0, commit
// 2034f276ed86136c3cc37de78f7260e42b0441f7, 2017-11-06): one header, lightsout.h, whose
// `template <size_t N> std::array<bool, N> solve()` returns the FIRST ROW of the presses that
// switch off the all-on N x N board (bit-packed elimination of the chased first-row system,
// O(N^3) word operations; the answer is meaningful only when the solution is unique). The
// repository has no program and no I/O, so this driver is ours; lightsout.h stays outside the
// repository. It is not built by CMake: bench/external/compare_peers.sh compiles this file with
// lightsout.h from a checkout, for the sizes it is asked to run.
//
// N is a template argument there, so the sizes this program answers are fixed when it is
// compiled: -DLIGHTSOUT_SIZES=4000,10000 (default: the list under #ifndef below).
//
// Output: the full press pattern, N rows of N characters '0'/'1' ('1' = press), each row ended
// by '\n' -- the rows of gridlogic's JSON "presses". The rows below the first come from light
// chasing (our code, O(N^2), three rows in memory, written as they are made): row i + 1 presses
// exactly the lights of row i still on. The chase also checks the answer: exit code 1 when it
// leaves a light of the last row on (lightsout.h's first row is right only when the solution is
// unique); 0 when all are off; 2 on a usage error (N not one of the compiled sizes); 4 when
// stdout cannot be written.
#include <array>
#include <cstddef>
#include <cstdint>  // lightsout.h uses uint64_t without including it
#include <cstdio>
#include <cstdlib>
#include <vector>

#include "lightsout.h"

#ifndef LIGHTSOUT_SIZES
#define LIGHTSOUT_SIZES 6, 10, 100, 1000, 2000, 4000, 10000  // each has a unique solution
#endif

namespace {

// Prints the full pattern from the first row; returns the exit code.
template <std::size_t N>
int chase_and_print() {
  const std::array<bool, N> first = solve<N>();
  // A full buffer: the pattern of N = 10000 is 100 MB.
  static char out_buffer[1 << 20];
  std::setvbuf(stdout, out_buffer, _IOFBF, sizeof out_buffer);

  // Presses of rows i - 1, i and i + 1, padded by one zero on each side so that the neighbours
  // of the edge cells need no test.
  std::vector<unsigned char> above(N + 2, 0), here(N + 2, 0), below(N + 2, 0);
  std::vector<char> text(N + 1);
  text[N] = '\n';
  for (std::size_t j = 0; j < N; ++j) here[j + 1] = first[j] ? 1 : 0;
  for (std::size_t i = 0; i < N; ++i) {
    for (std::size_t j = 0; j < N; ++j) text[j] = static_cast<char>('0' + here[j + 1]);
    std::fwrite(text.data(), 1, N + 1, stdout);
    // Light (i, j) after the presses of rows 0..i: it started on, and its own press, those of
    // its left and right neighbours and the one above it each toggled it.
    for (std::size_t j = 1; j <= N; ++j) {
      below[j] = 1 ^ here[j] ^ here[j - 1] ^ here[j + 1] ^ above[j];
    }
    if (i + 1 == N) {
      // "below" is now what stays on in the last row: all off, or the first row was wrong.
      for (std::size_t j = 1; j <= N; ++j) {
        if (below[j] != 0) {
          std::fflush(stdout);
          std::fprintf(stderr, "lightsout_driver: N = %zu: the last row stays lit (not unique?)\n",
                       N);
          return 1;
        }
      }
    }
    above.swap(here);
    here.swap(below);
  }
  return std::fflush(stdout) == 0 ? 0 : 4;
}

// Runs the instance of chase_and_print for n, if n is one of Sizes.
template <std::size_t... Sizes>
int dispatch(std::size_t n) {
  int code = 2;
  const bool found = ((n == Sizes ? (code = chase_and_print<Sizes>(), true) : false) || ...);
  if (!found) {
    std::fprintf(stderr, "usage: lightsout_driver N   (N one of the compiled sizes:");
    (std::fprintf(stderr, " %zu", Sizes), ...);
    std::fprintf(stderr, "; rebuild with -DLIGHTSOUT_SIZES=... for others)\n");
  }
  return code;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 2) return dispatch<LIGHTSOUT_SIZES>(0);
  char* end = nullptr;
  const unsigned long long n = std::strtoull(argv[1], &end, 10);
  if (end == argv[1] || *end != '\0') return dispatch<LIGHTSOUT_SIZES>(0);
  return dispatch<LIGHTSOUT_SIZES>(static_cast<std::size_t>(n));
}
