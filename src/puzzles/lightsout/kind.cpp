// Placeholder until the lightsout folder is filled in.
#include "puzzles/lightsout/kind.hpp"

namespace gridlogic::lightsout {
namespace {
class Kind final : public PuzzleKind {
 public:
  std::string_view name() const override { return "lightsout"; }
  std::string_view solution_field() const override { return "presses"; }
  std::unique_ptr<Puzzle> from_json(const Json&) const override {
    throw NotAvailable("lightsout is not available yet");
  }
  std::unique_ptr<Puzzle> from_text(std::string_view,
                                    const std::map<std::string, std::string>&) const override {
    throw NotAvailable("lightsout is not available yet");
  }
};
}  // namespace

const PuzzleKind& kind() {
  static const Kind instance;
  return instance;
}

}  // namespace gridlogic::lightsout
