#include "server/static_files.hpp"

#include <array>
#include <utility>

namespace gridlogic::server {

namespace {

// The content types of the files a web page is made of; anything else is sent as bytes.
std::string_view content_type_of(std::string_view path) {
  static constexpr std::array<std::pair<std::string_view, std::string_view>, 10> kTypes = {{
      {".html", "text/html; charset=utf-8"},
      {".js", "text/javascript; charset=utf-8"},
      {".mjs", "text/javascript; charset=utf-8"},
      {".css", "text/css; charset=utf-8"},
      {".json", "application/json"},
      {".svg", "image/svg+xml"},
      {".png", "image/png"},
      {".ico", "image/x-icon"},
      {".wasm", "application/wasm"},
      {".txt", "text/plain; charset=utf-8"},
  }};
  for (const auto& [extension, type] : kTypes) {
    if (path.size() >= extension.size() &&
        path.substr(path.size() - extension.size()) == extension) {
      return type;
    }
  }
  return "application/octet-stream";
}

}  // namespace

std::optional<StaticReply> find_static(std::string_view path) {
  if (path == "/") path = "/index.html";
  for (const StaticFile& file : web_files()) {
    if (file.path == path) return StaticReply{&file, content_type_of(path)};
  }
  return std::nullopt;
}

}  // namespace gridlogic::server
