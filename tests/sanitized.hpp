// Whether the tests run in the sanitizer build (`make test-sanitize` sets GRIDLOGIC_SANITIZED).
// There some tests take smaller inputs, as the sanitizers slow the code ten times or more; the
// Release run covers the full ones.
#pragma once

#include <cstdlib>

namespace gridlogic::test_env {

inline bool sanitized() {
  return std::getenv("GRIDLOGIC_SANITIZED") != nullptr;
}

}  // namespace gridlogic::test_env
