// Placeholder until the dominosa folder is filled in.
#include "puzzles/dominosa/kind.hpp"

namespace gridlogic::dominosa {
namespace {
class Kind final : public PuzzleKind {
 public:
  std::string_view name() const override { return "dominosa"; }
  std::unique_ptr<Puzzle> from_json(const Json&) const override {
    throw NotAvailable("dominosa is not available yet");
  }
  std::unique_ptr<Puzzle> from_text(std::string_view,
                                    const std::map<std::string, std::string>&) const override {
    throw NotAvailable("dominosa is not available yet");
  }
};
}  // namespace

const PuzzleKind& kind() {
  static const Kind instance;
  return instance;
}

}  // namespace gridlogic::dominosa
