// The HTTP status of the API's answer about one puzzle, from how it ended (status.hpp): the one
// place the server turns a Status into a code.
#pragma once

#include "gridlogic/status.hpp"

namespace gridlogic::api {

/// 200 for every status a result object reports (solved, unsolvable, timeout, valid, wrong,
/// hint, mistake, complete: the answer is the result), 400 for kInvalid (input that cannot be
/// read) and 422 for kTooLarge (well formed but past a limit), which are refused with an error
/// object (docs/server.md "Refusals"). A command's own result whose status is invalid (an
/// engine's refusal inside a solve) is a result like the others: 200.
[[nodiscard]] int http_status_for(Status status);

}  // namespace gridlogic::api
