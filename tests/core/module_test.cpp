// Loading the engines' modules (src/platform/module.hpp): found in the build tree, refused with
// the reason when missing or stale.
#include "platform/module.hpp"

#include <gtest/gtest.h>

#include <string>

#include "engines/algebra/m4ri_module.hpp"
#include "engines/milp/backend.hpp"
#include "gridlogic/error.hpp"

namespace gridlogic {
namespace {

// The NotAvailable text of module_entry(file, symbol, "the X engine"), or "" when it loads.
std::string module_error(const std::string& file, const char* symbol) {
  try {
    EXPECT_NE(platform::module_entry(file, symbol, "the X engine"), nullptr);
    return "";
  } catch (const NotAvailable& error) {
    return error.what();
  }
}

TEST(EngineModules, TheBuiltModulesLoad) {
  EXPECT_EQ(module_error(milp::kBackendModule, milp::kBackendSymbol), "");
  EXPECT_EQ(module_error(algebra::kM4riModule, algebra::kM4riSymbol), "");
}

TEST(EngineModules, AMissingModuleIsNotAvailableSayingWhereItWasLookedFor) {
  const std::string error = module_error("gridlogic_no_such_module.so", "entry_v1");
  EXPECT_EQ(
      error.rfind("the X engine is not installed: gridlogic_no_such_module.so is in none of: ", 0),
      0u)
      << error;
}

TEST(EngineModules, AModuleWithoutTheEntryIsRefusedWithTheLoadersReason) {
  const std::string error = module_error(algebra::kM4riModule, "gridlogic_m4ri_echelonize_v0");
  EXPECT_EQ(error.rfind("the X engine is not installed: ", 0), 0u) << error;
  EXPECT_NE(error.find("undefined symbol: gridlogic_m4ri_echelonize_v0"), std::string::npos)
      << error;
}

}  // namespace
}  // namespace gridlogic
