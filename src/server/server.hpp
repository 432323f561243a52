// The web server of `gridlogic serve`: the routes, the limits and the log, over the HTTP
// transport of the gridlogic_http module (http_module.hpp) and the API (src/api/commands.hpp).
//
// Routes: GET / and the other files of web/ (static_files.hpp), GET /api/types, POST
// /api/<command>; anything else is 404 (a command asked with another method is 405, with the
// Allow header). Every answer that is not a file or an image is JSON; every refusal is
// {"error", "where", "rule"}.
//
// Worked example (what `gridlogic serve --port 0` does, and the tests):
//
//   gridlogic::server::Server server({.port = 0}, [](std::string_view line) { log(line); });
//   int port = server.bind();       // throws when the module or the port is not there
//   std::thread serving([&] { server.run(); });
//   ...                             // requests to http://127.0.0.1:<port>/
//   server.stop();                  // from any thread: running commands are cancelled
//   serving.join();
#pragma once

#include <atomic>
#include <cstddef>
#include <functional>
#include <memory>
#include <mutex>
#include <string>
#include <string_view>

#include "api/commands.hpp"
#include "server/http_module.hpp"

namespace gridlogic::server {

struct ServerOptions {
  std::string host = "127.0.0.1";  ///< loopback: only this machine reaches the server
  int port = 8080;                 ///< 0: any free port (bind() says which)
  size_t threads = 2;              ///< requests served at once
  /// Requests waiting for a thread at most; besides, one expected to wait past the time limit
  /// (limits.timeout) is refused. Either is 503 with Retry-After.
  size_t queue = 512;
  size_t max_body = size_t{1} << 20;          ///< bytes of a request body; past it, 413
  size_t max_header = size_t{64} << 10;       ///< bytes of the request line and headers; 414, 431
  double request_seconds = 10;                ///< for a request to arrive whole; then closed
  size_t max_connections = 1024;              ///< open at once; past it, 503
  size_t max_bodies_held = size_t{64} << 20;  ///< bytes of bodies read and waiting; then 503
  api::ApiLimits limits;                      ///< the time limit and the caps of each command
};

/// Receives one line a request answered: method, path, status, bytes and milliseconds.
using RequestLog = std::function<void(std::string_view line)>;

class Server final : public HttpHandler {
 public:
  /// `log` may be empty (no log); it is called from the worker threads, one call at a time.
  Server(ServerOptions options, RequestLog log);
  ~Server();
  Server(const Server&) = delete;
  Server& operator=(const Server&) = delete;

  /// Loads the transport and binds: the port. Throws NotAvailable when the gridlogic_http
  /// module is missing, std::runtime_error when the host and port cannot be bound.
  int bind();
  /// Serves until stop(). Call once, after bind().
  void run();
  /// Stops run() from any thread (not from a signal handler): no new request is taken, running
  /// commands end as by their time limit, and those taken are answered.
  void stop();

  // HttpHandler, called by the transport.
  void handle(const HttpRequest& request, HttpResponse& response) override;
  void refuse(int status, HttpResponse& response) override;
  void log(const HttpLogEntry& entry) override;

 private:
  [[nodiscard]] api::Reply route(const HttpRequest& request) const;
  [[nodiscard]] api::Reply bounded(api::Reply reply) const;

  ServerOptions options_;
  RequestLog log_;
  std::mutex log_mutex_;
  std::atomic<bool> stopping_{false};
  std::unique_ptr<HttpServer> http_;
};

}  // namespace gridlogic::server
