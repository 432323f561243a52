// The JSON API of `gridlogic serve` (docs/server.md): one call a command, mirroring the command
// line over the Puzzle interface. A request's body is a puzzle in any spelling the CLI reads (a
// JSON object, a text puzzle with or without its header, a one-line sudoku) or, for generate,
// its parameters; its options are query parameters; the answer is the result object that
// `--json` prints, or an image for render. Nothing here knows a puzzle type by name, and nothing
// reads a file: every fact about a type comes from the registry.
//
// Worked example (what POST /api/count?limit=2 with a sudoku line as its body answers):
//
//   gridlogic::api::ApiLimits limits;  // 10 s a request
//   Reply reply = run_command("count", {{"limit", "2"}}, "..3.2.6..9..3.5..1..18...", limits);
//   // reply.status 200, reply.body
//   {"id":"1","type":"sudoku","status":"solved","num_solutions":1,...}
#pragma once

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace gridlogic::api {

/// Query parameters, names and values percent-decoded.
using Query = std::vector<std::pair<std::string, std::string>>;

/// An answer: HTTP status, content type and body.
struct Reply {
  int status = 200;
  std::string content_type = "application/json";
  std::string body;
};

/// What a request may cost.
struct ApiLimits {
  double timeout = 10;                   ///< seconds a command may run (0: none); then "timeout"
  size_t max_body = size_t{1} << 20;     ///< bytes of a puzzle's text
  int64_t max_generate_value = 200;      ///< every integer generate parameter at most this
  int64_t max_generate_product = 40000;  ///< the product of the integer parameters given
  int max_image_side = 4000;             ///< render's max_px at most this
  /// Bytes of an answer: export refuses a model past it before the model is built whole (422,
  /// rule "too large"), the server any other answer past it.
  size_t max_answer = size_t{32} << 20;
  /// Raised when the server stops: running commands end as by their time limit.
  const std::atomic<bool>* cancel = nullptr;
};

/// The commands POST /api/<command> offers, in the CLI's order.
const std::vector<std::string_view>& api_commands();

/// The answer to POST /api/<command>: 200 with the result object (or render's image), or an
/// error object {"error", "where", "rule"} with 400 (malformed body, JSON or option, a value of
/// the wrong kind), 404 (no such command) or 422 (well formed but impossible: sizes past the
/// limits, several puzzles, a call the type does not offer). Never throws.
Reply run_command(std::string_view command, const Query& query, std::string_view body,
                  const ApiLimits& limits);

/// The answer to GET /api/types: every type with its names, solution field, generate parameters
/// (ranges narrowed to the limits) and solve switches, and every command with its parameters.
Reply types_reply(const ApiLimits& limits);

/// An error object {"error", "where", "rule"} answered with `status`.
Reply error_reply(int status, std::string_view error, std::string_view where,
                  std::string_view rule);

}  // namespace gridlogic::api
