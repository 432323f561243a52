#include "server/server.hpp"

#include <algorithm>
#include <cstdio>
#include <stdexcept>

#include "api/params.hpp"
#include "gridlogic/error.hpp"
#include "platform/module.hpp"
#include "server/static_files.hpp"

namespace gridlogic::server {

namespace {

constexpr std::string_view kApiPrefix = "/api/";

// A path from the request as the log may show it: control characters (a terminal's escape
// sequences among them) as \xNN.
std::string printable(std::string_view text) {
  std::string out;
  for (char c : text) {
    const auto byte = static_cast<unsigned char>(c);
    if (byte < 0x20 || byte == 0x7f) {
      char escaped[8];
      std::snprintf(escaped, sizeof escaped, "\\x%02x", byte);
      out += escaped;
    } else {
      out += c;
    }
  }
  return out;
}

// The sentence of a refusal the transport makes itself.
api::Reply transport_refusal(int status, const ServerOptions& options) {
  switch (status) {
    case 503:
      return api::error_reply(503,
                              "the server holds all the work it takes (requests waiting, "
                              "connections or bodies); try again after the seconds that "
                              "Retry-After says",
                              "server", "busy");
    case 413:
      return api::error_reply(
          413, "the body is larger than " + std::to_string(options.max_body) + " bytes", "body",
          TooLarge::kRule);
    case 414:
      return api::error_reply(414,
                              "the request line (path and query) is longer than " +
                                  std::to_string(options.max_header) + " bytes",
                              "request", "URI too long");
    case 431:
      return api::error_reply(
          431, "the headers are longer than " + std::to_string(options.max_header) + " bytes",
          "header", "headers too large");
    case 415:
      return api::error_reply(415, "send the puzzle as the body itself, not as a multipart form",
                              "body", "unsupported media type");
    case 404:
      return api::error_reply(404, "nothing is served here", "path", "not found");
    case 400:
      return api::error_reply(400, "not an HTTP request this server reads", "request",
                              "bad request");
    default:
      return api::error_reply(status, "the server could not answer", "server", "internal");
  }
}

// The methods a path takes, for the Allow header of its 405.
std::string allowed_methods(std::string_view path) {
  return path == "/api/types" ? "GET, HEAD" : "POST";
}

}  // namespace

Server::Server(ServerOptions options, RequestLog log)
    : options_(std::move(options)), log_(std::move(log)) {
  options_.limits.max_body = options_.max_body;
  options_.limits.cancel = &stopping_;
}

Server::~Server() = default;

int Server::bind() {
  auto* make = platform::module_function<MakeHttpServer>(kHttpModule, kHttpSymbol,
                                                         "the web server (Boost.Beast)");
  HttpOptions http;
  http.host = options_.host;
  http.port = options_.port;
  http.workers = options_.threads;
  http.queue = options_.queue;
  http.max_wait_seconds = options_.limits.timeout;
  http.max_body = options_.max_body;
  http.max_header = options_.max_header;
  http.request_seconds = options_.request_seconds;
  http.write_seconds = options_.request_seconds;
  http.max_connections = options_.max_connections;
  http.max_bodies_held = options_.max_bodies_held;
  http_.reset(make(this, &http));
  if (http_ == nullptr) throw std::runtime_error("the web server could not be made");
  const int port = http_->bind();
  if (port < 0) {
    throw std::runtime_error("cannot listen on " + options_.host + ":" +
                             std::to_string(options_.port) + " (in use, or not this machine's)");
  }
  return port;
}

void Server::run() {
  if (http_ == nullptr) throw std::logic_error("Server::run before bind");
  http_->listen();
}

void Server::stop() {
  stopping_ = true;
  if (http_ != nullptr) http_->stop();
}

api::Reply Server::route(const HttpRequest& request) const {
  const std::string_view path = request.path;
  const bool get = request.method == "GET" || request.method == "HEAD";
  if (path.substr(0, kApiPrefix.size()) != kApiPrefix) {
    if (get) {
      if (const std::optional<StaticReply> file = find_static(path)) {
        return {200, std::string(file->content_type),
                std::string(reinterpret_cast<const char*>(file->file->data), file->file->size)};
      }
    }
    return transport_refusal(404, options_);
  }
  const std::string_view name = path.substr(kApiPrefix.size());
  if (name == "types") {
    if (get) return api::types_reply(options_.limits);
    return api::error_reply(405, "GET /api/types (or HEAD)", "method", "method not allowed");
  }
  const auto& commands = api::api_commands();
  if (std::find(commands.begin(), commands.end(), name) == commands.end()) {
    return api::error_reply(404, "no command '" + printable(name) + "'", "path", "unknown command");
  }
  if (request.method != "POST") {
    return api::error_reply(405, "POST /api/" + std::string(name) + " with the puzzle as the body",
                            "method", "method not allowed");
  }
  static const api::Query kNoQuery;
  return api::run_command(name, request.query != nullptr ? *request.query : kNoQuery, request.body,
                          options_.limits);
}

// Every command's answer is bounded before it is built, export's by its own model budget
// (api/commands.cpp) and the others' by the body and the types' size limits; this is the last
// guard, should one of those bounds be wrong, so that no client is sent more than it was told.
api::Reply Server::bounded(api::Reply reply) const {
  if (reply.body.size() <= options_.limits.max_answer) return reply;
  const api::ApiError refused = api::past_limit(
      "the answer would be larger than " + std::to_string(options_.limits.max_answer) + " bytes",
      "answer");
  return api::error_reply(refused.status, refused.error, refused.where, refused.rule);
}

void Server::handle(const HttpRequest& request, HttpResponse& response) {
  api::Reply reply;
  try {
    reply = bounded(route(request));
    if (reply.status == 405) response.allow = allowed_methods(request.path);
  } catch (const std::exception& error) {  // out of memory: nothing may cross the seam
    reply = api::error_reply(500, error.what(), "server", "internal");
  }
  response.status = reply.status;
  response.content_type = std::move(reply.content_type);
  response.body = std::move(reply.body);
}

void Server::refuse(int status, HttpResponse& response) {
  try {
    api::Reply reply = transport_refusal(status, options_);
    response.content_type = std::move(reply.content_type);
    response.body = std::move(reply.body);
  } catch (const std::exception&) {  // out of memory: an empty body
  }
}

void Server::log(const HttpLogEntry& entry) {
  if (!log_) return;
  try {
    char ms[32];
    std::snprintf(ms, sizeof ms, "%.1f", entry.ms);
    const std::string line = std::string(entry.method) + " " + printable(entry.path) + " " +
                             std::to_string(entry.status) + " " + std::to_string(entry.bytes) +
                             " " + ms + "ms";
    std::lock_guard<std::mutex> lock(log_mutex_);
    log_(line);
  } catch (const std::exception&) {  // a log line lost is no reason to fail the request
  }
}

}  // namespace gridlogic::server
