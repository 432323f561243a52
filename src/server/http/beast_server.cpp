// The gridlogic_http module: the HTTP transport of `gridlogic serve` on Boost.Beast and Asio
// (src/server/http_module.hpp says why it is a module and what crosses the seam).
//
// One I/O thread runs every socket (session.hpp: the request read under its deadline, the answer
// written), and `workers` threads run the handler on requests read whole (worker_pool.hpp: which
// wait and which are turned away). Past max_connections a connection is still accepted, and
// answered 503 at once, so that a client is told rather than left waiting in the kernel's queue.
#include <boost/asio/io_context.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/post.hpp>
#include <boost/asio/steady_timer.hpp>
#include <chrono>
#include <exception>
#include <memory>
#include <string>
#include <vector>

#include "server/http/session.hpp"
#include "server/http/worker_pool.hpp"
#include "server/http_module.hpp"

namespace gridlogic::server {

namespace {

namespace asio = boost::asio;
using tcp = asio::ip::tcp;

// Connections the kernel holds until they are accepted: with a short backlog a burst of clients
// has SYNs dropped and waits for the retransmission, a second or more. (The kernel caps it at
// net.core.somaxconn.)
constexpr int kListenBacklog = 1024;
// After a failed accept (out of descriptors, most likely), the pause before the next: the
// connections that end meanwhile give descriptors back, and the loop does not spin.
constexpr auto kAcceptRetry = std::chrono::milliseconds(50);

class BeastServer : public HttpServer {
 public:
  BeastServer(HttpHandler& handler, const HttpOptions& options)
      : options_(options),
        host_(options.host),
        transport_{handler, options_, io_, pool_, {}, {}, {}},
        pool_(options.workers, options.queue, options.max_wait_seconds) {
    options_.host = host_;
  }

  int bind() override {
    try {
      tcp::resolver resolver(io_);
      for (const auto& entry :
           resolver.resolve(host_, std::to_string(options_.port),
                            tcp::resolver::passive | tcp::resolver::numeric_service)) {
        boost::system::error_code error;
        acceptor_.close(error);
        acceptor_.open(entry.endpoint().protocol(), error);
        // SO_REUSEADDR alone: a server stopped a moment ago leaves its port in TIME_WAIT, which
        // must not stop the next; SO_REUSEPORT would also let two servers share a port in use.
        if (!error) acceptor_.set_option(tcp::acceptor::reuse_address(true), error);
        if (!error) acceptor_.bind(entry.endpoint(), error);
        if (!error) acceptor_.listen(kListenBacklog, error);
        if (!error) return acceptor_.local_endpoint().port();
      }
    } catch (const std::exception&) {  // an unknown host
    }
    boost::system::error_code ignored;
    acceptor_.close(ignored);
    return -1;
  }

  bool listen() override {
    if (!acceptor_.is_open()) return false;
    accept();
    for (;;) {
      try {
        io_.run();  // until stop(), and every request taken has been answered
        return true;
      } catch (const std::exception&) {  // out of memory in a handler: that connection is lost
      }
    }
  }

  void stop() override {
    asio::post(io_, [this] {
      stopping_ = true;
      boost::system::error_code ignored;
      acceptor_.close(ignored);
      retry_.cancel();
      const std::set<Session*> waiting = transport_.waiting_on_client;
      for (Session* session : waiting) session->close_if_waiting();
    });
  }

 private:
  void accept() {
    acceptor_.async_accept([this](boost::system::error_code error, tcp::socket socket) {
      if (stopping_ || error == asio::error::operation_aborted) return;
      if (error) {
        retry_.expires_after(kAcceptRetry);
        retry_.async_wait([this](boost::system::error_code waited) {
          if (!waited && !stopping_) accept();
        });
        return;
      }
      const auto session = std::make_shared<Session>(transport_, std::move(socket));
      if (transport_.open > options_.max_connections) {
        session->refuse_busy();
      } else {
        session->start();
      }
      accept();
    });
  }

  // Destroyed in reverse: the pool first (its last jobs post their answers to a live loop), then
  // the loop with the sessions it still holds, then what they count in.
  HttpOptions options_;
  std::string host_;
  Transport transport_;
  asio::io_context io_{1};
  tcp::acceptor acceptor_{io_};
  asio::steady_timer retry_{io_};
  bool stopping_ = false;
  WorkerPool pool_;
};

}  // namespace

}  // namespace gridlogic::server

extern "C" __attribute__((visibility("default"))) gridlogic::server::HttpServer*
gridlogic_http_server_v2(gridlogic::server::HttpHandler* handler,
                         const gridlogic::server::HttpOptions* options) {
  try {
    return new gridlogic::server::BeastServer(*handler, *options);
  } catch (...) {  // no exception crosses the seam
    return nullptr;
  }
}
