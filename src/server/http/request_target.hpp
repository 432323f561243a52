// The request target (`/api/hint?depth=nudge&progress=...`) as the handler takes it: the path
// and each query parameter percent-decoded.
#pragma once

#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace gridlogic::server {

struct RequestTarget {
  std::string path;
  /// The query's parameters, in name order (a name given twice keeps its order), so that what
  /// reads them in turn does not depend on how the client ordered them.
  std::vector<std::pair<std::string, std::string>> query;
};

/// %XX sequences decoded (a malformed one is kept as it is), and in the query `+` as a space.
RequestTarget parse_target(std::string_view target);

}  // namespace gridlogic::server
