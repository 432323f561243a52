// Packing boards and rows of '0' / '1' into bits, and back.
#include "puzzles/lightsout/packed_board.hpp"

#include <array>
#include <bit>
#include <cstring>

namespace gridlogic::lightsout {

namespace {

// Eight characters are handled as one word whose byte i is character i: a little-endian load.
// Elsewhere the loops below take a character at a time.
constexpr bool kBytesInOrder = std::endian::native == std::endian::little;
constexpr uint64_t kEachByte = 0x0101010101010101ULL;

// Bit 0 of each byte of `bytes` gathered into bits 0..7: byte i's bit lands at 8i + 7(7 - i) + 7
// = 56 + i of the product, and no two pairs (byte, multiplier byte) meet at one position, so
// nothing carries.
uint64_t gather_low_bits(uint64_t bytes) {
  return ((bytes & kEachByte) * 0x0102040810204080ULL) >> 56;
}

// The eight characters of each byte value, bit i as character i.
constexpr std::array<uint64_t, 256> make_binary_chars() {
  std::array<uint64_t, 256> table{};
  for (unsigned v = 0; v < 256; ++v) {
    uint64_t chars = 0;
    for (unsigned i = 0; i < 8; ++i) chars |= uint64_t{'0' + ((v >> i) & 1U)} << (8 * i);
    table[v] = chars;
  }
  return table;
}
constexpr std::array<uint64_t, 256> kBinaryChars = make_binary_chars();

}  // namespace

bool is_packable(const Board& board) {
  return board.levels == 2 && board.is_rectangle();
}

algebra::Gf2Matrix pack_lights(const Board& board) {
  const auto rows = static_cast<size_t>(board.rows);
  const auto cols = static_cast<size_t>(board.cols);
  algebra::Gf2Matrix lights(rows, cols);
  for (size_t r = 0; r < rows; ++r) {
    for (size_t c = 0; c < cols; ++c) {
      if (board.state[r * cols + c] != 0) lights.flip(r, c);
    }
  }
  return lights;
}

Board unpack_lights(const algebra::Gf2Matrix& lights) {
  Board board;
  board.levels = 2;
  board.rows = static_cast<int>(lights.rows());
  board.cols = static_cast<int>(lights.cols());
  board.holes.assign(lights.rows() * lights.cols(), 0);
  board.state.assign(lights.rows() * lights.cols(), 0);
  for (size_t r = 0; r < lights.rows(); ++r) {
    for (size_t c = 0; c < lights.cols(); ++c) {
      board.state[r * lights.cols() + c] = lights.get(r, c) ? 1 : 0;
    }
  }
  return board;
}

std::string packed_to_text(const algebra::Gf2Matrix& lights) {
  std::string out = "lightsout levels=2\n";
  out.reserve(out.size() + lights.rows() * (lights.cols() + 1));
  for (size_t r = 0; r < lights.rows(); ++r) {
    append_binary_row(lights, r, out);
    out += '\n';
  }
  return out;
}

Json packed_to_json(const algebra::Gf2Matrix& lights) {
  Json out = Json::object();
  out["type"] = "lightsout";
  out["levels"] = 2;
  Json grid = Json::array();
  for (size_t r = 0; r < lights.rows(); ++r) {
    std::string row;
    append_binary_row(lights, r, row);
    grid.push_back(std::move(row));
  }
  out["grid"] = std::move(grid);
  return out;
}

bool pack_binary_row(std::string_view text, uint64_t* words) {
  const size_t n = text.size();
  std::memset(words, 0, (n + 63) / 64 * sizeof(uint64_t));
  size_t c = 0;
  // Eight characters at a time: every byte must be '0' (0x30) or '1' (0x31).
  for (; kBytesInOrder && c + 8 <= n; c += 8) {
    uint64_t bytes = 0;
    std::memcpy(&bytes, text.data() + c, 8);
    if ((bytes & ~kEachByte) != 0x30 * kEachByte) return false;
    words[c / 64] |= gather_low_bits(bytes) << (c % 64);
  }
  for (; c < n; ++c) {
    const char ch = text[c];
    if (ch != '0' && ch != '1') return false;
    if (ch == '1') words[c / 64] |= uint64_t{1} << (c % 64);
  }
  return true;
}

void append_binary_row(const algebra::Gf2Matrix& bits, size_t r, std::string& out) {
  const size_t n = bits.cols();
  const uint64_t* words = bits.row(r);
  const size_t at = out.size();
  out.resize(at + n);
  char* dst = out.data() + at;
  size_t c = 0;
  for (; kBytesInOrder && c + 8 <= n; c += 8) {
    const uint64_t chars = kBinaryChars[(words[c / 64] >> (c % 64)) & 0xFF];
    std::memcpy(dst + c, &chars, 8);
  }
  for (; c < n; ++c) dst[c] = static_cast<char>('0' + ((words[c / 64] >> (c % 64)) & 1U));
}

}  // namespace gridlogic::lightsout
