// The API's calls that read the kinds' generate parameters (ParamSpec): generate, and the list
// of types a page builds its forms from. Both need no puzzle in the body.
#pragma once

#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "api/commands.hpp"

namespace gridlogic::api {

/// POST /api/generate: the parameters from the query and from a JSON object body (a name in
/// both is refused), checked against the type's ParamSpecs narrowed to the limits, then one
/// generated puzzle as `generate` prints it, or {"status": "timeout"} past the time limit.
/// Throws ApiError.
Reply generate_reply(const Query& query, std::string_view body, const ApiLimits& limits);

/// The parameters generate takes: type, seed, with_solution and every kind's own.
std::vector<std::string> generate_param_names();

/// Every command with the query parameters it takes (commands.cpp).
std::vector<std::pair<std::string_view, std::vector<std::string>>> command_params();

}  // namespace gridlogic::api
