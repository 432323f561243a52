// A small linear model builder and its CPLEX LP / free MPS writers.
//
// The model is plain data: named variables (binary, integer, continuous, with bounds), named
// linear constraints (<=, >=, =) and one linear objective (minimise or maximise). It knows no
// puzzle and no solver; cbc_solver.hpp solves it in process, write_lp()/write_mps() turn it into
// files that CBC, GLPK, HiGHS, Gurobi and CPLEX read.
//
// Worked example (a 0/1 knapsack):
//
//   milp::Model m("knapsack");
//   int a = m.add_binary("take_a"), b = m.add_binary("take_b"), c = m.add_binary("take_c");
//   m.add_constraint("weight", milp::LinExpr().add(a, 3).add(b, 4).add(c, 2), milp::Sense::kLe, 6);
//   m.set_objective(milp::ObjSense::kMaximize, milp::LinExpr().add(a, 5).add(b, 6).add(c, 3));
//   std::string lp = milp::write_lp(m);   // "Maximize\n obj: 5 take_a + 6 take_b + 3 take_c ..."
//
// Names. Every variable and constraint has a unique name made of letters, digits and '_' (and
// '.' after the first character), at most 255 characters, not starting with a digit, and not
// starting with 'e'/'E' followed by a digit (LP readers would take it for an exponent). The
// documents' x[i][j][k] is spelled x_i_j_k. Misuse of the builder (a bad or repeated name, an
// unknown variable index, lower > upper) throws std::invalid_argument: it is a programming error,
// never a consequence of user input.
#pragma once

#include <cstddef>
#include <limits>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace gridlogic::milp {

/// +infinity, for unbounded variable bounds.
inline constexpr double kInf = std::numeric_limits<double>::infinity();

enum class VarType { kContinuous, kInteger, kBinary };
/// Constraint sense: expression <= rhs, >= rhs, = rhs.
enum class Sense { kLe, kGe, kEq };
enum class ObjSense { kMinimize, kMaximize };

/// One coefficient of a linear expression: coef * variable `var`.
struct Term {
  int var = 0;
  double coef = 0;
};

/// A linear expression Σ coef·x + constant. Repeated variables are allowed; the model merges them.
class LinExpr {
 public:
  LinExpr() = default;
  /// Adds coef·x_var; returns *this so calls chain.
  LinExpr& add(int var, double coef = 1.0) {
    terms.push_back({var, coef});
    return *this;
  }
  /// Adds a constant (moved to the right-hand side in constraints).
  LinExpr& add_constant(double value) {
    constant += value;
    return *this;
  }

  std::vector<Term> terms;
  double constant = 0;
};

struct Variable {
  std::string name;
  VarType type = VarType::kContinuous;
  double lower = 0;
  double upper = kInf;
};

/// Σ terms (sense) rhs, with terms merged per variable, zeros dropped, sorted by variable.
struct Constraint {
  std::string name;
  std::vector<Term> terms;
  Sense sense = Sense::kLe;
  double rhs = 0;
};

/// True when `name` is acceptable as a variable or constraint name (see the file comment).
[[nodiscard]] bool is_valid_name(std::string_view name);

class Model {
 public:
  explicit Model(std::string name = "model");

  /// Adds a variable and returns its index (0, 1, 2, ... in order of creation).
  /// Binary variables get bounds [0, 1] whatever is passed; lower may be -kInf, upper kInf.
  int add_var(std::string name, VarType type, double lower, double upper);
  int add_binary(std::string name) { return add_var(std::move(name), VarType::kBinary, 0, 1); }
  int add_integer(std::string name, double lower, double upper) {
    return add_var(std::move(name), VarType::kInteger, lower, upper);
  }
  int add_continuous(std::string name, double lower, double upper) {
    return add_var(std::move(name), VarType::kContinuous, lower, upper);
  }
  /// Tightens or sets the bounds of a variable (e.g. fixes a given: set_bounds(x, 1, 1)).
  void set_bounds(int var, double lower, double upper);

  /// Adds the constraint `expr sense rhs` (expr's constant moves to the right) and returns its
  /// index. Terms on the same variable are summed; zero coefficients are dropped.
  int add_constraint(std::string name, const LinExpr& expr, Sense sense, double rhs);

  /// Sets the objective (its constant is kept and added to reported objective values; the file
  /// writers mention it in a comment only, since LP/MPS readers disagree on constants).
  void set_objective(ObjSense sense, const LinExpr& expr);

  [[nodiscard]] const std::string& name() const { return name_; }
  [[nodiscard]] int num_vars() const { return static_cast<int>(vars_.size()); }
  [[nodiscard]] int num_constraints() const { return static_cast<int>(rows_.size()); }
  [[nodiscard]] const Variable& var(int index) const {
    return vars_.at(static_cast<size_t>(index));
  }
  [[nodiscard]] const std::vector<Variable>& vars() const { return vars_; }
  [[nodiscard]] const std::vector<Constraint>& constraints() const { return rows_; }
  [[nodiscard]] ObjSense objective_sense() const { return obj_sense_; }
  /// The objective coefficients, merged and sorted by variable.
  [[nodiscard]] const std::vector<Term>& objective() const { return objective_; }
  [[nodiscard]] double objective_constant() const { return obj_constant_; }
  /// The index of the variable called `name`, or -1.
  [[nodiscard]] int find_var(std::string_view name) const;
  /// Number of non-zero constraint coefficients.
  [[nodiscard]] size_t num_nonzeros() const;
  /// True when a variable is integer or binary.
  [[nodiscard]] bool is_integral(int var) const {
    return vars_.at(static_cast<size_t>(var)).type != VarType::kContinuous;
  }

 private:
  std::vector<Term> normalise(const std::vector<Term>& terms) const;
  void claim_name(const std::string& name, std::unordered_map<std::string, int>& names, int index);

  std::string name_;
  std::vector<Variable> vars_;
  std::vector<Constraint> rows_;
  std::vector<Term> objective_;
  double obj_constant_ = 0;
  ObjSense obj_sense_ = ObjSense::kMinimize;
  std::unordered_map<std::string, int> var_names_;
  std::unordered_map<std::string, int> row_names_;
};

/// The model in CPLEX LP format (read by cbc, glpsol --lp, HiGHS, Gurobi, CPLEX). Binary
/// variables with bounds [0,1] go to "Binaries", other integer ones to "Generals" with explicit
/// bounds. Every variable appears in the objective (with coefficient 0 if need be) so that readers
/// that learn variables from the rows and objective know all of them.
[[nodiscard]] std::string write_lp(const Model& model);

/// The model in free MPS format (cbc, glpsol --freemps, HiGHS, Gurobi, CPLEX). Integer columns
/// sit between MARKER INTORG/INTEND lines and always carry explicit bounds (some readers give
/// unbounded integer columns an upper bound of 1). A maximisation is written as the minimisation
/// of the negated objective, with a comment saying so, because the OBJSENSE section is not read
/// by every program; solvers then report the negated optimum.
[[nodiscard]] std::string write_mps(const Model& model);

/// A number as LP/MPS text: shortest form that reads back to the same double ("3", "0.5").
[[nodiscard]] std::string format_number(double value);

}  // namespace gridlogic::milp
