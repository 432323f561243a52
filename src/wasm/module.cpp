// The native half of the WebAssembly module (web/js/engine.js is the other): the JSON API of
// src/api/ as a few C functions, so that the page's Web Worker and the npm package, like the web
// server and the Python module, name no puzzle type and read the result objects `--json` prints.
// Strings cross as UTF-8 in the module's memory; an answer stays in `last_reply` until the next
// call, where the JavaScript side copies it out.
#include <emscripten/emscripten.h>

#include <cstdint>
#include <nlohmann/json.hpp>
#include <optional>
#include <sstream>
#include <string>
#include <string_view>
#include <utility>

#include "api/commands.hpp"
#include "gridlogic/io.hpp"
#include "gridlogic/results.hpp"
#include "gridlogic/version.hpp"

namespace gridlogic::wasm {

namespace {

api::Reply last_reply;

// The page keeps the server's limits, so that it offers what `gridlogic serve` offers; a program
// using the npm package is trusted with any size the types accept, as a Python caller is.
api::ApiLimits limits_for(double timeout, bool trusted) {
  api::ApiLimits limits;
  limits.timeout = timeout;
  if (trusted) {
    limits.max_body = kDefaultMaxPuzzleBytes;
    limits.max_generate_value = INT64_MAX;
    limits.max_generate_product = INT64_MAX;
    limits.max_image_side = 20000;
    limits.max_answer = SIZE_MAX;
  }
  return limits;
}

// The query arrives as a JSON object of names to texts (the order of its members kept).
std::optional<api::Query> query_from(const char* text) {
  const nlohmann::json object = nlohmann::json::parse(text, nullptr, false);
  if (!object.is_object()) return std::nullopt;
  api::Query query;
  for (const auto& [name, value] : object.items()) {
    if (!value.is_string()) return std::nullopt;
    query.emplace_back(name, value.get<std::string>());
  }
  return query;
}

const char* keep(api::Reply reply) {
  last_reply = std::move(reply);
  return last_reply.body.c_str();
}

}  // namespace

}  // namespace gridlogic::wasm

using gridlogic::wasm::keep;
using gridlogic::wasm::last_reply;

extern "C" {

/// Runs POST /api/<command>: `query` a JSON object of option names to texts, `body` the puzzle
/// (or generate's parameters) of `body_size` bytes, `timeout` seconds (0: none), `trusted`
/// non-zero for a program's own limits rather than the server's. Returns the answer's body; its
/// status, content type and length are those of the functions below until the next call.
EMSCRIPTEN_KEEPALIVE const char* gridlogic_call(const char* command, const char* query,
                                                const char* body, int body_size, double timeout,
                                                int trusted) {
  const std::optional<gridlogic::api::Query> parsed = gridlogic::wasm::query_from(query);
  if (!parsed) {
    return keep(gridlogic::api::error_reply(400, "the query is not an object of texts", "query",
                                            "invalid input"));
  }
  return keep(gridlogic::api::run_command(command, *parsed,
                                          std::string_view(body, static_cast<size_t>(body_size)),
                                          gridlogic::wasm::limits_for(timeout, trusted != 0)));
}

/// GET /api/types under the server's limits (`trusted` 0) or a program's own.
EMSCRIPTEN_KEEPALIVE const char* gridlogic_types(int trusted) {
  return keep(gridlogic::api::types_reply(gridlogic::wasm::limits_for(0, trusted != 0)));
}

/// Every puzzle of a file's text (`text_size` bytes) in any spelling the command line reads: a JSON
/// array of
/// {"ok": true, "puzzle": {...}} or {"ok": false, "error": "puzzle <id>: ..."}; a text that
/// cannot be read at all answers status 400 with an error object.
EMSCRIPTEN_KEEPALIVE const char* gridlogic_read(const char* text, int text_size, const char* type,
                                                const char* filename) {
  gridlogic::api::Reply reply;
  try {
    std::istringstream in{std::string(text, static_cast<size_t>(text_size))};
    gridlogic::ReadOptions options;
    options.type = type;
    options.filename = filename;
    gridlogic::PuzzleReader reader(in, options);
    nlohmann::json items = nlohmann::json::array();
    while (std::optional<gridlogic::InputItem> item = reader.next()) {
      if (item->puzzle == nullptr) {
        items.push_back({{"ok", false}, {"error", "puzzle " + item->id + ": " + item->error}});
      } else {
        items.push_back({{"ok", true}, {"puzzle", gridlogic::converted_object(*item)}});
      }
    }
    reply.body = items.dump();
  } catch (const std::exception& error) {
    return keep(gridlogic::api::error_reply(400, error.what(), filename, "invalid input"));
  }
  return keep(std::move(reply));
}

/// The last answer's HTTP-like status (200, or 400, 404, 422 with an error object).
EMSCRIPTEN_KEEPALIVE int gridlogic_reply_status() {
  return last_reply.status;
}

/// The last answer's content type.
EMSCRIPTEN_KEEPALIVE const char* gridlogic_reply_type() {
  return last_reply.content_type.c_str();
}

/// The last answer's length in bytes (an image's bytes may hold zeros).
EMSCRIPTEN_KEEPALIVE int gridlogic_reply_size() {
  return static_cast<int>(last_reply.body.size());
}

/// The release, "MAJOR.MINOR.PATCH".
EMSCRIPTEN_KEEPALIVE const char* gridlogic_version() {
  return gridlogic::kVersion;
}

}  // extern "C"
