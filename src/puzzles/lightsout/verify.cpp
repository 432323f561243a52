// Independent check of a press pattern: apply every press (mod k) and look at every light.
// Shares nothing with the solver: it only walks the neighbour lists.
#include "puzzles/lightsout/board.hpp"

namespace gridlogic::lightsout {

Verdict verify(const Board& board, const Json& value) {
  Presses presses;
  try {
    presses = solution_from_json(board, value);
  } catch (const InputError& e) {
    return {false, e.what()};
  }
  const uint64_t k = board.levels;
  std::vector<uint64_t> light(board.state.begin(), board.state.end());
  auto adj = board.neighbours();
  for (size_t i = 0; i < board.size(); ++i) {
    uint64_t p = presses[i] % k;
    if (p == 0) continue;
    light[i] = (light[i] + p) % k;
    for (uint32_t j : adj[i]) light[j] = (light[j] + p) % k;
  }
  for (size_t i = 0; i < board.size(); ++i) {
    if (board.is_hole(i)) continue;
    if (light[i] != 0) {
      return {false, board.place(i) + ": the light ends at level " + std::to_string(light[i]) +
                         ", not 0 [rule: light left on]"};
    }
  }
  return {true, ""};
}

}  // namespace gridlogic::lightsout
