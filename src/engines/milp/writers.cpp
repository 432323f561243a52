// CPLEX LP and free MPS writers.
//
// Both formats are old and loosely specified; what is written here is the intersection that the
// common readers agree on (CoinLpIO/CoinMpsIO in CBC, GLPK's glpcpx/glpmps, HiGHS, Gurobi, CPLEX):
// short lines, no constants in the objective, explicit bounds on every integer column, and names
// restricted as described in model.hpp.
#include <charconv>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "engines/milp/model.hpp"

namespace gridlogic::milp {

std::string format_number(double value) {
  if (value == 0) return "0";
  if (value == kInf) return "inf";
  if (value == -kInf) return "-inf";
#if defined(__cpp_lib_to_chars)
  char buf[64];
  auto [end, ec] = std::to_chars(buf, buf + sizeof buf, value);
  if (ec != std::errc()) return "0";
  return std::string(buf, end);
#else
  // A C++ library without to_chars for floating point (Emscripten's): what to_chars writes, the
  // shorter of the fewest digits in fixed and in scientific notation that read back as the
  // same double, fixed on a tie.
  // Fixed notation is tried up to 24 decimals; past that scientific is the shorter anyway. A
  // double's fixed form has at most 309 digits before the point.
  char wide[400];
  const auto shortest = [&](const char* format, int most) {
    for (int digits = 0; digits <= most; ++digits) {
      std::snprintf(wide, sizeof wide, format, digits, value);
      if (std::strtod(wide, nullptr) == value) return std::string(wide);
    }
    return std::string();
  };
  const std::string fixed = shortest("%.*f", 24);
  const std::string scientific = shortest("%.*e", 17);
  return !fixed.empty() && fixed.size() <= scientific.size() ? fixed : scientific;
#endif
}

namespace {

// Appends " + 3 x" / " - x" terms, breaking lines so none grows past ~250 characters (CPLEX
// limits a line to 560 characters). A coefficient of 1 is left out unless `every_coefficient`:
// the objective prints every one, since it lists unused variables with coefficient 0.
void append_terms(std::string& out, const std::vector<Term>& terms, const Model& model,
                  size_t line_start, bool every_coefficient = false) {
  bool first = true;
  for (const Term& t : terms) {
    if (out.size() - line_start > 250) {
      out += "\n  ";
      line_start = out.size() - 3;
    }
    double coef = t.coef;
    if (coef < 0) {
      out += " -";
      coef = -coef;
    } else if (!first) {
      out += " +";
    }
    out += ' ';
    if (every_coefficient || coef != 1) {
      out += format_number(coef);
      out += ' ';
    }
    out += model.var(t.var).name;
    first = false;
  }
}

std::vector<bool> used_vars(const Model& model) {
  std::vector<bool> used(static_cast<size_t>(model.num_vars()), false);
  for (const Constraint& row : model.constraints()) {
    for (const Term& t : row.terms) used[static_cast<size_t>(t.var)] = true;
  }
  for (const Term& t : model.objective()) used[static_cast<size_t>(t.var)] = true;
  return used;
}

bool is_plain_binary(const Variable& v) {
  return v.type == VarType::kBinary && v.lower == 0 && v.upper == 1;
}

}  // namespace

std::string write_lp(const Model& model) {
  std::string out;
  out += "\\ Problem: " + model.name() + "\n";
  out += "\\ " + std::to_string(model.num_vars()) + " variables, " +
         std::to_string(model.num_constraints()) + " constraints, written by gridlogic\n";
  if (model.objective_constant() != 0) {
    out += "\\ objective constant " + format_number(model.objective_constant()) +
           " is left out: add it to the reported optimum\n";
  }
  out += model.objective_sense() == ObjSense::kMinimize ? "Minimize\n" : "Maximize\n";

  // Every variable is named in the objective (0 coefficients for the ones the objective lacks but
  // that no row mentions either), so every reader knows it before the Bounds section.
  std::vector<Term> objective = model.objective();
  const std::vector<bool> used = used_vars(model);
  for (int v = 0; v < model.num_vars(); ++v) {
    if (!used[static_cast<size_t>(v)]) objective.push_back({v, 0});
  }
  size_t line_start = out.size();
  out += " obj:";
  if (objective.empty() && model.num_vars() > 0) objective.push_back({0, 0});
  append_terms(out, objective, model, line_start, true);
  out += "\nSubject To\n";
  for (const Constraint& row : model.constraints()) {
    line_start = out.size();
    out += ' ' + row.name + ':';
    if (row.terms.empty()) {
      // A row without variables still has to parse: 0 times some variable.
      out += model.num_vars() > 0 ? " 0 " + model.var(0).name : "";
    } else {
      append_terms(out, row.terms, model, line_start);
    }
    out += row.sense == Sense::kLe ? " <= " : row.sense == Sense::kGe ? " >= " : " = ";
    out += format_number(row.rhs) + '\n';
  }

  std::string bounds;
  std::string generals;
  std::string binaries;
  for (const Variable& v : model.vars()) {
    if (is_plain_binary(v)) {
      binaries += ' ' + v.name + '\n';
      continue;
    }
    if (v.type != VarType::kContinuous) generals += ' ' + v.name + '\n';
    const bool integral = v.type != VarType::kContinuous;
    if (v.lower == v.upper) {
      bounds += ' ' + v.name + " = " + format_number(v.lower) + '\n';
    } else if (v.lower == -kInf && v.upper == kInf) {
      bounds += ' ' + v.name + " free\n";
    } else if (v.upper == kInf) {
      if (v.lower != 0 || integral) bounds += ' ' + v.name + " >= " + format_number(v.lower) + '\n';
    } else {
      bounds +=
          ' ' + format_number(v.lower) + " <= " + v.name + " <= " + format_number(v.upper) + '\n';
    }
  }
  if (!bounds.empty()) out += "Bounds\n" + bounds;
  if (!generals.empty()) out += "Generals\n" + generals;
  if (!binaries.empty()) out += "Binaries\n" + binaries;
  out += "End\n";
  return out;
}

std::string write_mps(const Model& model) {
  const bool negate = model.objective_sense() == ObjSense::kMaximize;
  std::string out;
  out += "* Problem: " + model.name() + "\n";
  out += "* " + std::to_string(model.num_vars()) + " variables, " +
         std::to_string(model.num_constraints()) + " constraints, written by gridlogic\n";
  if (negate) {
    out +=
        "* The model maximises; this file minimises the negated objective, so solvers\n"
        "* report minus the maximum.\n";
  }
  if (model.objective_constant() != 0) {
    out += "* objective constant " + format_number(model.objective_constant()) +
           " is left out: add it to the reported optimum\n";
  }
  // "FREE" after the name switches CBC's reader (CoinMpsIO) to free format; others ignore it.
  out += "NAME " + model.name() + " FREE\nROWS\n N obj\n";
  for (const Constraint& row : model.constraints()) {
    out += row.sense == Sense::kLe ? " L " : row.sense == Sense::kGe ? " G " : " E ";
    out += row.name + '\n';
  }

  // Column-wise entries: per variable, (row index or -1 for the objective, coefficient).
  std::vector<std::vector<std::pair<int, double>>> columns(static_cast<size_t>(model.num_vars()));
  for (const Term& t : model.objective()) {
    columns[static_cast<size_t>(t.var)].push_back({-1, negate ? -t.coef : t.coef});
  }
  for (int r = 0; r < model.num_constraints(); ++r) {
    for (const Term& t : model.constraints()[static_cast<size_t>(r)].terms) {
      columns[static_cast<size_t>(t.var)].push_back({r, t.coef});
    }
  }
  out += "COLUMNS\n";
  bool in_integer_block = false;
  int marker = 0;
  for (int v = 0; v < model.num_vars(); ++v) {
    const Variable& var = model.var(v);
    const bool integral = var.type != VarType::kContinuous;
    if (integral != in_integer_block) {
      out += " MARKER" + std::to_string(marker++) + " 'MARKER' " +
             (integral ? "'INTORG'\n" : "'INTEND'\n");
      in_integer_block = integral;
    }
    const auto& column = columns[static_cast<size_t>(v)];
    if (column.empty()) out += ' ' + var.name + " obj 0\n";
    for (const auto& [row, coef] : column) {
      out += ' ' + var.name + ' ' +
             (row < 0 ? std::string("obj") : model.constraints()[static_cast<size_t>(row)].name) +
             ' ' + format_number(coef) + '\n';
    }
  }
  if (in_integer_block) out += " MARKER" + std::to_string(marker) + " 'MARKER' 'INTEND'\n";

  out += "RHS\n";
  for (const Constraint& row : model.constraints()) {
    if (row.rhs != 0) out += " RHS " + row.name + ' ' + format_number(row.rhs) + '\n';
  }

  out += "BOUNDS\n";
  for (const Variable& v : model.vars()) {
    const bool integral = v.type != VarType::kContinuous;
    if (v.lower == v.upper) {
      out += " FX BND " + v.name + ' ' + format_number(v.lower) + '\n';
      continue;
    }
    if (v.lower == -kInf && v.upper == kInf) {
      out += " FR BND " + v.name + '\n';
      continue;
    }
    if (v.lower == -kInf) {
      out += " MI BND " + v.name + '\n';
    } else if (v.lower != 0 || integral) {
      out += " LO BND " + v.name + ' ' + format_number(v.lower) + '\n';
    }
    if (v.upper != kInf) {
      out += " UP BND " + v.name + ' ' + format_number(v.upper) + '\n';
    } else if (integral) {
      out += " PL BND " + v.name + '\n';
    }
  }
  out += "ENDATA\n";
  return out;
}

}  // namespace gridlogic::milp
