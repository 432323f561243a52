// The native half of the Python module (python/gridlogic/): the JSON API of src/api/ as three
// functions, so that Python, like the web server, names no puzzle type and reads the same result
// objects `--json` prints. Python's side turns dicts and keyword options into the API's body and
// query, and its replies back into dicts and exceptions.
//
// A call runs on a thread of its own while the calling thread waits with the GIL released, so
// other Python threads run meanwhile; the waiting thread wakes every 50 ms to let Python handle
// a signal (Ctrl-C), which cancels the call as its time limit would, and the exception that the
// signal handler raised is raised from the call.
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <fstream>
#include <mutex>
#include <optional>
#include <string>
#include <thread>
#include <utility>
#include <vector>

#include "api/commands.hpp"
#include "gridlogic/io.hpp"
#include "gridlogic/results.hpp"
#include "gridlogic/version.hpp"

namespace py = pybind11;

namespace gridlogic::python {

// A local caller is trusted with any size the types themselves accept: the server's caps on
// generate parameters and images guard a shared machine, not this one.
api::ApiLimits limits_for(double timeout, const std::atomic<bool>* cancel) {
  api::ApiLimits limits;
  limits.timeout = timeout;
  limits.max_body = kDefaultMaxPuzzleBytes;
  limits.max_generate_value = INT64_MAX;
  limits.max_generate_product = INT64_MAX;
  limits.max_image_side = 20000;
  limits.max_answer = SIZE_MAX;
  limits.cancel = cancel;
  return limits;
}

namespace {

// Runs `work` on its own thread, the GIL released, checking for signals while it runs. Returns
// false when a signal handler raised an exception (which is then set in Python's error state).
template <class Work>
bool run_interruptibly(Work&& work, std::atomic<bool>& cancel) {
  std::mutex mutex;
  std::condition_variable finished;
  bool done = false;
  bool interrupted = false;
  py::gil_scoped_release release;
  std::thread worker([&] {
    work();
    std::lock_guard lock(mutex);
    done = true;
    finished.notify_one();
  });
  std::unique_lock lock(mutex);
  while (!done) {
    if (finished.wait_for(lock, std::chrono::milliseconds(50), [&] { return done; })) break;
    if (interrupted) continue;
    lock.unlock();
    {
      py::gil_scoped_acquire acquire;
      if (PyErr_CheckSignals() != 0) {
        interrupted = true;
        cancel = true;
      }
    }
    lock.lock();
  }
  lock.unlock();
  worker.join();
  return !interrupted;
}

py::tuple reply_tuple(const api::Reply& reply) {
  return py::make_tuple(reply.status, reply.content_type, py::bytes(reply.body));
}

// One command on one body: (HTTP-like status, content type, body bytes).
py::tuple call(const std::string& command, const api::Query& query, const std::string& body,
               double timeout) {
  std::atomic<bool> cancel{false};
  const api::ApiLimits limits = limits_for(timeout, &cancel);
  api::Reply reply;
  if (!run_interruptibly([&] { reply = api::run_command(command, query, body, limits); }, cancel)) {
    throw py::error_already_set();
  }
  return reply_tuple(reply);
}

// One command on each of `bodies`, one thread for them all (a shard of a batch): a list of
// (status, content type, body bytes). `timeout` holds for each body.
py::list call_many(const std::string& command, const api::Query& query,
                   const std::vector<std::string>& bodies, double timeout) {
  std::atomic<bool> cancel{false};
  const api::ApiLimits limits = limits_for(timeout, &cancel);
  std::vector<api::Reply> replies(bodies.size());
  if (!run_interruptibly(
          [&] {
            for (size_t i = 0; i < bodies.size() && !cancel; ++i) {
              replies[i] = api::run_command(command, query, bodies[i], limits);
            }
          },
          cancel)) {
    throw py::error_already_set();
  }
  py::list out;
  for (const api::Reply& reply : replies) out.append(reply_tuple(reply));
  return out;
}

// Every puzzle of a file in any spelling the CLI reads: a list of (ok, text), where text is
// the canonical JSON object (`convert --json`) of a puzzle read, or what is wrong with one that
// could not be (its id, line, field and rule).
py::list read_file(const std::string& path, const std::string& type) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw py::value_error("cannot open " + path);
  std::vector<std::pair<bool, std::string>> items;
  std::string failure;
  {
    py::gil_scoped_release release;
    try {
      ReadOptions options;
      options.type = type;
      options.filename = path;
      PuzzleReader reader(in, options);
      while (std::optional<InputItem> item = reader.next()) {
        if (item->puzzle == nullptr) {
          items.emplace_back(false, "puzzle " + item->id + ": " + item->error);
        } else {
          items.emplace_back(true, converted_object(*item).dump());
        }
      }
    } catch (const std::exception& error) {
      failure = error.what();
    }
  }
  if (!failure.empty()) throw py::value_error(path + ": " + failure);
  py::list out;
  for (auto& [ok, text] : items) out.append(py::make_tuple(ok, py::bytes(text)));
  return out;
}

}  // namespace

}  // namespace gridlogic::python

PYBIND11_MODULE(_native, module) {
  module.doc() = "gridlogic's native library: the JSON API of `gridlogic serve`, in process";
  module.def("call", &gridlogic::python::call, py::arg("command"), py::arg("query"),
             py::arg("body"), py::arg("timeout"),
             "Runs one API command on one body: (status, content type, body bytes).");
  module.def("call_many", &gridlogic::python::call_many, py::arg("command"), py::arg("query"),
             py::arg("bodies"), py::arg("timeout"),
             "Runs one API command on each body: a list of (status, content type, body bytes).");
  module.def("read", &gridlogic::python::read_file, py::arg("path"), py::arg("type"),
             "Every puzzle of a file: a list of (ok, canonical JSON or error).");
  module.def(
      "exit_code",
      [](const std::string& status) {
        const std::optional<gridlogic::Status> known = gridlogic::status_from_string(status);
        if (!known) throw py::value_error("no status '" + status + "'");
        return static_cast<int>(gridlogic::exit_code_for(*known));
      },
      py::arg("status"),
      "The command line's exit code for a result whose status is `status` (\"solved\", ...).");
  module.def("commands", [] {
    std::vector<std::string> names;
    for (std::string_view name : gridlogic::api::api_commands()) names.emplace_back(name);
    return names;
  });
  module.def(
      "types",
      [] {
        return py::bytes(
            gridlogic::api::types_reply(gridlogic::python::limits_for(0, nullptr)).body);
      },
      "Every type with its names, solution field and parameters (GET /api/types), as JSON.");
  module.attr("__version__") = gridlogic::kVersion;
}
