// The gridlogic program's server under load, as a child process on a free loopback port (the
// figures of docs/server.md, "Measured"): 50 clients that send a byte a second are held open
// (reconnecting when the server drops them at its request deadline) while normal traffic runs;
// normal requests are all answered 200 within a second at the 99th percentile, 200 requests at
// once are all answered 200, an export past the answer limit is refused without the memory of
// building it, and the server's resident memory stays within a bound throughout. Bounded in
// count and time (about 15 seconds), it ends by itself.
#include <fcntl.h>
#include <gtest/gtest.h>
#include <signal.h>
#include <spawn.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <fstream>
#include <iostream>
#include <mutex>
#include <nlohmann/json.hpp>
#include <string>
#include <thread>
#include <vector>

#include "sanitized.hpp"
#include "server/http_client.hpp"

extern char** environ;

namespace gridlogic::server::stress_test {
namespace {

using Clock = std::chrono::steady_clock;

const std::string kSudoku =
    "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..";

// `gridlogic serve --port 0` with its log (stderr) in a file; stopped with SIGTERM.
class ServerProcess {
 public:
  ServerProcess() : log_(::testing::TempDir() + "gridlogic_stress_" + std::to_string(getpid())) {
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_addopen(&actions, 2, log_.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
    std::vector<std::string> words = {GRIDLOGIC_CLI, "serve", "--port", "0"};
    std::vector<char*> argv;
    for (std::string& word : words) argv.push_back(word.data());
    argv.push_back(nullptr);
    if (posix_spawn(&pid_, GRIDLOGIC_CLI, &actions, nullptr, argv.data(), environ) != 0) pid_ = 0;
    posix_spawn_file_actions_destroy(&actions);
    for (int i = 0; i < 250 && pid_ != 0 && port_ == 0; ++i) {
      const std::string text = log();
      const size_t at = text.find("serving http://127.0.0.1:");
      if (at != std::string::npos) port_ = std::atoi(text.c_str() + at + 25);
      if (port_ == 0) std::this_thread::sleep_for(std::chrono::milliseconds(20));
    }
  }
  ~ServerProcess() {
    if (pid_ != 0 && exit_status() < 0) kill(pid_, SIGKILL);
    std::remove(log_.c_str());
  }
  ServerProcess(const ServerProcess&) = delete;
  ServerProcess& operator=(const ServerProcess&) = delete;

  [[nodiscard]] int port() const { return port_; }
  [[nodiscard]] std::string log() const {
    std::ifstream in(log_);
    return std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
  }
  // A field of /proc/PID/status in kB (VmRSS: resident now, VmHWM: the peak), or -1.
  [[nodiscard]] long status_kb(const std::string& field) const {
    std::ifstream status("/proc/" + std::to_string(pid_) + "/status");
    for (std::string line; std::getline(status, line);) {
      if (line.rfind(field + ":", 0) == 0) return std::stol(line.substr(field.size() + 1));
    }
    return -1;
  }
  // SIGTERM, then the exit status (or -1 when it did not end within 10 seconds).
  int stop() {
    kill(pid_, SIGTERM);
    for (int i = 0; i < 500; ++i) {
      if (const int status = exit_status(); status >= 0) return status;
      std::this_thread::sleep_for(std::chrono::milliseconds(20));
    }
    return -1;
  }

 private:
  int exit_status() {
    if (exited_ >= 0) return exited_;
    int status = 0;
    if (waitpid(pid_, &status, WNOHANG) != pid_) return -1;
    exited_ = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
    return exited_;
  }
  std::string log_;
  pid_t pid_ = 0;
  int port_ = 0;
  int exited_ = -1;
};

// `count` connections, each sending a request a byte a second; one the server closes is
// opened again, so that `count` stay open. Counts the connections the server dropped.
class SlowClients {
 public:
  SlowClients(int port, int count) : port_(port), fds_(static_cast<size_t>(count), -1) {
    thread_ = std::thread([this] { run(); });
  }
  ~SlowClients() {
    done_ = true;
    thread_.join();
    for (const int fd : fds_) close(fd);
  }
  SlowClients(const SlowClients&) = delete;
  SlowClients& operator=(const SlowClients&) = delete;
  [[nodiscard]] int dropped() const { return dropped_; }
  [[nodiscard]] int open() const { return open_; }

 private:
  void run() {
    const std::string request =
        "POST /api/solve HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: " + std::string(1000, 's') +
        "\r\n\r\n";
    std::vector<size_t> sent(fds_.size(), 0);
    while (!done_) {
      int open = 0;
      for (size_t i = 0; i < fds_.size(); ++i) {
        if (fds_[i] >= 0) {
          char byte = 0;
          const ssize_t got = recv(fds_[i], &byte, 1, MSG_DONTWAIT);
          if (got == 0 || (got < 0 && errno != EAGAIN && errno != EWOULDBLOCK) ||
              send(fds_[i], &request[sent[i]++ % request.size()], 1, MSG_NOSIGNAL | MSG_DONTWAIT) !=
                  1) {
            close(fds_[i]);
            fds_[i] = -1;
            ++dropped_;
          }
        }
        if (fds_[i] < 0) {
          fds_[i] = test_http::connect_to(port_, 1);
          sent[i] = 0;
        }
        open += fds_[i] >= 0 ? 1 : 0;
      }
      open_ = open;
      for (int tick = 0; tick < 10 && !done_; ++tick) {
        std::this_thread::sleep_for(std::chrono::milliseconds(100));
      }
    }
  }
  int port_;
  std::vector<int> fds_;
  std::atomic<bool> done_{false};
  std::atomic<int> dropped_{0};
  std::atomic<int> open_{0};
  std::thread thread_;
};

// Requests from `clients` threads, each sending one after another for `seconds`: their
// latencies in ms, and how many were not answered 200.
struct Traffic {
  std::vector<double> ms;
  int failed = 0;
};

Traffic normal_traffic(int port, int clients, double seconds) {
  Traffic traffic;
  std::mutex mutex;
  std::vector<std::thread> threads;
  const auto end = Clock::now() + std::chrono::duration<double>(seconds);
  for (int c = 0; c < clients; ++c) {
    threads.emplace_back([&, c] {
      const char* paths[] = {"/api/solve", "/api/count?limit=2", "/api/grade", "/api/hint"};
      for (int i = 0; Clock::now() < end; ++i) {
        const auto start = Clock::now();
        const auto res = test_http::request(port, "POST", paths[(c + i) % 4], kSudoku);
        const double ms = std::chrono::duration<double, std::milli>(Clock::now() - start).count();
        std::lock_guard<std::mutex> lock(mutex);
        traffic.ms.push_back(ms);
        if (!res || res->status != 200) ++traffic.failed;
      }
    });
  }
  for (std::thread& thread : threads) thread.join();
  return traffic;
}

int answered_200_at_once(int port, int clients) {
  std::atomic<int> served{0};
  std::vector<std::thread> threads;
  for (int c = 0; c < clients; ++c) {
    threads.emplace_back([&] {
      const auto res = test_http::request(port, "POST", "/api/grade", kSudoku);
      if (res && res->status == 200) ++served;
    });
  }
  for (std::thread& thread : threads) thread.join();
  return served;
}

std::string large_lights_out() {
  std::string text = "lightsout levels=7\n";
  for (int row = 0; row < 200; ++row) {
    for (int col = 0; col < 200; ++col) text += static_cast<char>('0' + (row * 5 + col) % 7);
    text += '\n';
  }
  return text;
}

// The server's documented bound on its resident memory under this load (docs/server.md).
constexpr long kMemoryBoundMb = 64;

TEST(ServerStress, SlowClientsHoldNoWorkerAndMemoryStaysBounded) {
  ServerProcess server;
  ASSERT_GT(server.port(), 0) << server.log();
  const int port = server.port();
  {
    const SlowClients slow(port, 50);
    std::this_thread::sleep_for(std::chrono::milliseconds(1500));
    EXPECT_EQ(slow.open(), 50);

    Traffic traffic = normal_traffic(port, 4, 10.0);
    std::sort(traffic.ms.begin(), traffic.ms.end());
    ASSERT_FALSE(traffic.ms.empty());
    const double p99 = traffic.ms[traffic.ms.size() * 99 / 100];
    EXPECT_EQ(traffic.failed, 0);
    EXPECT_LT(p99, 1000.0);
    // 11.5 seconds in, every slow connection has met the 10-second deadline once.
    EXPECT_GE(slow.dropped(), 50);

    const int served = answered_200_at_once(port, 200);
    EXPECT_EQ(served, 200);
    const long peak = server.status_kb("VmHWM");
    std::cout << "50 slow clients: " << traffic.ms.size() << " requests, p50 "
              << traffic.ms[traffic.ms.size() / 2] << " ms, p99 " << p99 << " ms, max "
              << traffic.ms.back() << " ms, " << slow.dropped()
              << " slow connections dropped at the deadline; 200 at once: " << served
              << " answered 200; peak resident " << peak / 1024 << " MB\n";
    EXPECT_GT(peak, 0);
    // The sanitizers' shadow memory and quarantine grow any process: memory is the Release
    // build's to measure.
    if (!test_env::sanitized()) {
      EXPECT_LT(peak, kMemoryBoundMb * 1024);
    }
  }

  // An export of a 207 MB model file: refused, without the memory of building it.
  const long before = server.status_kb("VmHWM");
  const auto res = test_http::request(port, "POST", "/api/export?to=cnf", large_lights_out());
  ASSERT_TRUE(res);
  EXPECT_EQ(res->status, 422) << res->body;
  EXPECT_EQ(nlohmann::json::parse(res->body).value("rule", ""), "too large") << res->body;
  const long after = server.status_kb("VmHWM");
  std::cout << "export past the answer limit: peak resident " << before / 1024 << " MB before, "
            << after / 1024 << " MB after\n";
  if (!test_env::sanitized()) {
    EXPECT_LT(after - before, 128 * 1024);
  }

  EXPECT_EQ(server.stop(), 0);
  EXPECT_NE(server.log().find("POST /api/export 422 "), std::string::npos);
}

}  // namespace
}  // namespace gridlogic::server::stress_test
