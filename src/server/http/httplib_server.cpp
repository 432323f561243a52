// The gridlogic_http module: the HTTP transport of `gridlogic serve` on cpp-httplib
// (src/server/http_module.hpp says why it is a module and what crosses the seam).
//
// cpp-httplib takes each connection on a thread of its task queue, which by default queues
// connections without bound. BoundedPool below is that queue with a bound: `workers` threads
// serve, at most `queue` connections wait, and any more go to one thread more that answers them
// at once with the handler's 503 (marked by a thread-local flag that the routes read), so a burst
// of clients costs a queue entry each and never a solve each. Every connection carries one request
// (keep-alive off), so a worker is never held by an idle browser.
#include <httplib.h>
#include <sys/socket.h>

#include <chrono>
#include <condition_variable>
#include <deque>
#include <exception>
#include <functional>
#include <mutex>
#include <thread>
#include <vector>

#include "server/http_module.hpp"

namespace gridlogic::server {

namespace {

using Clock = std::chrono::steady_clock;

// How much more than max_body a refused body may be, read and dropped so that the refusal
// reaches the client.
constexpr size_t kDrainFactor = 16;
// Connections the kernel holds until they are accepted. cpp-httplib listens with 5: a burst of
// clients then has SYNs dropped, and some connections fail outright instead of being answered
// 503. (The kernel caps it at net.core.somaxconn.)
constexpr int kListenBacklog = 1024;

// Set on a thread before it takes a connection: whether the pool was full (answer 503), and
// when the connection was taken (the log's time).
thread_local bool t_overloaded = false;
thread_local Clock::time_point t_taken;

class BoundedPool : public httplib::TaskQueue {
 public:
  BoundedPool(size_t workers, size_t queue) : queue_limit_(queue) {
    for (size_t i = 0; i < workers; ++i) threads_.emplace_back([this] { work(waiting_, false); });
    threads_.emplace_back([this] { work(refused_, true); });
  }
  BoundedPool(const BoundedPool&) = delete;
  BoundedPool& operator=(const BoundedPool&) = delete;
  ~BoundedPool() override { shutdown(); }

  void enqueue(std::function<void()> task) override {
    {
      std::lock_guard<std::mutex> lock(mutex_);
      (waiting_.size() < queue_limit_ ? waiting_ : refused_).push_back(std::move(task));
    }
    // Workers and the refusing thread wait on the same condition: wake them all, the right one
    // takes the task.
    ready_.notify_all();
  }

  // Ends once every task taken has run (the tasks close their connections).
  void shutdown() override {
    {
      std::lock_guard<std::mutex> lock(mutex_);
      if (stopping_) return;
      stopping_ = true;
    }
    ready_.notify_all();
    for (std::thread& thread : threads_) thread.join();
  }

 private:
  void work(std::deque<std::function<void()>>& tasks, bool overloaded) {
    for (;;) {
      std::function<void()> task;
      {
        std::unique_lock<std::mutex> lock(mutex_);
        ready_.wait(lock, [&] { return stopping_ || !tasks.empty(); });
        if (tasks.empty()) return;
        task = std::move(tasks.front());
        tasks.pop_front();
      }
      t_overloaded = overloaded;
      t_taken = Clock::now();
      task();
    }
  }

  const size_t queue_limit_;
  std::mutex mutex_;
  std::condition_variable ready_;
  std::deque<std::function<void()>> waiting_, refused_;
  std::vector<std::thread> threads_;
  bool stopping_ = false;
};

void fill(httplib::Response& res, HttpResponse&& answer) {
  res.status = answer.status;
  res.set_content(answer.body, answer.content_type.c_str());
}

class HttplibServer : public HttpServer {
 public:
  HttplibServer(HttpHandler& handler, const HttpOptions& options)
      : handler_(handler), host_(options.host), port_(options.port), max_body_(options.max_body) {
    const size_t workers = options.workers == 0 ? 1 : options.workers;
    const size_t queue = options.queue;
    server_.new_task_queue = [workers, queue] { return new BoundedPool(workers, queue); };
    server_.set_keep_alive_max_count(1);
    // SO_REUSEADDR only: cpp-httplib's default, SO_REUSEPORT, would let a second server share
    // a port in use rather than be told it is taken.
    server_.set_socket_options([this](socket_t sock) {
      const int yes = 1;
      setsockopt(sock, SOL_SOCKET, SO_REUSEADDR, &yes, sizeof yes);
      socket_ = sock;
    });
    server_.set_read_timeout(options.read_timeout_seconds, 0);
    server_.set_write_timeout(options.read_timeout_seconds, 0);
    // A body is read whole before any answer, even one that refuses it: a connection closed with
    // unread bytes is reset, and the client would see the reset instead of the answer. Past
    // max_body the rest is read and dropped, up to kDrainFactor times as much; cpp-httplib
    // refuses a longer one itself, unread.
    server_.set_payload_max_length(max_body_ * kDrainFactor);
    server_.Get(".*", [this](const httplib::Request& req, httplib::Response& res) {
      if (t_overloaded) return refuse(503, res);
      serve(req, req.body, res);
    });
    server_.Post(".*", [this](const httplib::Request& req, httplib::Response& res,
                              const httplib::ContentReader& read) {
      if (req.is_multipart_form_data()) return refuse(415, res);
      std::string body;
      bool too_large = false;
      read([&](const char* data, size_t length) {
        if (!too_large && body.size() + length <= max_body_) {
          body.append(data, length);
        } else if (!too_large) {
          too_large = true;
          std::string().swap(body);
        }
        return true;
      });
      if (t_overloaded) return refuse(503, res);
      if (too_large) return refuse(413, res);
      serve(req, body, res);
    });
    // The transport's own refusals (413, 400, 404 for other methods) get the handler's body.
    server_.set_error_handler(httplib::Server::HandlerWithResponse(
        [this](const httplib::Request&, httplib::Response& res) {
          if (!res.body.empty()) return httplib::Server::HandlerResponse::Unhandled;
          refuse(res.status, res);
          return httplib::Server::HandlerResponse::Handled;
        }));
    server_.set_exception_handler([this](const httplib::Request&, httplib::Response& res,
                                         std::exception_ptr) { refuse(500, res); });
    server_.set_logger([this](const httplib::Request& req, const httplib::Response& res) {
      const double ms = std::chrono::duration<double, std::milli>(Clock::now() - t_taken).count();
      handler_.log({req.method, req.path, res.status, res.body.size(), ms});
    });
  }

  int bind() override {
    const int port = port_ == 0                                   ? server_.bind_to_any_port(host_)
                     : server_.bind_to_port(host_.c_str(), port_) ? port_
                                                                  : -1;
    if (port >= 0) ::listen(socket_, kListenBacklog);  // a listening socket takes a new backlog
    return port;
  }
  bool listen() override { return server_.listen_after_bind(); }
  void stop() override { server_.stop(); }

 private:
  void serve(const httplib::Request& req, std::string_view body, httplib::Response& res) {
    // The query alone: cpp-httplib also puts the fields of a form-encoded body into req.params,
    // and a body here is a puzzle (curl -d sends any body as a form).
    httplib::Params params;
    if (const size_t mark = req.target.find('?'); mark != std::string::npos) {
      httplib::detail::parse_query_text(req.target.substr(mark + 1), params);
    }
    std::vector<std::pair<std::string, std::string>> query(params.begin(), params.end());
    HttpResponse answer;
    handler_.handle({req.method, req.path, &query, body}, answer);
    fill(res, std::move(answer));
  }

  void refuse(int status, httplib::Response& res) {
    HttpResponse answer;
    answer.status = status;
    handler_.refuse(status, answer);
    fill(res, std::move(answer));
    res.set_header("Connection", "close");
  }

  HttpHandler& handler_;
  std::string host_;
  int port_;
  size_t max_body_;
  socket_t socket_ = INVALID_SOCKET;  // the listening socket, once bound
  httplib::Server server_;
};

}  // namespace

}  // namespace gridlogic::server

extern "C" __attribute__((visibility("default"))) gridlogic::server::HttpServer*
gridlogic_http_server_v1(gridlogic::server::HttpHandler* handler,
                         const gridlogic::server::HttpOptions* options) {
  try {
    return new gridlogic::server::HttplibServer(*handler, *options);
  } catch (...) {  // no exception crosses the seam
    return nullptr;
  }
}
