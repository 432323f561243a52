// Packing a lightsout text body as it is read, with the whole-text parser as the fallback.
#include "puzzles/lightsout/text_body_parser.hpp"

#include <optional>
#include <utility>
#include <vector>

#include "base/text_lines.hpp"
#include "puzzles/lightsout/board.hpp"
#include "puzzles/lightsout/kind.hpp"
#include "puzzles/lightsout/packed_board.hpp"

namespace gridlogic::lightsout {

namespace {

class LightsOutBodyParser final : public TextBodyParser {
 public:
  explicit LightsOutBodyParser(const std::map<std::string, std::string>& params) : params_(params) {
    const auto levels = params.find("levels");
    const bool two_levels =
        levels == params.end() || text_lines::integer(levels->second) == std::optional<int64_t>(2);
    packing_ = two_levels && params.count("nodes") == 0 && params.count("cols") == 0;
  }

  void feed(std::string_view line) override {
    ++lines_;
    if (!packing_) {
      collect(line);
    } else if (line.empty()) {
      // A blank line: remembered as a run, to be written back if packing ends.
      if (!blank_runs_.empty() && blank_runs_.back().second + 1 == lines_) {
        blank_runs_.back().second = lines_;
      } else {
        blank_runs_.emplace_back(lines_, lines_);
      }
    } else if (!pack(line)) {
      stop_packing(lines_ - 1);
      collect(line);
    }
  }

  std::unique_ptr<Puzzle> finish() override {
    if (packing_ && rows_ == 0) stop_packing(lines_);  // no rows: parse_text names the error
    if (!packing_) return make_puzzle(parse_text(text_, params_));
    words_.shrink_to_fit();
    return make_puzzle(algebra::Gf2Matrix(rows_, width_, std::move(words_)));
  }

 private:
  // Packs a row of '0' / '1' of the first row's width; false (nothing kept) for anything else.
  bool pack(std::string_view line) {
    if (rows_ == 0) {
      if (line.size() > static_cast<size_t>(kMaxSide)) return false;
      width_ = line.size();
      stride_ = (width_ + 63) / 64;
      // Most boards are square: room for as many rows as columns, grown if need be.
      words_.reserve(width_ * stride_);
    } else if (line.size() != width_ || rows_ == static_cast<size_t>(kMaxSide)) {
      return false;
    }
    const size_t at = words_.size();
    words_.resize(at + stride_);
    if (!pack_binary_row(line, words_.data() + at)) {
      words_.resize(at);
      return false;
    }
    ++rows_;
    return true;
  }

  // Ends packing: the first `taken` lines fed (all rows or blank) written back as the text they
  // were, to be collected on.
  void stop_packing(int64_t taken) {
    packing_ = false;
    const algebra::Gf2Matrix rows(rows_, width_, std::move(words_));
    size_t row = 0;
    size_t run = 0;
    for (int64_t number = 1; number <= taken; ++number) {
      if (run < blank_runs_.size() && number >= blank_runs_[run].first) {
        if (number == blank_runs_[run].second) ++run;
      } else {
        append_binary_row(rows, row++, text_);
      }
      text_ += '\n';
    }
    words_ = {};
    blank_runs_ = {};
  }

  void collect(std::string_view line) {
    text_.append(line);
    text_ += '\n';
  }

  const std::map<std::string, std::string> params_;
  bool packing_ = false;
  int64_t lines_ = 0;  // lines fed
  // Packing: the rows so far and the blank lines between them (runs of body line numbers).
  size_t width_ = 0;
  size_t stride_ = 0;
  size_t rows_ = 0;
  std::vector<uint64_t> words_;
  std::vector<std::pair<int64_t, int64_t>> blank_runs_;
  // Collecting: the body as from_text would be given it.
  std::string text_;
};

}  // namespace

std::unique_ptr<TextBodyParser> make_text_body_parser(
    const std::map<std::string, std::string>& params) {
  return std::make_unique<LightsOutBodyParser>(params);
}

}  // namespace gridlogic::lightsout
