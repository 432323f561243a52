#include "cli/common.hpp"

#include <algorithm>
#include <atomic>
#include <charconv>
#include <cmath>
#include <condition_variable>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <iterator>
#include <mutex>
#include <sstream>
#include <thread>

namespace gridlogic::cli {

void ExitStatus::note(int code) {
  auto rank = [](int c) {
    switch (c) {
      case kOutputLost:
        return 4;
      case kInvalid:
        return 3;
      case kLimit:
        return 2;
      case kFailed:
        return 1;
      default:
        return 0;
    }
  };
  if (rank(code) > rank(code_)) code_ = code;
}

CLI::Validator seconds_validator() {
  return CLI::Validator(
      [](std::string& text) -> std::string {
        char* end = nullptr;
        const double value = std::strtod(text.c_str(), &end);
        if (end == text.c_str() || *end != '\0' || !std::isfinite(value) || value < 0) {
          return "needs a number of seconds, 0 or more: '" + text + "'";
        }
        return "";
      },
      "SECONDS");
}

CLI::Validator whole_number_validator() {
  return CLI::Validator(
      [](std::string& text) -> std::string {
        if (text.empty() || text.find_first_not_of("0123456789") != std::string::npos) {
          return "needs a whole number, 0 or more: '" + text + "'";
        }
        // CLI11 would clamp a longer number to the largest one, so that two different seeds
        // made the same puzzle: refused instead.
        uint64_t value = 0;
        if (std::from_chars(text.data(), text.data() + text.size(), value).ec != std::errc()) {
          return "'" + text + "' is past " + std::to_string(UINT64_MAX) +
                 ", the largest whole number taken";
        }
        return "";
      },
      "N");
}

void InputOptions::add_to(CLI::App& command, bool solving) {
  command.add_option("files", files,
                     "puzzle files (JSON, JSON Lines or text), read in turn; - or none for stdin");
  command.add_option("--type", type, "puzzle type when the input does not say it")
      ->check(CLI::IsMember(type_words()));
  command.add_flag("--json", json, "one JSON result object per puzzle (FORMATS.md Results)");
  add_output_option(command, output);
  command
      .add_option("--max-puzzle-mb", max_puzzle_mb,
                  "the most one puzzle's text may take, in MiB; a longer one is too_large")
      ->check(CLI::Range(size_t{1}, size_t{4096}))
      ->capture_default_str();
  if (progress_meter)
    command.add_flag("--progress", progress,
                     "show count, rate and time left on stderr (when it is a terminal)");
  if (solving) {
    command.add_option("--timeout", timeout, "time limit per puzzle in seconds (0 = none)")
        ->check(seconds_validator())
        ->capture_default_str();
    command
        .add_option("--threads", threads,
                    "puzzles solved at once in a batch; a single killer, sudoku, dominosa or "
                    "binox puzzle: threads of its search")
        ->check(CLI::Range(1U, 256U))
        ->capture_default_str();
    add_model_budget_option(command, max_model_entries);
  }
}

void add_model_budget_option(CLI::App& command, uint64_t& entries) {
  command
      .add_option("--max-model-entries", entries,
                  "milp/sat/export: the most literals or coefficients a model may have (0 = no "
                  "bound); a larger one is too_large")
      ->check(whole_number_validator())
      ->capture_default_str();
}

std::vector<std::string> InputOptions::inputs() const {
  return files.empty() ? std::vector<std::string>{"-"} : files;
}

ReadOptions InputOptions::read_options(const std::string& file) const {
  ReadOptions read;
  read.type = type;
  read.filename = file;
  read.max_puzzle_bytes = max_puzzle_mb << 20;
  return read;
}

void add_output_option(CLI::App& command, std::string& path) {
  command.add_option("-o,--output", path, "write to this file instead of stdout");
}

void redirect_output(const std::string& path, const std::vector<std::string>& inputs) {
  if (path.empty() || path == "-") return;
  std::error_code error;
  for (const std::string& input : inputs) {
    if (input != "-" && std::filesystem::equivalent(input, path, error)) {
      throw InputError("output is an input", "--output " + path,
                       "writing there would empty the input before it is read");
    }
  }
  // Kept open until the process ends; main flushes std::cout and checks it.
  static std::ofstream file;
  file.open(path, std::ios::binary | std::ios::trunc);
  if (!file) {
    throw InputError("cannot write file", "--output " + path,
                     std::string("cannot open it for writing: ") + std::strerror(errno));
  }
  std::cout.rdbuf(file.rdbuf());
}

std::vector<std::string> type_words() {
  std::vector<std::string> words;
  for (std::string_view name : all_type_names()) words.emplace_back(name);
  return words;
}

std::string json_text(const OrderedJson& value) {
  return value.dump(-1, ' ', false, OrderedJson::error_handler_t::replace);
}

std::string json_line(const OrderedJson& result) {
  return json_text(result) + '\n';
}

std::string printable(std::string_view text) {
  std::string out;
  out.reserve(text.size());
  for (char c : text) {
    const auto byte = static_cast<unsigned char>(c);
    if (byte < 0x20 || byte == 0x7F) {
      static const char* const kHex = "0123456789abcdef";
      out += "\\x";
      out += kHex[byte >> 4];
      out += kHex[byte & 0xF];
    } else {
      out += c;
    }
  }
  return out;
}

std::string read_all(const std::string& file, size_t max_bytes) {
  InputFile input(file);
  std::string content;
  char block[1 << 16];
  while (input.stream().read(block, sizeof block) || input.stream().gcount() > 0) {
    content.append(block, static_cast<size_t>(input.stream().gcount()));
    if (content.size() > max_bytes) {
      throw TooLarge(TooLarge::Limit::kPuzzleBytes, file,
                     "longer than " + std::to_string(max_bytes) + " bytes (--max-puzzle-mb)");
    }
  }
  return content;
}

double elapsed_ms(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start)
      .count();
}

Context make_context(const InputOptions& options, uint64_t seed) {
  Context ctx = Context::with_time_limit(options.timeout);
  ctx.seed = seed;
  ctx.max_model_entries = options.max_model_entries;
  return ctx;
}

std::string describe_extra(const OrderedJson& result, const std::vector<std::string>& skip_keys) {
  std::string out;
  for (const auto& [key, value] : result.items()) {
    if (std::find(skip_keys.begin(), skip_keys.end(), key) != skip_keys.end()) continue;
    const std::string text = value.is_string() ? value.get<std::string>() : json_text(value);
    out += "  " + key + ": " + printable(text) + "\n";
  }
  return out;
}

}  // namespace gridlogic::cli
