// Result lines and solutions: the line written straight from its parts is the JSON value's own
// text, a compact solution writes what its JSON value would, and a long one goes out in blocks.
#include "gridlogic/results.hpp"

#include <gtest/gtest.h>

#include <cmath>
#include <sstream>
#include <thread>

namespace gridlogic {
namespace {

// A solution of `rows` strings of `width` characters, kept as two numbers.
class StripedSolution final : public CompactSolution {
 public:
  StripedSolution(size_t rows, size_t width) : rows_(rows), width_(width) {}

  void write_json(JsonSink& out) const override {
    out.push('[');
    for (size_t r = 0; r < rows_; ++r) {
      if (r > 0) out.push(',');
      out.push('"');
      out.append(row(r));
      out.push('"');
      out.flush_if_full();
    }
    out.push(']');
  }
  size_t text_bytes() const override { return rows_ * (width_ + 3); }
  mutable int builds = 0;

 protected:
  Json build_json() const override {
    ++builds;
    Json rows = Json::array();
    for (size_t r = 0; r < rows_; ++r) rows.push_back(row(r));
    return rows;
  }

 private:
  std::string row(size_t r) const { return std::string(width_, r % 2 == 0 ? '0' : '1'); }
  size_t rows_, width_;
};

InputItem item_named(std::string id) {
  InputItem item;
  item.id = std::move(id);
  item.kind = find_kind("lightsout");
  return item;
}

TEST(ResultLine, IsTheTextOfItsJsonValue) {
  const double times[] = {0,   0.001, 0.0004,  0.0006,     0.042, 2,
                          2.5, 17.25, 999.999, 123456.789, 1e11,  5e12};
  for (double ms : times) {
    Result result(item_named("id \"quoted\" \xc3\xa9"), Status::kSolved);
    result.add("num_solutions", 1);
    result.add("complete", true);
    result.add_solution("presses", Json::array({"01", "10"}));
    result.add("nodes", Json::object({{"a", 1.5}, {"b", nullptr}}));
    result.set_time_ms(ms);
    EXPECT_EQ(result.json_line(), result.to_json().dump() + "\n") << ms;
    EXPECT_EQ(result.to_json()["time_ms"].get<double>(), std::round(ms * 1000) / 1000);
  }
}

TEST(ResultLine, TheSolutionKeepsItsPlace) {
  SolveResult solved;
  solved.status = Status::kSolved;
  solved.solution = std::make_shared<const StripedSolution>(2, 3);
  solved.extra["num_solutions"] = 1;
  const Result result = solve_result(item_named("7"), solved, 1.5);
  EXPECT_EQ(result.json_line(),
            "{\"id\":\"7\",\"type\":\"lightsout\",\"status\":\"solved\",\"presses\":[\"000\","
            "\"111\"],\"num_solutions\":1,\"time_ms\":1.5}\n");

  CountResult counted;
  counted.status = Status::kSolved;
  counted.num_solutions = BigCount(2);
  counted.first_solution = Json::array({"1"});
  counted.nodes = 3;
  counted.extra["kernel"] = 0;
  EXPECT_EQ(count_result(item_named("8"), counted, 0).json_line(),
            "{\"id\":\"8\",\"type\":\"lightsout\",\"status\":\"solved\",\"num_solutions\":2,"
            "\"complete\":false,\"presses\":[\"1\"],\"nodes\":3,\"kernel\":0,\"time_ms\":0.0}\n");

  Result replaced(item_named("9"), Status::kSolved);
  replaced.add("presses", 1);
  replaced.add("after", 2);
  replaced.add_solution("presses", Json::array());
  EXPECT_EQ(replaced.json_line(),
            "{\"id\":\"9\",\"type\":\"lightsout\",\"status\":\"solved\",\"presses\":[],"
            "\"after\":2}\n");
  ASSERT_NE(replaced.find("presses"), nullptr);
  EXPECT_EQ(*replaced.find("presses"), Json::array());
}

TEST(CompactSolution, WritesWhatItsJsonValueWould) {
  const auto compact = std::make_shared<const StripedSolution>(5, 7);
  const Solution solution = compact;
  EXPECT_FALSE(solution.empty());
  EXPECT_EQ(solution.compact(), compact.get());
  std::string text;
  JsonSink sink(text);
  solution.write_json(sink);
  EXPECT_EQ(text, solution.json().dump());
  std::ostringstream printed;
  printed << solution;
  EXPECT_EQ(printed.str(), text);
  EXPECT_EQ(solution, Json::parse(text));
  EXPECT_TRUE(Solution().empty());
  EXPECT_TRUE(Solution(Json()).empty());
}

TEST(CompactSolution, BuildsItsJsonOnceWhateverTheThreads) {
  const auto compact = std::make_shared<const StripedSolution>(50, 50);
  std::vector<std::thread> readers;
  for (int t = 0; t < 4; ++t) {
    readers.emplace_back([&] { EXPECT_EQ(compact->json().size(), 50u); });
  }
  for (auto& reader : readers) reader.join();
  EXPECT_EQ(compact->builds, 1);
}

TEST(ResultLine, ALongSolutionGoesOutInBlocks) {
  // 2000 rows of 2000 characters: 4 MB of text, which the sink hands on as it fills.
  SolveResult solved;
  solved.status = Status::kSolved;
  solved.solution = std::make_shared<const StripedSolution>(2000, 2000);
  const Result result = solve_result(item_named("big"), solved, 3);
  ASSERT_TRUE(result.long_line());

  struct CountingBuffer : std::stringbuf {
    size_t writes = 0;
    size_t largest = 0;
    std::streamsize xsputn(const char* s, std::streamsize n) override {
      ++writes;
      largest = std::max(largest, static_cast<size_t>(n));
      return std::stringbuf::xsputn(s, n);
    }
  } counting;
  std::ostream out(&counting);
  std::string buffer;
  JsonSink sink(buffer, &out);
  result.write_json_line(sink);
  sink.flush();
  EXPECT_TRUE(buffer.empty());
  EXPECT_GT(counting.writes, 40u);
  EXPECT_LT(counting.largest, JsonSink::kBlock + 2100);
  EXPECT_EQ(counting.str(), result.json_line());

  Result small(item_named("small"), Status::kSolved);
  small.add_solution("presses", std::make_shared<const StripedSolution>(3, 3));
  EXPECT_FALSE(small.long_line());
}

}  // namespace
}  // namespace gridlogic
