// The web page's files, compiled into the program from the files under web/ (CMakeLists.txt
// writes them into a generated source), so that serving them reads no file at run time and no
// request can reach the file system.
#pragma once

#include <cstddef>
#include <optional>
#include <span>
#include <string_view>

namespace gridlogic::server {

/// One file of web/, named by its path below web/ with a leading "/" ("/index.html").
struct StaticFile {
  std::string_view path;
  const unsigned char* data = nullptr;
  size_t size = 0;
};

/// Every file of web/, in path order (the generated source defines it).
std::span<const StaticFile> web_files();

/// A file to answer with, and its Content-Type.
struct StaticReply {
  const StaticFile* file = nullptr;
  std::string_view content_type;
};

/// The file a GET of `path` (percent-decoded) answers with: "/" is "/index.html"; any other path
/// must name a file exactly, so "..", "//" or a name not in web/ finds nothing.
std::optional<StaticReply> find_static(std::string_view path);

}  // namespace gridlogic::server
