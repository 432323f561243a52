// Placeholder until the killer folder is filled in.
#include "puzzles/killer/kind.hpp"

namespace gridlogic::killer {
namespace {
class Kind final : public PuzzleKind {
 public:
  std::string_view name() const override { return "killer"; }
  std::vector<std::string_view> aliases() const override { return {"sudoku"}; }
  std::unique_ptr<Puzzle> from_json(const Json&) const override {
    throw NotAvailable("killer is not available yet");
  }
  std::unique_ptr<Puzzle> from_text(std::string_view,
                                    const std::map<std::string, std::string>&) const override {
    throw NotAvailable("killer is not available yet");
  }
};
}  // namespace

const PuzzleKind& kind() {
  static const Kind instance;
  return instance;
}

}  // namespace gridlogic::killer
