// The words of a SAT status, the same whether CaDiCaL is built in or not.
#include "engines/sat/solver.hpp"

namespace gridlogic::sat {

const char* to_string(SatStatus status) {
  switch (status) {
    case SatStatus::kSat:
      return "sat";
    case SatStatus::kUnsat:
      return "unsat";
    case SatStatus::kTimeout:
      return "timeout";
  }
  return "timeout";
}

}  // namespace gridlogic::sat
