// Finding and opening the optional modules (see module.hpp).
#include "platform/module.hpp"

#include <dlfcn.h>
#include <unistd.h>

#include <algorithm>
#include <cstdlib>
#include <vector>

#include "gridlogic/error.hpp"

// The build tree's module folder (CMakeLists.txt sets it); empty: none.
#ifndef GRIDLOGIC_MODULE_BUILD_DIR
#define GRIDLOGIC_MODULE_BUILD_DIR ""
#endif

namespace gridlogic::platform {

namespace {

std::string executable_dir() {
  std::string path(4096, '\0');
  const ssize_t n = readlink("/proc/self/exe", path.data(), path.size());
  if (n <= 0 || static_cast<size_t>(n) >= path.size()) return {};
  path.resize(static_cast<size_t>(n));
  return path.substr(0, path.rfind('/'));
}

// The folder of the file that holds this code: the executable, or a shared object that carries
// the library (the Python module, whose engine modules are installed beside it).
std::string library_dir() {
  Dl_info info{};
  if (dladdr(reinterpret_cast<const void*>(&library_dir), &info) == 0 ||
      info.dli_fname == nullptr) {
    return {};
  }
  const std::string path = info.dli_fname;
  const size_t slash = path.rfind('/');
  return slash == std::string::npos ? std::string() : path.substr(0, slash);
}

std::vector<std::string> search_dirs() {
  if (const char* dir = std::getenv("GRIDLOGIC_MODULE_DIR"); dir != nullptr) return {dir};
  std::vector<std::string> dirs;
  const auto add = [&](const std::string& dir) {
    if (!dir.empty() && std::find(dirs.begin(), dirs.end(), dir) == dirs.end()) {
      dirs.push_back(dir);
    }
  };
  const std::string exe = executable_dir();
  add(exe);
  if (!exe.empty()) add(exe + "/../" GRIDLOGIC_MODULE_INSTALL_DIR);  // bin/ and lib/gridlogic/
  add(library_dir());
  add(GRIDLOGIC_MODULE_BUILD_DIR);
  add(GRIDLOGIC_MODULE_PREFIX_DIR);
  return dirs;
}

}  // namespace

std::string find_module_file(const std::string& file) {
  for (const std::string& dir : search_dirs()) {
    const std::string path = dir + "/" + file;
    if (::access(path.c_str(), R_OK) == 0) return path;
  }
  return {};
}

#if defined(__EMSCRIPTEN__)
// The WebAssembly build is one module without dynamic linking: none of the optional modules is
// there to be found.
void* module_entry(const std::string& /*file*/, const char* /*symbol*/, const std::string& what) {
  throw NotAvailable(what + " is not in the WebAssembly build: use the command line");
}
#else
void* module_entry(const std::string& file, const char* symbol, const std::string& what) {
  const std::vector<std::string> dirs = search_dirs();
  // The reason worth reporting is why a module that is there did not load (a missing CBC
  // library, a stale module without `symbol`); "no such file" only when no folder has one.
  std::string failure;
  for (const std::string& dir : dirs) {
    const std::string path = dir + "/" + file;
    if (access(path.c_str(), F_OK) != 0) continue;
    // RTLD_LOCAL: the module's libraries stay out of the global namespace, so they cannot
    // interpose on symbols of the program or of modules loaded later.
    void* handle = dlopen(path.c_str(), RTLD_NOW | RTLD_LOCAL);
    if (handle == nullptr) {
      if (failure.empty()) failure = dlerror();
      continue;
    }
    dlerror();  // clears any earlier error, so that the one below is dlsym's
    if (void* entry = dlsym(handle, symbol); entry != nullptr) return entry;
    if (failure.empty()) failure = dlerror();
    dlclose(handle);
  }
  if (failure.empty()) {
    failure = file + " is in none of:";
    for (const std::string& dir : dirs) failure += " " + dir;
    if (dirs.empty()) failure += " (no folder to search)";
  }
  throw NotAvailable(what + " is not installed: " + failure);
}
#endif

}  // namespace gridlogic::platform
