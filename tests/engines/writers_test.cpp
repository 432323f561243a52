// LP and MPS writers: exact text for a small model, and round trips through `cbc` and `glpsol`
// (skipped with a message when those programs are not installed).
#include <gtest/gtest.h>

#include <cmath>
#include <random>

#include "engines/milp/cbc_solver.hpp"
#include "engines/milp/model.hpp"
#include "engines/test_util.hpp"

namespace gridlogic::milp {
namespace {

Model small_model() {
  Model m("small");
  const int a = m.add_binary("a");
  const int b = m.add_integer("b", -3, 4);
  const int c = m.add_continuous("c", -kInf, kInf);
  m.add_continuous("unused", 1, 2);
  m.add_constraint("r1", LinExpr().add(a, 3).add(b, -1).add(c, 0.5), Sense::kLe, 6);
  m.add_constraint("r2", LinExpr().add(b).add(c), Sense::kGe, -2.25);
  m.add_constraint("r3", LinExpr().add(c).add(a, -1), Sense::kEq, 1);
  m.set_objective(ObjSense::kMaximize, LinExpr().add(a, 5).add(b, 1).add(c, -1));
  return m;
}

TEST(MilpWriters, LpText) {
  EXPECT_EQ(write_lp(small_model()),
            "\\ Problem: small\n"
            "\\ 4 variables, 3 constraints, written by gridlogic\n"
            "Maximize\n"
            " obj: 5 a + 1 b - 1 c + 0 unused\n"
            "Subject To\n"
            " r1: 3 a - b + 0.5 c <= 6\n"
            " r2: b + c >= -2.25\n"
            " r3: - a + c = 1\n"
            "Bounds\n"
            " -3 <= b <= 4\n"
            " c free\n"
            " 1 <= unused <= 2\n"
            "Generals\n"
            " b\n"
            "Binaries\n"
            " a\n"
            "End\n");
}

TEST(MilpWriters, MpsText) {
  EXPECT_EQ(write_mps(small_model()),
            "* Problem: small\n"
            "* 4 variables, 3 constraints, written by gridlogic\n"
            "* The model maximises; this file minimises the negated objective, so solvers\n"
            "* report minus the maximum.\n"
            "NAME small FREE\n"
            "ROWS\n"
            " N obj\n"
            " L r1\n"
            " G r2\n"
            " E r3\n"
            "COLUMNS\n"
            " MARKER0 'MARKER' 'INTORG'\n"
            " a obj -5\n"
            " a r1 3\n"
            " a r3 -1\n"
            " b obj -1\n"
            " b r1 -1\n"
            " b r2 1\n"
            " MARKER1 'MARKER' 'INTEND'\n"
            " c obj 1\n"
            " c r1 0.5\n"
            " c r2 1\n"
            " c r3 1\n"
            " unused obj 0\n"
            "RHS\n"
            " RHS r1 6\n"
            " RHS r2 -2.25\n"
            " RHS r3 1\n"
            "BOUNDS\n"
            " LO BND a 0\n"
            " UP BND a 1\n"
            " LO BND b -3\n"
            " UP BND b 4\n"
            " FR BND c\n"
            " LO BND unused 1\n"
            " UP BND unused 2\n"
            "ENDATA\n");
}

TEST(MilpWriters, LongRowsAreWrapped) {
  Model m("long");
  LinExpr e;
  for (int j = 0; j < 300; ++j)
    e.add(m.add_binary("a_rather_long_variable_name_" + std::to_string(j)), j + 1);
  m.add_constraint("big", e, Sense::kLe, 1000);
  m.set_objective(ObjSense::kMaximize, e);
  const std::string lp = write_lp(m);
  size_t start = 0;
  while (start < lp.size()) {
    const size_t end = lp.find('\n', start);
    EXPECT_LT(end - start, 400u);
    start = end + 1;
  }
}

// A family of models covering every bound and row kind, with a known in-process answer.
std::vector<Model> round_trip_models() {
  std::vector<Model> models;
  models.push_back(small_model());
  std::mt19937_64 rng(3);
  for (int round = 0; round < 3; ++round) {
    Model m("knap_" + std::to_string(round));
    LinExpr w;
    LinExpr v;
    for (int j = 0; j < 10; ++j) {
      const int x = m.add_binary("x_" + std::to_string(j));
      w.add(x, std::uniform_int_distribution<int>(1, 20)(rng));
      v.add(x, std::uniform_int_distribution<int>(1, 30)(rng));
    }
    m.add_constraint("cap", w, Sense::kLe, 50);
    m.set_objective(round == 1 ? ObjSense::kMinimize : ObjSense::kMaximize, v);
    if (round == 1) m.add_constraint("enough", w, Sense::kGe, 40);
    if (round == 2) m.set_bounds(3, 1, 1);  // a fixed binary
    models.push_back(m);
  }
  Model inf("infeasible");
  const int z = inf.add_integer("z", 0, 10);
  inf.add_constraint("odd", LinExpr().add(z, 2), Sense::kEq, 7);
  models.push_back(inf);
  return models;
}

void check_round_trip(bool use_cbc) {
  const std::string program = use_cbc ? "cbc" : "glpsol";
  if (!test::have_program(program)) {
    if (test::kToolsRequired) FAIL() << test::missing_program(program);
    GTEST_SKIP() << test::missing_program(program);
  }
  test::TempDir dir;
  for (const Model& m : round_trip_models()) {
    const Solution own = solve(m, Context::with_time_limit(30));
    for (bool mps : {false, true}) {
      const std::string path = dir.file(m.name() + (mps ? ".mps" : ".lp"));
      test::write_file(path, mps ? write_mps(m) : write_lp(m));
      const test::ExternalResult r =
          use_cbc ? test::run_cbc(dir, path) : test::run_glpsol(dir, path, mps);
      SCOPED_TRACE(program + " on " + path + ":\n" + test::read_file(path));
      if (own.status == SolveStatus::kInfeasible) {
        EXPECT_EQ(r.status, "infeasible");
        continue;
      }
      ASSERT_EQ(own.status, SolveStatus::kOptimal);
      ASSERT_EQ(r.status, "optimal");
      const double expected =
          mps && m.objective_sense() == ObjSense::kMaximize ? -own.objective : own.objective;
      EXPECT_NEAR(r.objective, expected, 1e-6);
      if (use_cbc) {
        // cbc's point satisfies every row of our model.
        std::vector<double> x(static_cast<size_t>(m.num_vars()), 0.0);
        for (int v = 0; v < m.num_vars(); ++v) {
          auto it = r.values.find(m.var(v).name);
          if (it != r.values.end()) x[static_cast<size_t>(v)] = it->second;
        }
        for (const Constraint& row : m.constraints()) {
          double lhs = 0;
          for (const Term& t : row.terms) lhs += t.coef * x[static_cast<size_t>(t.var)];
          if (row.sense != Sense::kGe) {
            EXPECT_LE(lhs, row.rhs + 1e-6) << row.name;
          }
          if (row.sense != Sense::kLe) {
            EXPECT_GE(lhs, row.rhs - 1e-6) << row.name;
          }
        }
      }
    }
  }
}

TEST(MilpWriters, RoundTripThroughCbc) {
  check_round_trip(true);
}
TEST(MilpWriters, RoundTripThroughGlpsol) {
  check_round_trip(false);
}

}  // namespace
}  // namespace gridlogic::milp
