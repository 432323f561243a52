// Loading the optional modules, for the engines, render and the server: the heavy third-party
// libraries (CBC, M4RI, cairo, the HTTP transport) live in shared modules that the library opens
// with dlopen the first time one is needed, so that a process which never uses them does not
// pay for mapping and relocating them at start-up (docs/ARCHITECTURE.md, "Modules"). It knows
// no engine, puzzle or front end: a platform utility below the engines.
//
// Where a module is looked for, in order:
//   1. the folder named by the environment variable GRIDLOGIC_MODULE_DIR, when it is set (and
//      then only there: a packager's layout, or a test that hides the modules);
//   2. the folder of the running executable (/proc/self/exe): build/gridlogic beside
//      build/gridlogic_milp.so;
//   3. lib/gridlogic/ beside the executable's folder: an installed program (bin/gridlogic);
//   4. the folder of the shared object holding the library, when it is not a program: the
//      Python module's, with its engine modules beside it;
//   5. the build tree's folder, compiled in, for the test and benchmark programs that live in
//      build/tests/ and build/bench/;
//   6. the install folder configured (CMAKE_INSTALL_PREFIX's lib/gridlogic), compiled in, for
//      programs of other projects linked to the installed library.
//
// Worked example (what engines/milp/cbc_solver.cpp does):
//
//   static const Backend& backend = *platform::module_function<const Backend*()>(
//       "gridlogic_milp.so", "gridlogic_milp_backend_v1", "the MILP engine (CBC)")();
#pragma once

#include <string>

namespace gridlogic::platform {

/// The address of the function `symbol` in the module file `file` ("gridlogic_milp.so"), loaded
/// on the first call and kept loaded for the life of the process. Thread-safe. Throws
/// NotAvailable("<what> is not installed: <the loader's reason>") when no folder has a module
/// that loads and exports `symbol`; a later call tries again.
[[nodiscard]] void* module_entry(const std::string& file, const char* symbol,
                                 const std::string& what);

/// The path of the module file `file` in the first folder above that has it, or "" when none
/// does. Loads nothing: what `gridlogic --version` lists.
[[nodiscard]] std::string find_module_file(const std::string& file);

/// module_entry() as a pointer to the function type `Function` that the module exports under
/// `symbol` (a module puts its interface version in the symbol's name, so a stale module is
/// refused here rather than called with the wrong signature).
template <typename Function>
[[nodiscard]] Function* module_function(const std::string& file, const char* symbol,
                                        const std::string& what) {
  return reinterpret_cast<Function*>(module_entry(file, symbol, what));
}

}  // namespace gridlogic::platform
