// The seam between the server (routes, limits, the API: server.cpp) and the HTTP transport. The
// transport is Boost.Beast over Asio, header-only, but its templates are some megabytes of code
// that every start-up of the program would map for nothing (the program carries its own
// libstdc++: docs/BENCHMARKS.md, "Start-up"), so it lives in the module gridlogic_http.so
// (src/server/http/), which `serve` loads (src/platform/module.hpp); a process that never serves
// pays nothing (docs/ARCHITECTURE.md, "Modules").
//
// Only these calls and plain data cross the seam, and no exception: the handler catches its own.
// One I/O thread reads every connection; a request is handed to one of `workers` threads only
// once it has arrived whole (headers and at most HttpOptions::max_body bytes of body, within
// request_seconds), so a slow client holds a connection and never a worker. The handler is
// called from the worker threads, so it must be thread-safe. One request a connection.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace gridlogic::server {

/// One request, read whole. The views live until the handler returns.
struct HttpRequest {
  std::string_view method;  ///< "GET", "POST", ...
  std::string_view path;    ///< percent-decoded, without the query
  /// The query's parameters by name, names and values percent-decoded (only the query's: a
  /// form-encoded body stays the body).
  const std::vector<std::pair<std::string, std::string>>* query = nullptr;
  std::string_view body;
};

/// What the handler answers.
struct HttpResponse {
  int status = 200;
  std::string content_type = "application/json";
  std::string body;
  std::string allow;  ///< the Allow header of a 405: the methods the path takes
};

/// A request answered, for the log.
struct HttpLogEntry {
  std::string_view method;
  std::string_view path;
  int status = 0;
  size_t bytes = 0;  ///< of the response body
  double ms = 0;     ///< from the request read whole to the answer written
};

/// The server's side of the seam. Every call may come from any worker thread at once and must
/// not throw.
class HttpHandler {
 public:
  /// Answers a request read whole.
  virtual void handle(const HttpRequest& request, HttpResponse& response) = 0;
  /// Fills the body (and content type) of an answer the transport gives itself: 503 (busy: the
  /// wait past the time limit, the queue, the connections or the bodies held full), 413 (a body
  /// past max_body), 414 (a request line past max_header), 431 (headers past max_header), 415 (a
  /// multipart form), 400 (not HTTP), 500 (an exception in the transport).
  virtual void refuse(int status, HttpResponse& response) = 0;
  /// Called once a request has been answered.
  virtual void log(const HttpLogEntry& entry) = 0;

 protected:
  ~HttpHandler() = default;
};

struct HttpOptions {
  std::string_view host = "127.0.0.1";
  int port = 8080;                ///< 0: any free port
  size_t workers = 2;             ///< requests served at once
  size_t queue = 512;             ///< requests waiting for a worker at most; past it, 503
  double max_wait_seconds = 10;   ///< a request expected to wait longer is refused 503 (0: none)
  size_t max_body = 1 << 20;      ///< bytes of a request body; past it, 413
  size_t max_header = 64 << 10;   ///< bytes of the request line and headers; past them, 414/431
  double request_seconds = 10;    ///< a request not arrived whole by then: the connection closed
  double write_seconds = 10;      ///< an answer not taken by the client by then: closed
  size_t max_connections = 1024;  ///< connections open at once; past it, 503
  size_t max_bodies_held = 64 << 20;  ///< bytes of bodies held at once (read, waiting); then 503
};

/// A server made by the module.
class HttpServer {
 public:
  virtual ~HttpServer() = default;
  /// Binds the listening socket: the port bound (the one asked, or a free one for 0), or -1.
  virtual int bind() = 0;
  /// Serves until stop(); false when it could not (not bound).
  virtual bool listen() = 0;
  /// Stops listen() (from any thread): no new connection is taken, those taken are answered.
  virtual void stop() = 0;
};

/// The module's entry: a server calling `handler` (which must outlive it), or nullptr.
using MakeHttpServer = HttpServer*(HttpHandler* handler, const HttpOptions* options);

/// The module's file, and the symbol (with C linkage) under which it exports its MakeHttpServer;
/// the version in the name changes with this interface, so that a stale module is refused.
inline constexpr const char* kHttpModule = "gridlogic_http.so";
inline constexpr const char* kHttpSymbol = "gridlogic_http_server_v2";

}  // namespace gridlogic::server
