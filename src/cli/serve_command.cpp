// gridlogic serve: the JSON API and the web page over HTTP (src/server/, docs/server.md).
// SIGINT and SIGTERM are taken by one thread that stops the server, so a stop is a clean one:
// the requests taken are answered, and the exit code is 0.
#include <pthread.h>

#include <csignal>
#include <iostream>
#include <memory>
#include <thread>

#include "cli/common.hpp"
#include "server/server.hpp"

namespace gridlogic::cli {

namespace {

int run(server::ServerOptions options) {
  // Blocked in every thread made from here on, so that only the waiting thread below takes them.
  sigset_t stop_signals;
  sigemptyset(&stop_signals);
  sigaddset(&stop_signals, SIGINT);
  sigaddset(&stop_signals, SIGTERM);
  pthread_sigmask(SIG_BLOCK, &stop_signals, nullptr);

  server::Server server(options, [](std::string_view line) { std::cerr << line << std::endl; });
  int port = 0;
  try {
    port = server.bind();
  } catch (const NotAvailable&) {
    throw;
  } catch (const std::exception& error) {
    throw InputError("cannot listen", "--port", error.what());
  }
  std::thread waiting([&server, &stop_signals] {
    int signal = 0;
    sigwait(&stop_signals, &signal);
    server.stop();
  });
  std::cerr << "gridlogic: serving http://" << options.host << ":" << port << "/ (Ctrl-C stops)"
            << std::endl;
  server.run();
  // run() also ends when the server fails: wake the waiting thread (a no-op after a signal).
  pthread_kill(waiting.native_handle(), SIGTERM);
  waiting.join();
  std::cerr << "gridlogic: stopped" << std::endl;
  return kOk;
}

}  // namespace

void add_serve_command(CLI::App& app, ExitStatus& status) {
  auto options = std::make_shared<server::ServerOptions>();
  CLI::App* command = app.add_subcommand(
      "serve", "serve the JSON API (and the web page) over HTTP until Ctrl-C (docs/server.md)");
  command->add_option("--host", options->host, "the address to listen on (loopback by default)")
      ->capture_default_str();
  command->add_option("--port", options->port, "the port (0: any free one, said on stderr)")
      ->check(CLI::Range(0, 65535))
      ->capture_default_str();
  command->add_option("--threads", options->threads, "requests served at once")
      ->check(CLI::Range(size_t{1}, size_t{256}))
      ->capture_default_str();
  command
      ->add_option("--queue", options->queue,
                   "requests waiting for a thread at most (and none expected to wait past "
                   "--timeout); more are answered 503 with Retry-After")
      ->check(CLI::Range(size_t{0}, size_t{100000}))
      ->capture_default_str();
  command
      ->add_option("--request-seconds", options->request_seconds,
                   "seconds for a request (line, headers and body) to arrive whole; then the "
                   "connection is closed")
      ->check(CLI::Range(0.1, 3600.0))
      ->capture_default_str();
  command
      ->add_option("--max-connections", options->max_connections,
                   "connections open at once; the next one is answered 503")
      ->check(CLI::Range(size_t{1}, size_t{100000}))
      ->capture_default_str();
  command
      ->add_option_function<size_t>(
          "--max-answer-mb", [options](size_t mb) { options->limits.max_answer = mb << 20; },
          "the largest answer in MiB; a larger one (an export, an image) is refused 422 too "
          "large before it is built where it can be (default 32)")
      ->check(CLI::Range(size_t{1}, size_t{4096}));
  command
      ->add_option("--timeout", options->limits.timeout,
                   "seconds a request may compute; then its answer is status timeout")
      ->check(seconds_validator())
      ->capture_default_str();
  command->callback([options, &status] { status.note(run(*options)); });
}

}  // namespace gridlogic::cli
