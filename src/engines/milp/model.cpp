// The linear model builder: names, bounds, merged rows.
#include "engines/milp/model.hpp"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <stdexcept>

#include "engines/build_budget.hpp"

namespace gridlogic::milp {

bool is_valid_name(std::string_view name) {
  if (name.empty() || name.size() > 255) return false;
  const auto first = static_cast<unsigned char>(name[0]);
  if (!(std::isalpha(first) || first == '_')) return false;
  // "e1", "E5x": LP readers parse these as the exponent of a number.
  if ((first == 'e' || first == 'E') && name.size() > 1 &&
      std::isdigit(static_cast<unsigned char>(name[1]))) {
    return false;
  }
  return std::all_of(name.begin(), name.end(), [](char ch) {
    const auto c = static_cast<unsigned char>(ch);
    return std::isalnum(c) || c == '_' || c == '.';
  });
}

Model::Model(std::string name) : name_(std::move(name)) {
  if (!is_valid_name(name_)) throw std::invalid_argument("milp: bad model name '" + name_ + "'");
}

void Model::claim_name(const std::string& name, std::unordered_map<std::string, int>& names,
                       int index) {
  if (!is_valid_name(name)) throw std::invalid_argument("milp: bad name '" + name + "'");
  if (!names.emplace(name, index).second) {
    throw std::invalid_argument("milp: name '" + name + "' used twice");
  }
}

int Model::add_var(std::string name, VarType type, double lower, double upper) {
  engines::BuildBudget::spend(4);
  if (type == VarType::kBinary) {
    lower = 0;
    upper = 1;
  }
  if (std::isnan(lower) || std::isnan(upper) || lower > upper || lower == kInf || upper == -kInf) {
    throw std::invalid_argument("milp: bad bounds for '" + name + "'");
  }
  const int index = num_vars();
  claim_name(name, var_names_, index);
  vars_.push_back({std::move(name), type, lower, upper});
  return index;
}

void Model::set_bounds(int var, double lower, double upper) {
  if (var < 0 || var >= num_vars()) throw std::invalid_argument("milp: unknown variable");
  if (std::isnan(lower) || std::isnan(upper) || lower > upper || lower == kInf || upper == -kInf) {
    throw std::invalid_argument("milp: bad bounds for '" + vars_[static_cast<size_t>(var)].name +
                                "'");
  }
  vars_[static_cast<size_t>(var)].lower = lower;
  vars_[static_cast<size_t>(var)].upper = upper;
}

std::vector<Term> Model::normalise(const std::vector<Term>& terms) const {
  std::vector<Term> out = terms;
  for (const Term& t : out) {
    if (t.var < 0 || t.var >= num_vars()) throw std::invalid_argument("milp: unknown variable");
    if (!std::isfinite(t.coef)) throw std::invalid_argument("milp: coefficient not finite");
  }
  std::stable_sort(out.begin(), out.end(),
                   [](const Term& a, const Term& b) { return a.var < b.var; });
  std::vector<Term> merged;
  for (const Term& t : out) {
    if (!merged.empty() && merged.back().var == t.var) {
      merged.back().coef += t.coef;
    } else {
      merged.push_back(t);
    }
  }
  std::erase_if(merged, [](const Term& t) { return t.coef == 0; });
  return merged;
}

int Model::add_constraint(std::string name, const LinExpr& expr, Sense sense, double rhs) {
  if (!std::isfinite(rhs) || !std::isfinite(expr.constant)) {
    throw std::invalid_argument("milp: right-hand side not finite in '" + name + "'");
  }
  // A coefficient here takes some four times the memory of a CNF literal (a term, a name).
  engines::BuildBudget::spend(4 * (expr.terms.size() + 1));
  const int index = num_constraints();
  claim_name(name, row_names_, index);
  rows_.push_back({std::move(name), normalise(expr.terms), sense, rhs - expr.constant});
  return index;
}

void Model::set_objective(ObjSense sense, const LinExpr& expr) {
  obj_sense_ = sense;
  objective_ = normalise(expr.terms);
  obj_constant_ = expr.constant;
}

int Model::find_var(std::string_view name) const {
  auto it = var_names_.find(std::string(name));
  return it == var_names_.end() ? -1 : it->second;
}

size_t Model::num_nonzeros() const {
  size_t total = 0;
  for (const Constraint& row : rows_) total += row.terms.size();
  return total;
}

}  // namespace gridlogic::milp
