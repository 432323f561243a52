// One connection of the transport, on the I/O thread: the request read under one deadline (the
// request line, headers and body must all arrive within HttpOptions::request_seconds, however
// slowly the client sends them), then handed whole to a worker, the answer written back under
// a deadline of its own, and the connection closed. A slow client costs a connection and a few
// kilobytes, never a worker.
#pragma once

#include <atomic>
#include <boost/asio/io_context.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/beast/core/flat_buffer.hpp>
#include <boost/beast/core/tcp_stream.hpp>
#include <boost/beast/http/empty_body.hpp>
#include <boost/beast/http/message.hpp>
#include <boost/beast/http/parser.hpp>
#include <boost/beast/http/serializer.hpp>
#include <boost/beast/http/string_body.hpp>
#include <chrono>
#include <cstddef>
#include <memory>
#include <optional>
#include <set>
#include <string>

#include "server/http/worker_pool.hpp"
#include "server/http_module.hpp"

namespace gridlogic::server {

class Session;

/// What the connections share. The set is touched on the I/O thread alone; the counts also
/// where a session ends, which may be a worker thread.
struct Transport {
  HttpHandler& handler;
  const HttpOptions& options;
  boost::asio::io_context& io;
  WorkerPool& pool;
  std::atomic<size_t> open{0};         ///< connections open
  std::atomic<size_t> bodies_held{0};  ///< bytes of bodies reserved by the requests held
  /// Sessions waiting on their client (a request not yet whole, a refused body drained), which
  /// stop() closes: nothing was taken from them.
  std::set<Session*> waiting_on_client;
};

class Session : public std::enable_shared_from_this<Session> {
 public:
  Session(Transport& transport, boost::asio::ip::tcp::socket socket);
  ~Session();
  Session(const Session&) = delete;
  Session& operator=(const Session&) = delete;

  /// Reads the request, then answers it.
  void start();
  /// Answers 503 without reading (a connection past HttpOptions::max_connections).
  void refuse_busy();
  /// Drops the connection if it is still waiting on its client (the server stops).
  void close_if_waiting();

 private:
  using Clock = std::chrono::steady_clock;
  using Parser = boost::beast::http::request_parser<boost::beast::http::string_body>;
  using Response = boost::beast::http::response<boost::beast::http::string_body>;

  // After a refusal made before the request was read whole: whether to read and drop what the
  // client still sends before closing, so that the refusal reaches it instead of a reset, and
  // for how long (kShort, or the request deadline).
  enum class Drain { kNone, kShort, kFull };

  void on_header(boost::beast::error_code error);
  void read_body();
  void on_body(boost::beast::error_code error);
  // A read that failed: the refusal it calls for, or the connection dropped.
  void read_failed(boost::beast::error_code error);
  void dispatch();
  // Writes `answer` (a 503 with Retry-After: `retry_after` seconds), then closes.
  void write(HttpResponse answer, Drain drain, int retry_after = 0);
  void refuse(int status, Drain drain, int retry_after = 0);
  void on_written(boost::beast::error_code error, Drain drain);
  void drain(Drain drain);
  void drain_more();
  void close();

  Transport& transport_;
  boost::beast::tcp_stream stream_;
  boost::beast::flat_buffer buffer_;
  std::optional<Parser> parser_;
  boost::beast::http::response<boost::beast::http::empty_body> continue_;
  std::optional<Response> response_;
  std::optional<boost::beast::http::response_serializer<boost::beast::http::string_body>>
      head_serializer_;
  std::unique_ptr<char[]> scratch_;  // where a drained body goes
  size_t reserved_ = 0;              // of Transport::bodies_held
  std::string method_ = "-";
  std::string path_ = "-";
  bool head_ = false;
  Clock::time_point read_whole_ = Clock::now();
};

}  // namespace gridlogic::server
