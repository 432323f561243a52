// The puzzle one seed generates, pinned for every type. These expectations must hold unchanged in
// every build, the native one (GCC's libstdc++) and the WebAssembly one (Emscripten's libc++)
// alike: a seed names one puzzle everywhere. A draw whose result the standard leaves to the
// library (a std distribution, std::shuffle, std::sample; src/base/portable_random.hpp says why)
// makes them fail in one build or the other. Only a deliberate change to a generator's algorithm
// may change them.
#include <gtest/gtest.h>

#include <cstdint>
#include <cstdio>
#include <map>
#include <string>

#include "gridlogic/puzzle.hpp"

namespace gridlogic {
namespace {

using Values = std::map<std::string, std::string>;

std::string generated_text(const std::string& word, const Values& values, uint64_t seed) {
  GenerateParams params;
  params.values = values;
  for (const auto& [key, value] : generate_preset(word)) params.values.emplace(key, value);
  Context ctx = Context::with_time_limit(120);
  ctx.seed = seed;
  const Generated made = find_kind(word)->generate(ctx, params);
  return made.puzzle == nullptr ? "no puzzle" : made.puzzle->to_text();
}

// FNV-1a, 64 bits, as 16 hex digits: a short name for a longer text.
std::string fnv1a(const std::string& text) {
  uint64_t hash = 0xcbf29ce484222325ULL;
  for (unsigned char c : text) hash = (hash ^ c) * 0x100000001b3ULL;
  char out[17];
  std::snprintf(out, sizeof out, "%016llx", static_cast<unsigned long long>(hash));
  return out;
}

struct TextPin {
  std::string word;
  Values values;
  std::string text;  // the puzzle as `generate WORD ... --seed 5 --to text` writes it
};

// Each type word at a small size under its default generator.
const TextPin kTextPins[] = {
    {"binox", {{"size", "6"}}, "binox\n.O..O.\n....X.\nO.....\n.X...X\n....X.\nX.....\n"},
    {"dominosa",
     {{"max", "4"}},
     "dominosa max=4\n2 0 1 2 1 0\n3 2 4 4 0 1\n3 4 1 1 3 4\n2 3 4 3 0 2\n0 0 1 3 4 2\n"},
    {"killer", {{"size", "4"}}, "killer\nABBB\nACDD\nACDE\nFFFE\n\nA=9 B=7 C=5 D=6 E=7 F=6\n"},
    {"sudoku",
     {},
     "sudoku\n.3..64..7\n2........\n.6.17....\n7...8.4..\n.5.3..8..\n..45..9.6\n"
     "..9......\n....1..2.\n1...3..8.\n"},
    {"lightsout",
     {{"size", "5"}, {"levels", "3"}},
     "lightsout levels=3\n22112\n20201\n01010\n12011\n22221\n"},
};

TEST(PortableSeeds, EachTypeGivesThePinnedPuzzleForSeedFive) {
  for (const TextPin& pin : kTextPins) {
    EXPECT_EQ(generated_text(pin.word, pin.values, 5), pin.text) << pin.word;
  }
}

struct HashPin {
  std::string word;
  Values values;
  std::string hash;  // fnv1a of the puzzle's text
};

// The other generators: at a level, and dominosa repaired by the counter.
const HashPin kHashPins[] = {
    {"binox", {{"size", "8"}, {"difficulty", "hard"}}, "b56045875d024657"},
    {"binox", {{"rows", "6"}, {"cols", "10"}, {"difficulty", "easy"}}, "c0560afa731c6e4b"},
    {"dominosa", {{"max", "6"}, {"difficulty", "hard"}}, "10a699d36787e6c8"},
    {"dominosa", {{"max", "5"}, {"difficulty", "any"}}, "2dee415b74ac4b84"},
    {"killer", {{"size", "6"}, {"difficulty", "advanced"}}, "484a50aa57385bf1"},
    {"sudoku", {{"difficulty", "basic"}}, "3b11c0aedc93ec56"},
    {"lightsout", {{"difficulty", "algebra"}}, "b705aae92f519352"},
};

TEST(PortableSeeds, EachGeneratorGivesThePinnedPuzzleForSeedFive) {
  for (const HashPin& pin : kHashPins) {
    const std::string text = generated_text(pin.word, pin.values, 5);
    EXPECT_EQ(fnv1a(text), pin.hash) << pin.word << ", the puzzle:\n" << text;
  }
}

}  // namespace
}  // namespace gridlogic
