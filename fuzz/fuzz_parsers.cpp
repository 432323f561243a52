// libFuzzer target: every parser, every writer and verify, through the shared interface.
// The first byte picks the type hint; the rest is the input. Whatever parses must round-trip
// through its JSON and text forms and render without crashing.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "gridlogic/io.hpp"

namespace {

void exercise(const gridlogic::Puzzle& puzzle) {
  (void)puzzle.render(nullptr);
  gridlogic::Json as_json = puzzle.to_json();
  auto again = puzzle.kind().from_json(as_json);
  if (again->to_json() != as_json) __builtin_trap();  // JSON round trip must be lossless
  std::string text = puzzle.to_text();
  gridlogic::ReadOptions options;
  auto items = gridlogic::read_puzzles(text, options);
  if (items.size() != 1 || items[0].puzzle == nullptr) __builtin_trap();  // text must re-read
  if (items[0].puzzle->to_json() != as_json) __builtin_trap();  // text round trip lossless
  (void)puzzle.verify(gridlogic::Json::array({"X", "0"}));
  (void)puzzle.verify(gridlogic::Json());
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  if (size == 0) return 0;
  // The type hint: none, or any name or alias the registry knows.
  static const std::vector<std::string_view> kTypes = [] {
    std::vector<std::string_view> words = {""};
    for (std::string_view word : gridlogic::all_type_names()) words.push_back(word);
    return words;
  }();
  const auto& kinds = gridlogic::all_kinds();
  gridlogic::ReadOptions options;
  options.type = std::string(kTypes[data[0] % kTypes.size()]);
  std::string_view input(reinterpret_cast<const char*>(data + 1), size - 1);
  try {
    auto items = gridlogic::read_puzzles(input, options);
    for (const auto& item : items) {
      if (item.puzzle != nullptr) exercise(*item.puzzle);
      if (item.puzzle != nullptr && item.carried_solution() != nullptr) {
        (void)item.puzzle->verify(*item.carried_solution());
      }
    }
    (void)gridlogic::read_solution(input, *kinds[data[0] % kinds.size()]);
  } catch (const gridlogic::InputError&) {
  } catch (const gridlogic::NotAvailable&) {
  }
  return 0;
}
