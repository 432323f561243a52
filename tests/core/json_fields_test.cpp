// Typed reads of puzzle JSON: every bad value is an InputError naming the place, never UB.
#include "base/json_fields.hpp"

#include <gtest/gtest.h>

#include <cmath>

namespace gridlogic {
namespace {

TEST(JsonFields, IntegersInRangeAreRead) {
  EXPECT_EQ(json_fields::to_int(Json(7), "x", 0, 9), 7);
  EXPECT_EQ(json_fields::to_int(Json(7.0), "x", 0, 9), 7);
}

TEST(JsonFields, HugeNaNAndFractionalNumbersAreRejected) {
  for (const char* text : {"1e300", "-1e300", "1.5", "19999999999999999999", "\"7\"", "null"}) {
    Json value = Json::parse(text);
    try {
      (void)json_fields::to_int(value, "row 1, col 2", 0, 9);
      ADD_FAILURE() << text << " was accepted";
    } catch (const InputError& error) {
      EXPECT_EQ(error.where(), "row 1, col 2") << text;
    }
  }
  EXPECT_THROW((void)json_fields::to_int(Json(std::nan("")), "x", 0, 9), InputError);
}

TEST(JsonFields, OutOfRangeNamesTheRule) {
  try {
    (void)json_fields::to_int(Json(12), "field max", 0, 9);
    ADD_FAILURE();
  } catch (const InputError& error) {
    EXPECT_EQ(error.rule(), "value out of range");
    EXPECT_NE(std::string(error.what()).find("field max"), std::string::npos);
  }
}

}  // namespace
}  // namespace gridlogic
