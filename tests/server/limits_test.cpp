// The transport's limits (docs/server.md, "Limits" and "Refusals"): a slow client holds no
// worker and is dropped at the request deadline; a burst of small requests waits rather than
// being refused, and every refusal for load says when to come back; an export past the answer
// limit is refused before it is built; oversized, too deep, too long and wrong-method requests
// get their own refusals. The server runs in-process on a free port.
#include <gtest/gtest.h>
#include <sys/socket.h>
#include <unistd.h>

#include <atomic>
#include <cerrno>
#include <chrono>
#include <fstream>
#include <nlohmann/json.hpp>
#include <string>
#include <thread>
#include <vector>

#include "sanitized.hpp"
#include "server/http_client.hpp"
#include "server/server.hpp"

namespace gridlogic::server::limits_test {
namespace {

using nlohmann::json;
using Clock = std::chrono::steady_clock;

const std::string kSmallSudoku =
    "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..";

double seconds_since(Clock::time_point start) {
  return std::chrono::duration<double>(Clock::now() - start).count();
}

class Running {
 public:
  explicit Running(ServerOptions options) : server_(with_any_port(std::move(options)), {}) {
    port_ = server_.bind();
    thread_ = std::thread([this] { server_.run(); });
  }
  ~Running() {
    server_.stop();
    thread_.join();
  }
  Running(const Running&) = delete;
  Running& operator=(const Running&) = delete;
  [[nodiscard]] int port() const { return port_; }

 private:
  static ServerOptions with_any_port(ServerOptions options) {
    options.port = 0;
    return options;
  }
  Server server_;
  int port_ = 0;
  std::thread thread_;
};

// The refusal's error object, checked for its status and rule.
json refusal(const test_http::Result& res, int status, const std::string& rule) {
  EXPECT_TRUE(res);
  if (!res) return json();
  EXPECT_EQ(res->status, status) << res->body;
  const json object = json::parse(res->body, nullptr, false);
  EXPECT_TRUE(object.is_object()) << res->body;
  if (!object.is_object()) return json();
  EXPECT_EQ(object.value("rule", ""), rule) << res->body;
  return object;
}

// Connections that send a request a byte every `gap` and never end it.
class SlowClients {
 public:
  SlowClients(int port, int count, std::chrono::milliseconds gap) {
    for (int i = 0; i < count; ++i) fds_.push_back(test_http::connect_to(port, 1));
    thread_ = std::thread([this, gap] {
      const std::string request =
          "POST /api/count HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Padding: " + std::string(4096, 'x');
      for (size_t at = 0; !done_ && at < request.size(); ++at) {
        for (const int fd : fds_) send(fd, &request[at], 1, MSG_NOSIGNAL | MSG_DONTWAIT);
        std::this_thread::sleep_for(gap);
      }
    });
  }
  ~SlowClients() {
    done_ = true;
    thread_.join();
    for (const int fd : fds_) close(fd);
  }
  SlowClients(const SlowClients&) = delete;
  SlowClients& operator=(const SlowClients&) = delete;

  // How many the server has closed (a read finds the end or an error, not "nothing yet").
  [[nodiscard]] int closed() const {
    int count = 0;
    for (const int fd : fds_) {
      char byte = 0;
      const ssize_t got = recv(fd, &byte, 1, MSG_DONTWAIT);
      if (got == 0 || (got < 0 && errno != EAGAIN && errno != EWOULDBLOCK)) ++count;
    }
    return count;
  }

 private:
  std::vector<int> fds_;
  std::atomic<bool> done_{false};
  std::thread thread_;
};

TEST(ServerLimits, SlowClientsHoldNoWorkerAndAreDroppedAtTheDeadline) {
  ServerOptions options;
  options.threads = 2;
  options.request_seconds = 2;
  const Running running(options);
  const SlowClients slow(running.port(), 12, std::chrono::milliseconds(100));
  std::this_thread::sleep_for(std::chrono::milliseconds(300));
  EXPECT_EQ(slow.closed(), 0);
  const auto start = Clock::now();
  const auto res = test_http::request(running.port(), "POST", "/api/count?limit=2", kSmallSudoku);
  ASSERT_TRUE(res);
  EXPECT_EQ(res->status, 200) << res->body;
  EXPECT_LT(seconds_since(start), 1.0);
  // Each was still sending, a byte every 100 ms, when its 2 seconds ran out.
  std::this_thread::sleep_for(std::chrono::milliseconds(2500));
  EXPECT_EQ(slow.closed(), 12);
}

TEST(ServerLimits, ABurstOfSmallRequestsWaitsRatherThanIsRefused) {
  const Running running{ServerOptions()};
  std::atomic<int> served{0};
  std::vector<std::thread> clients;
  for (int i = 0; i < 64; ++i) {
    clients.emplace_back([&] {
      for (int j = 0; j < 3; ++j) {
        const auto res = test_http::request(running.port(), "POST", "/api/solve", kSmallSudoku);
        if (res && res->status == 200) ++served;
      }
    });
  }
  for (std::thread& client : clients) client.join();
  EXPECT_EQ(served, 64 * 3);
}

TEST(ServerLimits, EveryBusyAnswerSaysWhenToComeBack) {
  ServerOptions options;
  options.threads = 1;
  options.queue = 0;
  options.limits.timeout = 1;
  const Running running(options);
  std::thread busy([&] {
    test_http::request(running.port(), "POST", "/api/count?limit=0",
                       R"({"type":"sudoku","size":16})", "application/json");
  });
  std::this_thread::sleep_for(std::chrono::milliseconds(300));
  const auto res = test_http::request(running.port(), "POST", "/api/solve", kSmallSudoku);
  busy.join();
  const json object = refusal(res, 503, "busy");
  ASSERT_TRUE(res);
  EXPECT_EQ(object.value("where", ""), "server");
  const std::string retry = res->get_header_value("Retry-After");
  EXPECT_FALSE(retry.empty());
  EXPECT_GE(std::atoi(retry.c_str()), 1) << retry;
}

// A Lights Out board of 200 x 200 cells with 7 levels: 40 KB of text, a 207 MB CNF.
std::string large_lights_out() {
  std::string text = "lightsout levels=7\n";
  for (int row = 0; row < 200; ++row) {
    for (int col = 0; col < 200; ++col) text += static_cast<char>('0' + (row * 7 + col * 3) % 7);
    text += '\n';
  }
  return text;
}

long peak_kb() {
  std::ifstream status("/proc/self/status");
  for (std::string line; std::getline(status, line);) {
    if (line.rfind("VmHWM:", 0) == 0) return std::stol(line.substr(6));
  }
  return -1;
}

TEST(ServerLimits, AnExportPastTheAnswerLimitIsRefusedBeforeItIsBuilt) {
  const Running running{ServerOptions()};
  const auto small = test_http::request(running.port(), "POST", "/api/export?to=cnf", kSmallSudoku);
  ASSERT_TRUE(small);
  EXPECT_EQ(small->status, 200);
  const long before = peak_kb();
  const auto start = Clock::now();
  const auto res =
      test_http::request(running.port(), "POST", "/api/export?to=cnf", large_lights_out());
  const json object = refusal(res, 422, "too large");
  EXPECT_EQ(object.value("where", ""), "answer");
  EXPECT_NE(object.value("error", "").find(std::to_string(32 << 20)), std::string::npos);
  // Time and memory are the Release build's to measure: the sanitizers' shadow memory and
  // quarantine grow the process whatever it builds.
  if (!test_env::sanitized()) {
    EXPECT_LT(seconds_since(start), 5.0);
    // Building the whole model and its file took 560 MB.
    EXPECT_LT(peak_kb() - before, 160 * 1024);
  }
}

TEST(ServerLimits, OversizedDeepLongAndWrongRequestsHaveTheirOwnRefusals) {
  const Running running{ServerOptions()};
  const int port = running.port();
  json object = refusal(test_http::request(port, "POST", "/api/solve", std::string(20 << 20, 'x')),
                        413, "too large");
  EXPECT_EQ(object.value("where", ""), "body");
  refusal(
      test_http::request(port, "POST", "/api/solve", std::string(100000, '['), "application/json"),
      400, "too deep");
  object =
      refusal(test_http::request(port, "POST", "/api/hint?progress=" + std::string(100000, '1'),
                                 kSmallSudoku),
              414, "URI too long");
  EXPECT_EQ(object.value("where", ""), "request");

  for (const char* method : {"PUT", "DELETE", "GET"}) {
    const auto res = test_http::request(port, method, "/api/solve", kSmallSudoku);
    refusal(res, 405, "method not allowed");
    ASSERT_TRUE(res);
    EXPECT_EQ(res->get_header_value("Allow"), "POST") << method;
  }
  auto res = test_http::request(port, "POST", "/api/types", "");
  refusal(res, 405, "method not allowed");
  ASSERT_TRUE(res);
  EXPECT_EQ(res->get_header_value("Allow"), "GET, HEAD");
  res = test_http::request(port, "HEAD", "/api/types");
  ASSERT_TRUE(res);
  EXPECT_EQ(res->status, 200);
  EXPECT_TRUE(res->body.empty());
  EXPECT_GT(std::atoi(res->get_header_value("Content-Length").c_str()), 0);

  // Each answer closes its connection, and says so once.
  for (const test_http::Result& answer :
       {test_http::exchange(port, "NOT HTTP\r\n\r\n"),
        test_http::request(port, "POST", "/api/solve", "{"),
        test_http::request(port, "POST", "/api/solve", kSmallSudoku)}) {
    ASSERT_TRUE(answer);
    EXPECT_EQ(answer->header_count("Connection"), 1u) << answer->status;
    EXPECT_EQ(answer->get_header_value("Connection"), "close");
  }
  refusal(test_http::exchange(port, "NOT HTTP\r\n\r\n"), 400, "bad request");
}

}  // namespace
}  // namespace gridlogic::server::limits_test
