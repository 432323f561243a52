// A plain-socket HTTP/1.1 client for the server's tests: one request a connection (the server
// closes each after its answer), sent whole and the answer read to the end, under a deadline.
// Raw sockets rather than a client library, so that a test can also send what no client library
// would: a request a byte at a time, a request line 100 KB long, no HTTP at all.
#pragma once

#include <arpa/inet.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <sys/socket.h>
#include <sys/time.h>
#include <unistd.h>

#include <cctype>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace gridlogic::test_http {

struct Answer {
  int status = 0;
  std::vector<std::pair<std::string, std::string>> headers;
  std::string body;

  /// The first header of that name (any case), or "".
  [[nodiscard]] std::string get_header_value(std::string_view name) const {
    for (const auto& [key, value] : headers) {
      if (same_name(key, name)) return value;
    }
    return {};
  }
  /// How many headers have that name.
  [[nodiscard]] size_t header_count(std::string_view name) const {
    size_t count = 0;
    for (const auto& header : headers) count += same_name(header.first, name) ? 1 : 0;
    return count;
  }

 private:
  static bool same_name(std::string_view a, std::string_view b) {
    if (a.size() != b.size()) return false;
    for (size_t i = 0; i < a.size(); ++i) {
      if (std::tolower(static_cast<unsigned char>(a[i])) !=
          std::tolower(static_cast<unsigned char>(b[i]))) {
        return false;
      }
    }
    return true;
  }
};

using Result = std::optional<Answer>;

/// A socket connected to 127.0.0.1:port whose reads and writes give up after `seconds`, or -1.
inline int connect_to(int port, double seconds = 30) {
  const int fd = socket(AF_INET, SOCK_STREAM, 0);
  if (fd < 0) return -1;
  const auto whole = static_cast<time_t>(seconds);
  timeval limit{whole, static_cast<suseconds_t>((seconds - static_cast<double>(whole)) * 1e6)};
  setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &limit, sizeof limit);
  setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &limit, sizeof limit);
  const int yes = 1;
  setsockopt(fd, IPPROTO_TCP, TCP_NODELAY, &yes, sizeof yes);
  sockaddr_in address{};
  address.sin_family = AF_INET;
  address.sin_port = htons(static_cast<uint16_t>(port));
  address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  if (connect(fd, reinterpret_cast<const sockaddr*>(&address), sizeof address) != 0) {
    close(fd);
    return -1;
  }
  return fd;
}

/// Sends all of `bytes`; false when the connection failed first.
inline bool send_all(int fd, std::string_view bytes) {
  while (!bytes.empty()) {
    const ssize_t sent = send(fd, bytes.data(), bytes.size(), MSG_NOSIGNAL);
    if (sent <= 0) return false;
    bytes.remove_prefix(static_cast<size_t>(sent));
  }
  return true;
}

/// Everything the server sends until it closes, parsed; nullopt when nothing came in time or
/// it is not an HTTP answer.
inline Result read_answer(int fd) {
  std::string raw;
  char chunk[65536];
  for (;;) {
    const ssize_t got = recv(fd, chunk, sizeof chunk, 0);
    if (got <= 0) break;
    raw.append(chunk, static_cast<size_t>(got));
  }
  const size_t end = raw.find("\r\n\r\n");
  if (raw.rfind("HTTP/1.", 0) != 0 || end == std::string::npos) return std::nullopt;
  Answer answer;
  answer.status = std::atoi(raw.c_str() + 9);
  size_t line = raw.find("\r\n") + 2;
  while (line < end) {
    const size_t next = raw.find("\r\n", line);
    const size_t colon = raw.find(':', line);
    if (colon < next) {
      size_t value = colon + 1;
      while (value < next && raw[value] == ' ') ++value;
      answer.headers.emplace_back(raw.substr(line, colon - line), raw.substr(value, next - value));
    }
    line = next + 2;
  }
  answer.body = raw.substr(end + 4);
  return answer;
}

/// Sends `raw` as it is and reads the answer.
inline Result exchange(int port, std::string_view raw, double seconds = 30) {
  const int fd = connect_to(port, seconds);
  if (fd < 0) return std::nullopt;
  send_all(fd, raw);  // a refusal may come (and the server stop reading) before all is sent
  Result answer = read_answer(fd);
  close(fd);
  return answer;
}

/// One request: `method target` with `body` (its Content-Type `type`, when there is a body).
inline Result request(int port, std::string_view method, std::string_view target,
                      std::string_view body = {}, std::string_view type = "text/plain",
                      double seconds = 30) {
  std::string raw = std::string(method) + " " + std::string(target) +
                    " HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n";
  if (!body.empty() || method == "POST" || method == "PUT") {
    raw += "Content-Type: " + std::string(type) +
           "\r\nContent-Length: " + std::to_string(body.size()) + "\r\n";
  }
  raw += "\r\n";
  raw += body;
  return exchange(port, raw, seconds);
}

}  // namespace gridlogic::test_http
