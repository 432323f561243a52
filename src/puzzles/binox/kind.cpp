// Placeholder until the binox folder is filled in.
#include "puzzles/binox/kind.hpp"

namespace gridlogic::binox {
namespace {
class Kind final : public PuzzleKind {
 public:
  std::string_view name() const override { return "binox"; }
  std::unique_ptr<Puzzle> from_json(const Json&) const override {
    throw NotAvailable("binox is not available yet");
  }
  std::unique_ptr<Puzzle> from_text(std::string_view,
                                    const std::map<std::string, std::string>&) const override {
    throw NotAvailable("binox is not available yet");
  }
};
}  // namespace

const PuzzleKind& kind() {
  static const Kind instance;
  return instance;
}

}  // namespace gridlogic::binox
