// The web server: each command answers as the Puzzle interface does for the same puzzle, and
// every limit refuses with the documented status and an error object naming the field, after
// which the server still serves. The server runs in-process on a free port (and once as the
// gridlogic program, for its signals); requests go over plain sockets (http_client.hpp).
#include "server/server.hpp"

#include <fcntl.h>
#include <gtest/gtest.h>
#include <signal.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <atomic>
#include <chrono>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>
#include <thread>

#include "gridlogic/io.hpp"
#include "gridlogic/puzzle.hpp"
#include "gridlogic/results.hpp"
#include "server/http_client.hpp"

extern char** environ;

namespace gridlogic::server {
namespace {

using nlohmann::json;
using test_http::Result;

std::string example(const std::string& name) {
  std::ifstream in(std::string(GRIDLOGIC_TEST_DATA) + "/../../examples/" + name);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

const std::string kSudokuLine =
    "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..";

// A result object without its time, which differs from run to run.
json timeless(json object) {
  object.erase("time_ms");
  return object;
}

// The server in a thread of this process, on a free loopback port.
class Serving {
 public:
  explicit Serving(ServerOptions options = ServerOptions(), RequestLog log = {})
      : server_(prepared(options), std::move(log)) {
    port_ = server_.bind();
    thread_ = std::thread([this] { server_.run(); });
  }
  ~Serving() {
    server_.stop();
    thread_.join();
  }
  Serving(const Serving&) = delete;
  Serving& operator=(const Serving&) = delete;

  [[nodiscard]] int port() const { return port_; }
  [[nodiscard]] Result post(const std::string& path, const std::string& body,
                            const std::string& type = "text/plain") const {
    return test_http::request(port_, "POST", path, body, type);
  }
  [[nodiscard]] Result get(const std::string& path) const {
    return test_http::request(port_, "GET", path);
  }
  // Whether a small solve is still answered.
  [[nodiscard]] bool still_serving() const {
    auto res = post("/api/solve", kSudokuLine);
    return res && res->status == 200 && json::parse(res->body)["status"] == "solved";
  }

 private:
  static ServerOptions prepared(ServerOptions options) {
    options.port = 0;
    return options;
  }
  Server server_;
  int port_ = 0;
  std::thread thread_;
};

// The error object of a refusal, checked for its three fields.
json error_of(const Result& res, int status) {
  EXPECT_TRUE(res);
  if (!res) return json();
  EXPECT_EQ(res->status, status) << res->body;
  EXPECT_EQ(res->get_header_value("Content-Type"), "application/json");
  json object = json::parse(res->body, nullptr, false);
  EXPECT_TRUE(object.is_object()) << res->body;
  if (!object.is_object()) return json();
  for (const char* key : {"error", "where", "rule"}) {
    EXPECT_TRUE(object.contains(key) && object[key].is_string()) << key << ": " << res->body;
  }
  return object;
}

InputItem read_one(const std::string& text) {
  std::vector<InputItem> items = read_puzzles(text, ReadOptions());
  EXPECT_EQ(items.size(), 1u);
  EXPECT_NE(items.at(0).puzzle, nullptr) << items.at(0).error;
  return std::move(items.at(0));
}

TEST(Server, EachCommandAnswersAsThePuzzleInterface) {
  const Serving serving;
  const Context ctx;
  for (const char* name : {"sudoku.txt", "binox.txt", "dominosa.json", "lightsout.txt"}) {
    SCOPED_TRACE(name);
    const std::string text = example(name);
    InputItem item = read_one(text);
    const Puzzle& puzzle = *item.puzzle;
    auto answer = [&](const std::string& path) {
      auto res = serving.post(path, text);
      EXPECT_TRUE(res);
      if (!res) return json();
      EXPECT_EQ(res->status, 200) << path << ": " << res->body;
      EXPECT_EQ(res->get_header_value("Content-Type"), "application/json");
      return timeless(json::parse(res->body));
    };
    const json solved = timeless(solve_result(item, puzzle.solve(ctx, {}), 0).to_json());
    EXPECT_EQ(answer("/api/solve"), solved);
    EXPECT_EQ(answer("/api/count?limit=2"),
              timeless(count_result(item, puzzle.count(ctx, {}, 2), 0).to_json()));
    EXPECT_EQ(answer("/api/explain"), timeless(explanation_object(item, puzzle.explain(ctx), 0)));
    EXPECT_EQ(answer("/api/grade"), timeless(grade_result(item, puzzle.grade(ctx), 0).to_json()));
    EXPECT_EQ(
        answer("/api/hint?depth=answer"),
        timeless(hint_result(item, puzzle.hint(ctx, nullptr, HintDepth::kAnswer), 0).to_json()));
    EXPECT_EQ(answer("/api/convert"), json::parse(converted_object(item).dump()));
    auto text_form = serving.post("/api/convert?to=text", text);
    ASSERT_TRUE(text_form);
    EXPECT_EQ(text_form->body, puzzle.to_text());

    // verify reads the solution the puzzle carries.
    const std::string field(puzzle.kind().solution_field());
    json carrying = puzzle.to_json();
    carrying[field] = solved[field];
    auto res = serving.post("/api/verify", carrying.dump(), "application/json");
    ASSERT_TRUE(res);
    EXPECT_EQ(json::parse(res->body)["status"], "valid") << res->body;
    carrying[field] = puzzle.to_json().contains("grid") ? json::array() : json("x");
    res = serving.post("/api/verify", carrying.dump(), "application/json");
    ASSERT_TRUE(res);
    EXPECT_NE(json::parse(res->body).value("status", ""), "valid") << res->body;
  }
  EXPECT_TRUE(serving.still_serving());
}

TEST(Server, OptionsReachTheEngines) {
  const Serving serving;
  auto res = serving.post("/api/solve?engine=sat", kSudokuLine);
  ASSERT_TRUE(res);
  EXPECT_EQ(json::parse(res->body)["status"], "solved") << res->body;
  // A sudoku given as text rows needs ?type= when nothing else says it; a binox does not read it.
  const std::string rows = example("binox.txt").substr(example("binox.txt").find('\n') + 1);
  res = serving.post("/api/solve?type=binox", rows);
  ASSERT_TRUE(res);
  EXPECT_EQ(json::parse(res->body)["type"], "binox") << res->body;
  // Lights Out's own switch, offered by its kind.
  res = serving.post("/api/solve?min=1", example("lightsout.txt"));
  ASSERT_TRUE(res);
  EXPECT_TRUE(json::parse(res->body).contains("min_presses")) << res->body;
}

TEST(Server, GenerateThenSolveRoundTrip) {
  const Serving serving;
  auto res = serving.post("/api/generate", R"({"type":"sudoku","seed":2,"with_solution":true})",
                          "application/json");
  ASSERT_TRUE(res);
  ASSERT_EQ(res->status, 200) << res->body;
  json generated = json::parse(res->body);
  EXPECT_EQ(generated["type"], "sudoku");
  EXPECT_EQ(generated["seed"], 2);
  const json solution = generated["solution"];
  ASSERT_FALSE(solution.is_null()) << res->body;

  // The query form makes the same puzzle.
  auto again = serving.post("/api/generate?type=sudoku&seed=2&with_solution=1", "");
  ASSERT_TRUE(again);
  EXPECT_EQ(timeless(json::parse(again->body)), timeless(generated));

  generated.erase("solution");
  res = serving.post("/api/count?limit=2", generated.dump(), "application/json");
  ASSERT_TRUE(res);
  json counted = json::parse(res->body);
  EXPECT_EQ(counted["num_solutions"], 1) << res->body;
  EXPECT_EQ(counted["solution"], solution);

  // Every type generates through the same call.
  for (const PuzzleKind* kind : all_kinds()) {
    res = serving.post("/api/generate", json{{"type", kind->name()}, {"seed", 3}}.dump(),
                       "application/json");
    ASSERT_TRUE(res);
    EXPECT_EQ(res->status, 200) << kind->name() << ": " << res->body;
    res = serving.post("/api/solve", res->body, "application/json");
    ASSERT_TRUE(res);
    EXPECT_EQ(json::parse(res->body)["status"], "solved") << kind->name() << ": " << res->body;
  }
}

TEST(Server, HintReadsTheProgress) {
  const Serving serving;
  // The README's position with a 5 twice in row 9.
  const std::string mistaken =
      "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3.5";
  auto res = serving.post("/api/hint?depth=nudge&progress=" + mistaken, kSudokuLine);
  ASSERT_TRUE(res);
  json hint = json::parse(res->body);
  EXPECT_EQ(hint["status"], "mistake") << res->body;
  EXPECT_FALSE(hint.contains("step"));

  res = serving.post("/api/hint?depth=nudge", kSudokuLine);
  ASSERT_TRUE(res);
  hint = json::parse(res->body);
  EXPECT_EQ(hint["status"], "hint") << res->body;
  EXPECT_TRUE(hint.contains("nudge"));
  EXPECT_FALSE(hint.contains("step"));

  json object = error_of(serving.post("/api/hint?progress=%7B%22grid%22", kSudokuLine), 400);
  EXPECT_EQ(object["where"], "progress") << object;
  EXPECT_TRUE(serving.still_serving());
}

TEST(Server, RenderAnswersImagesWithTheirTypes) {
  const Serving serving;
  auto res = serving.post("/api/render?to=svg", kSudokuLine);
  ASSERT_TRUE(res);
  EXPECT_EQ(res->status, 200);
  EXPECT_EQ(res->get_header_value("Content-Type"), "image/svg+xml");
  EXPECT_NE(res->body.find("<svg"), std::string::npos);

  res = serving.post("/api/render?to=png&with_solution=1", example("binox.txt"));
  ASSERT_TRUE(res);
  EXPECT_EQ(res->status, 200);
  EXPECT_EQ(res->get_header_value("Content-Type"), "image/png");
  EXPECT_EQ(res->body.substr(0, 4), "\x89PNG");

  res = serving.post("/api/render?to=pdf", example("dominosa.json"), "application/json");
  ASSERT_TRUE(res);
  EXPECT_EQ(res->get_header_value("Content-Type"), "application/pdf");
  EXPECT_EQ(res->body.substr(0, 5), "%PDF-");

  json object = error_of(serving.post("/api/render?to=gif", kSudokuLine), 400);
  EXPECT_EQ(object["where"], "query parameter to");
  object = error_of(serving.post("/api/render?max_px=100000", kSudokuLine), 422);
  EXPECT_EQ(object["where"], "query parameter max_px");
}

TEST(Server, MalformedInputIs400NamingTheField) {
  const Serving serving;
  json object = error_of(serving.post("/api/solve", R"({"type": "binox", "grid": )"), 400);
  EXPECT_EQ(object["rule"], "malformed JSON") << object;

  object = error_of(serving.post("/api/solve", R"({"type": "binox", "grid": 5})"), 400);
  EXPECT_EQ(object["where"], "field grid") << object;

  object = error_of(serving.post("/api/solve", R"({"type": 7})"), 400);
  EXPECT_EQ(object["where"], "field type") << object;

  object = error_of(serving.post("/api/generate", R"({"type": "binox", "size": "big"})"), 400);
  EXPECT_EQ(object["where"], "field size") << object;
  object = error_of(serving.post("/api/generate", R"({"type": "binox", "size": [6]})"), 400);
  EXPECT_EQ(object["where"], "field size") << object;
  object = error_of(serving.post("/api/generate", R"({"type": "binox", "levels": 3})"), 400);
  EXPECT_EQ(object["where"], "field levels") << object;
  object = error_of(serving.post("/api/generate", R"(["binox"])"), 400);
  EXPECT_EQ(object["where"], "body") << object;

  object = error_of(serving.post("/api/count?limit=many", kSudokuLine), 400);
  EXPECT_EQ(object["where"], "query parameter limit") << object;
  object = error_of(serving.post("/api/solve?engine=abacus", kSudokuLine), 400);
  EXPECT_EQ(object["where"], "query parameter engine") << object;
  object = error_of(serving.post("/api/solve?frobnicate=1", kSudokuLine), 400);
  EXPECT_EQ(object["rule"], "unknown parameter") << object;
  object = error_of(serving.post("/api/solve", ""), 400);
  EXPECT_EQ(object["rule"], "empty input") << object;
  object = error_of(serving.post("/api/verify", kSudokuLine), 400);
  EXPECT_EQ(object["rule"], "missing solution") << object;
  EXPECT_TRUE(serving.still_serving());
}

TEST(Server, DeepJsonIs400WithoutACrash) {
  const Serving serving;
  const std::string deep = std::string(100000, '[') + std::string(100000, ']');
  json object = error_of(serving.post("/api/solve", deep, "application/json"), 400);
  EXPECT_EQ(object["rule"], "too deep") << object;
  const std::string deep_object = std::string(50000, '{') + std::string(50000, '}');
  error_of(serving.post("/api/generate", deep, "application/json"), 400);
  error_of(serving.post("/api/count", "{\"type\":\"sudoku\",\"x\":" + deep_object + "}"), 400);
  EXPECT_TRUE(serving.still_serving());
}

TEST(Server, OversizedBodyIs413) {
  const Serving serving;
  const std::string big = "{\"type\":\"sudoku\",\"pad\":\"" + std::string(1 << 20, 'x') + "\"}";
  json object = error_of(serving.post("/api/solve", big, "application/json"), 413);
  EXPECT_EQ(object["where"], "body") << object;
  EXPECT_TRUE(serving.still_serving());
}

TEST(Server, AbsurdSizesAre422NamingTheField) {
  const Serving serving;
  json object = error_of(serving.post("/api/generate", R"({"type":"binox","size":100000})"), 422);
  EXPECT_EQ(object["where"], "field size") << object;
  object = error_of(serving.post("/api/generate?type=lightsout&rows=201", ""), 422);
  EXPECT_EQ(object["where"], "field rows") << object;
  // 200 x 200 is allowed, not with 3 levels: the parameters multiply (taken in name order).
  object =
      error_of(serving.post("/api/generate?type=lightsout&rows=200&cols=200&levels=3", ""), 422);
  EXPECT_EQ(object["where"], "field rows") << object;
  object = error_of(
      serving.post("/api/generate", R"({"type":"binox","size":99999999999999999999999})"), 422);
  EXPECT_EQ(object["where"], "field size") << object;
  object = error_of(serving.post("/api/count", kSudokuLine + "\n" + kSudokuLine), 422);
  EXPECT_EQ(object["rule"], "several puzzles") << object;
  EXPECT_TRUE(serving.still_serving());
}

TEST(Server, TheTimeLimitAnswersTimeout) {
  ServerOptions options;
  options.limits.timeout = 0.2;
  const Serving serving(options);
  const auto start = std::chrono::steady_clock::now();
  auto res = serving.post("/api/count?limit=0", R"({"type":"sudoku","size":16})");
  const double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  ASSERT_TRUE(res);
  EXPECT_EQ(res->status, 200) << res->body;
  EXPECT_EQ(json::parse(res->body)["status"], "timeout") << res->body;
  EXPECT_EQ(json::parse(res->body)["stopped_by"], "time_limit") << res->body;
  EXPECT_LT(seconds, 2.0);
  EXPECT_TRUE(serving.still_serving());
}

// How `clients` requests sent at once were answered.
struct Burst {
  int served = 0;  // 200
  int busy = 0;    // 503 with the rule "busy"
  int other = 0;   // anything else, or no answer
};

Burst burst(int port, int clients) {
  std::atomic<int> served{0}, busy{0}, other{0};
  std::vector<std::thread> threads;
  threads.reserve(clients);
  for (int i = 0; i < clients; ++i) {
    threads.emplace_back([&] {
      auto res = test_http::request(port, "POST", "/api/grade", kSudokuLine);
      if (res && res->status == 200) {
        ++served;
      } else if (res && res->status == 503 && json::parse(res->body)["rule"] == "busy") {
        ++busy;
      } else {
        ++other;
      }
    });
  }
  for (std::thread& thread : threads) thread.join();
  return {served, busy, other};
}

TEST(Server, ManyClientsAreServedOrTurnedAway) {
  ServerOptions options;
  options.threads = 2;
  options.queue = 8;
  const Serving serving(options);
  constexpr int kClients = 200;
  const Burst answers = burst(serving.port(), kClients);
  EXPECT_EQ(answers.other, 0);
  EXPECT_EQ(answers.served + answers.busy, kClients);
  EXPECT_GE(answers.served, 1);
  EXPECT_TRUE(serving.still_serving());
}

TEST(Server, OnlyThePageAndTheApiAreServed) {
  const Serving serving;
  auto res = serving.get("/");
  ASSERT_TRUE(res);
  EXPECT_EQ(res->status, 200);
  EXPECT_EQ(res->get_header_value("Content-Type"), "text/html; charset=utf-8");
  EXPECT_NE(res->body.find("<html"), std::string::npos);
  res = serving.get("/index.html");
  ASSERT_TRUE(res);
  EXPECT_EQ(res->status, 200);

  for (const char* path :
       {"/../../etc/passwd", "/%2e%2e/%2e%2e/etc/passwd", "/..%2f..%2fetc%2fpasswd",
        "/%252e%252e/etc/passwd", "/index.html/../../../etc/passwd", "//etc/passwd",
        "/web/index.html", "/api/../../etc/passwd", "/etc/passwd%00.html", "/nothing",
        "/api/types/../../../etc/passwd"}) {
    auto res = serving.get(path);
    error_of(res, 404);
    EXPECT_EQ(res->body.find("root:"), std::string::npos) << path;
  }
  json object = error_of(serving.post("/api/frobnicate", kSudokuLine), 404);
  EXPECT_EQ(object["rule"], "unknown command");
  object = error_of(serving.post("/api/%2e%2e%2fsolve", kSudokuLine), 404);
  EXPECT_EQ(object["rule"], "unknown command");
  object = error_of(serving.get("/api/solve"), 405);
  EXPECT_TRUE(serving.still_serving());
}

TEST(Server, TypesListEveryKindAndItsParameters) {
  ServerOptions options;
  options.limits.max_generate_value = 50;
  const Serving serving(options);
  auto res = serving.get("/api/types");
  ASSERT_TRUE(res);
  ASSERT_EQ(res->status, 200);
  const json types = json::parse(res->body);
  ASSERT_EQ(types["types"].size(), all_kinds().size());
  for (size_t i = 0; i < all_kinds().size(); ++i) {
    const PuzzleKind& kind = *all_kinds()[i];
    const json& listed = types["types"][i];
    EXPECT_EQ(listed["name"], kind.name());
    ASSERT_EQ(listed["generate_params"].size(), kind.generate_params().size()) << kind.name();
    for (size_t p = 0; p < kind.generate_params().size(); ++p) {
      const ParamSpec& spec = kind.generate_params()[p];
      EXPECT_EQ(listed["generate_params"][p]["name"], spec.name);
      if (spec.shape == ParamSpec::Shape::kInteger) {
        EXPECT_EQ(listed["generate_params"][p]["max"], std::min<int64_t>(spec.hi, 50));
      }
    }
  }
  for (const char* command : {"solve", "count", "verify", "generate", "explain", "hint", "grade",
                              "render", "convert", "export"}) {
    EXPECT_TRUE(types["commands"].contains(command)) << command;
  }
}

// The gridlogic program's serve: says its port, logs a line a request, keeps its memory through
// a burst of clients, and stops cleanly on SIGTERM with exit code 0.
TEST(Server, TheProgramServesAndStopsOnSigterm) {
  const std::string log = ::testing::TempDir() + "gridlogic_serve_" + std::to_string(getpid());
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_addopen(&actions, 2, log.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
  std::string program = GRIDLOGIC_CLI;
  std::vector<std::string> words = {program, "serve", "--port", "0", "--timeout", "5"};
  std::vector<char*> argv;
  for (std::string& word : words) argv.push_back(word.data());
  argv.push_back(nullptr);
  pid_t pid = 0;
  ASSERT_EQ(posix_spawn(&pid, program.c_str(), &actions, nullptr, argv.data(), environ), 0);
  posix_spawn_file_actions_destroy(&actions);
  auto read_log = [&] {
    std::ifstream in(log);
    return std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
  };
  int port = 0;
  for (int i = 0; i < 200 && port == 0; ++i) {
    const std::string text = read_log();
    const size_t at = text.find("serving http://127.0.0.1:");
    if (at != std::string::npos) port = std::atoi(text.c_str() + at + 25);
    if (port == 0) std::this_thread::sleep_for(std::chrono::milliseconds(20));
  }
  ASSERT_GT(port, 0) << read_log();
  auto res = test_http::request(port, "POST", "/api/solve", kSudokuLine);
  ASSERT_TRUE(res);
  EXPECT_EQ(json::parse(res->body)["status"], "solved") << res->body;
  res = test_http::request(port, "GET", "/nothing");
  ASSERT_TRUE(res);
  EXPECT_EQ(res->status, 404);
  // 200 clients at once: each answered, in bounded memory (the program's peak resident size).
  const Burst answers = burst(port, 200);
  EXPECT_EQ(answers.other, 0);
  EXPECT_EQ(answers.served + answers.busy, 200);
  std::ifstream status_file("/proc/" + std::to_string(pid) + "/status");
  long peak_kb = -1;
  for (std::string line; std::getline(status_file, line);) {
    if (line.rfind("VmHWM:", 0) == 0) peak_kb = std::stol(line.substr(6));
  }
  std::cout << "200 clients: " << answers.served << " served, " << answers.busy
            << " busy; the server's peak resident memory " << peak_kb / 1024 << " MB\n";
  EXPECT_GT(peak_kb, 0);
  EXPECT_LT(peak_kb, 150 * 1024);
  res = test_http::request(port, "POST", "/api/solve", kSudokuLine);
  ASSERT_TRUE(res);
  EXPECT_EQ(res->status, 200);
  kill(pid, SIGTERM);
  int status = 0;
  ASSERT_EQ(waitpid(pid, &status, 0), pid);
  EXPECT_TRUE(WIFEXITED(status)) << status;
  EXPECT_EQ(WEXITSTATUS(status), 0);
  const std::string text = read_log();
  EXPECT_NE(text.find("POST /api/solve 200 "), std::string::npos) << text;
  EXPECT_NE(text.find("GET /nothing 404 "), std::string::npos) << text;
  std::remove(log.c_str());
}

}  // namespace
}  // namespace gridlogic::server
