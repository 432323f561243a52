// Defaults of the puzzle interface: what a type does not offer says so.
#include "gridlogic/puzzle.hpp"

#include <algorithm>
#include <charconv>

namespace gridlogic {

namespace {
[[noreturn]] void not_available(const Puzzle& puzzle, std::string_view what) {
  throw NotAvailable(std::string(what) + " is not available yet for " +
                     std::string(puzzle.kind().name()));
}
}  // namespace

SolveResult Puzzle::solve(const Context& /*ctx*/, const SolveOptions& /*options*/) const {
  not_available(*this, "solve");
}

CountResult Puzzle::count(const Context& /*ctx*/, const SolveOptions& /*options*/,
                          uint64_t /*limit*/) const {
  not_available(*this, "count");
}

Explanation Puzzle::explain(const Context& /*ctx*/) const {
  not_available(*this, "explain");
}

const RuleTable& Puzzle::rules() const {
  return kind().rules();
}

Grade Puzzle::grade(const Context& ctx) const {
  const Explanation explanation = explain(ctx);
  Grade out;
  out.status = explanation.status;
  out.error = explanation.error;
  out.steps = explanation.steps.size();
  const RuleTable& table = rules();
  int hardest = -1;
  for (const Step& step : explanation.steps) {
    if (step.difficulty >= hardest) {
      hardest = step.difficulty;
      out.hardest_rule = step.rule;
    }
  }
  // A type without its own scale: its rule ranks are the scale, its hardest rule the level.
  out.rating = hardest + 1;
  out.score = out.rating;
  out.level = out.hardest_rule;
  out.guessed = !explanation.steps.empty() && table.size() > 0 &&
                table.index_of(out.hardest_rule) + 1 == table.size();
  return out;
}

const std::vector<std::string_view>& hint_depth_words() {
  static const std::vector<std::string_view> words = {"nudge", "rule", "step", "answer"};
  return words;
}

std::optional<HintDepth> hint_depth_of(std::string_view word) {
  const auto& words = hint_depth_words();
  for (size_t i = 0; i < words.size(); ++i) {
    if (words[i] == word) return static_cast<HintDepth>(i);
  }
  return std::nullopt;
}

Hint Puzzle::hint(const Context& /*ctx*/, const Json& /*progress*/, HintDepth /*depth*/) const {
  not_available(*this, "hint");
}

std::string Puzzle::export_model(const Context& /*ctx*/, ExportFormat /*format*/,
                                 ModelVariant /*model*/) const {
  not_available(*this, "export");
}

Figure Puzzle::figure() const {
  not_available(*this, "render");
}

void Puzzle::draw(Canvas& /*canvas*/, const Json* /*solution*/) const {
  not_available(*this, "render");
}

std::string Puzzle::size_label() const {
  Json json = to_json();
  if (auto size = json.find("size"); size != json.end() && size->is_number_integer()) {
    return "N=" + std::to_string(size->get<int64_t>());
  }
  if (auto nodes = json.find("nodes"); nodes != json.end() && nodes->is_number_integer()) {
    return std::to_string(nodes->get<int64_t>()) + " nodes";
  }
  if (auto grid = json.find("grid"); grid != json.end() && grid->is_array() && !grid->empty()) {
    const Json& row = (*grid)[0];
    size_t cols = row.is_string() ? row.get<std::string>().size() : row.size();
    return std::to_string(grid->size()) + "x" + std::to_string(cols);
  }
  return "?";
}

std::string_view Puzzle::type_name() const {
  return kind().name();
}

const std::vector<KindAlias>& PuzzleKind::aliases() const {
  static const std::vector<KindAlias> none;
  return none;
}

const std::vector<ParamSpec>& PuzzleKind::generate_params() const {
  static const std::vector<ParamSpec> none;
  return none;
}

const std::vector<FlagSpec>& PuzzleKind::solve_flags() const {
  static const std::vector<FlagSpec> none;
  return none;
}

std::unique_ptr<TextBodyParser> PuzzleKind::text_body_parser(
    const std::map<std::string, std::string>& /*params*/) const {
  return nullptr;
}

const std::vector<std::string_view>& PuzzleKind::header_keys() const {
  static const std::vector<std::string_view> none;
  return none;
}

PuzzleKind::LineAlone PuzzleKind::read_line_alone(std::string_view /*line*/) const {
  return LineAlone::kPart;
}

std::string_view PuzzleKind::text_word_of_first_line(std::string_view /*line*/) const {
  return {};
}

Generated PuzzleKind::generate(const Context& /*ctx*/, const GenerateParams& /*params*/) const {
  throw NotAvailable("generate is not available yet for " + std::string(name()));
}

int64_t GenerateParams::get_int(const std::string& key, int64_t fallback, int64_t lo,
                                int64_t hi) const {
  auto it = values.find(key);
  if (it == values.end()) return fallback;
  const std::string& text = it->second;
  int64_t value = 0;
  auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (ec != std::errc() || end != text.data() + text.size()) {
    throw InputError("not an integer", "--" + key, "'" + text + "' is not an integer");
  }
  if (value < lo || value > hi) {
    throw InputError(
        "out of range", "--" + key,
        std::to_string(value) + " is outside " + std::to_string(lo) + ".." + std::to_string(hi));
  }
  return value;
}

int64_t GenerateParams::get_int(const ParamSpec& spec, int64_t fallback,
                                std::optional<int64_t> hi) const {
  return get_int(std::string(spec.name), fallback, spec.lo,
                 hi.has_value() ? std::min(*hi, spec.hi) : spec.hi);
}

int64_t GenerateParams::get_int(const ParamSpec& spec) const {
  int64_t fallback = 0;
  const std::string_view text = spec.default_text;
  auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), fallback);
  if (ec != std::errc() || end != text.data() + text.size()) {
    throw std::logic_error("the default of --" + std::string(spec.name) + " is not an integer");
  }
  return get_int(spec, fallback);
}

std::string GenerateParams::get_choice(const ParamSpec& spec) const {
  std::string key(spec.name);
  std::string word = get(key, std::string(spec.default_text));
  for (std::string_view choice : spec.choices) {
    if (choice == word) return word;
  }
  std::string listed;
  for (size_t i = 0; i < spec.choices.size(); ++i) {
    listed += (i == 0 ? "" : i + 1 == spec.choices.size() ? " or " : ", ");
    listed += spec.choices[i];
  }
  throw InputError("bad value", "--" + key, "'" + word + "': use " + listed);
}

std::string GenerateParams::get(const std::string& key, const std::string& fallback) const {
  auto it = values.find(key);
  return it == values.end() ? fallback : it->second;
}

}  // namespace gridlogic
