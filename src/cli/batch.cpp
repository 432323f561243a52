// Reading a batch puzzle by puzzle and running it on a few threads, in input order.
#include <sys/stat.h>

#include <algorithm>
#include <condition_variable>
#include <deque>
#include <exception>
#include <fstream>
#include <iostream>
#include <mutex>
#include <thread>

#include "cli/common.hpp"
#include "cli/progress.hpp"

namespace gridlogic::cli {

namespace {

// Puzzles read ahead of the one printed next, per thread: enough to keep every thread busy
// while a slow puzzle holds the output back, few enough that memory stays small.
constexpr size_t kWindowPerThread = 256;
// The most puzzles a worker takes at once.
constexpr size_t kRun = 32;
// The most puzzles, and bytes of their text, read ahead on one thread (one larger puzzle goes
// alone).
constexpr size_t kReadAhead = 32;
constexpr size_t kReadAheadBytes = size_t{1} << 16;

// An id made from a position names the file too when there are several.
void name_file(InputItem& item, const std::string& file, bool several, size_t position) {
  if (several && item.id == std::to_string(position)) item.id = file + ":" + item.id;
}

// The puzzles of one input, on the calling thread. With `read_ahead` (a regular file), a run of
// puzzles is read and parsed, then run, then printed: each stage's code stays in the
// instruction cache across the run, where puzzle by puzzle the reader, the solver and the
// writer evict each other (a batch of easy sudokus spends as long outside the solver as in it).
// Any other input is answered puzzle by puzzle, as it comes.
size_t run_serial(PuzzleReader& reader, const std::string& file, bool several, bool read_ahead,
                  const std::function<Output(InputItem&)>& work,
                  const std::function<void(const Output&)>& emit, Progress& progress,
                  uint64_t bytes_before, size_t done_before) {
  size_t count = 0;
  std::vector<InputItem> items;
  std::vector<Output> outputs;
  for (;;) {
    items.clear();
    size_t bytes = 0;
    std::exception_ptr stopped;  // the reader's error, after the puzzles read before it
    while (items.empty() || (read_ahead && items.size() < kReadAhead && bytes < kReadAheadBytes)) {
      std::optional<PuzzleText> text;
      try {
        text = reader.next_text();
      } catch (...) {
        if (items.empty()) throw;
        stopped = std::current_exception();
        break;
      }
      if (!text) break;
      const size_t position = text->position;
      bytes += text->text.size();
      items.push_back(parse_puzzle(std::move(*text), reader.options()));
      name_file(items.back(), file, several, position);
    }
    if (items.empty()) break;
    const auto print = [&] {
      for (const Output& output : outputs) {
        emit(output);
        ++count;
        progress.update(done_before + count, bytes_before + reader.bytes_read());
      }
      outputs.clear();
    };
    for (InputItem& item : items) {
      outputs.push_back(work(item));
      if (outputs.back().large()) print();  // a huge answer is not held
    }
    print();
    if (stopped) std::rethrow_exception(stopped);
  }
  return count;
}

// The puzzles of one input on `threads` threads: this thread cuts puzzle texts and prints the
// outputs in order; the workers parse and run them.
// `ahead`: texts already cut from the reader, which come first.
size_t run_parallel(PuzzleReader& reader, std::vector<PuzzleText> ahead, const std::string& file,
                    bool several, unsigned threads, const std::function<Output(InputItem&)>& work,
                    const std::function<void(const Output&)>& emit, Progress& progress,
                    uint64_t bytes_before, size_t done_before) {
  struct Slot {
    PuzzleText text;
    Output output;
    bool done = false;
  };
  const size_t window = kWindowPerThread * threads;
  std::deque<Slot> slots;  // slots[0] is puzzle `first`
  size_t first = 0;
  std::deque<size_t> waiting;  // puzzles read, not taken by a worker
  std::mutex mutex;
  std::condition_variable work_ready;
  std::condition_variable output_ready;
  bool closing = false;

  // A worker takes a run of puzzles at a time: one lock and one wake-up per run, not per
  // puzzle, which matters when a puzzle takes a few microseconds.
  auto worker = [&] {
    std::vector<std::pair<size_t, PuzzleText>> taken;
    std::vector<std::pair<size_t, Output>> outputs;
    std::unique_lock<std::mutex> lock(mutex);
    for (;;) {
      work_ready.wait(lock, [&] { return closing || !waiting.empty(); });
      if (waiting.empty()) return;
      const size_t run = std::max<size_t>(1, std::min(waiting.size() / threads, kRun));
      for (size_t k = 0; k < run; ++k) {
        const size_t index = waiting.front();
        waiting.pop_front();
        taken.emplace_back(index, std::move(slots[index - first].text));
      }
      lock.unlock();
      for (auto& [index, text] : taken) {
        const size_t position = text.position;
        InputItem item = parse_puzzle(std::move(text), reader.options());
        name_file(item, file, several, position);
        outputs.emplace_back(index, work(item));
        outputs.back().second.settle();
      }
      taken.clear();
      lock.lock();
      for (auto& [index, output] : outputs) {
        Slot& slot = slots[index - first];
        slot.output = std::move(output);
        slot.done = true;
      }
      outputs.clear();
      output_ready.notify_one();
    }
  };
  std::vector<std::thread> pool;
  struct Joiner {  // the workers stop and join however this function is left
    std::vector<std::thread>& pool;
    std::mutex& mutex;
    bool& closing;
    std::condition_variable& cv;
    ~Joiner() {
      {
        std::lock_guard<std::mutex> lock(mutex);
        closing = true;
      }
      cv.notify_all();
      for (auto& thread : pool) thread.join();
    }
  } joiner{pool, mutex, closing, work_ready};
  for (unsigned t = 0; t < threads; ++t) pool.emplace_back(worker);

  size_t read = 0;
  bool input_ended = false;
  {
    std::lock_guard<std::mutex> lock(mutex);
    for (PuzzleText& text : ahead) {
      slots.push_back({std::move(text), {}, false});
      waiting.push_back(read++);
    }
  }
  work_ready.notify_all();
  for (;;) {
    // Print what is ready, in order.
    std::unique_lock<std::mutex> lock(mutex);
    while (!slots.empty() && slots.front().done) {
      Output output = std::move(slots.front().output);
      slots.pop_front();
      ++first;
      lock.unlock();
      emit(output);
      progress.update(done_before + first, bytes_before + reader.bytes_read());
      lock.lock();
    }
    if (input_ended && slots.empty()) break;
    if (input_ended || slots.size() >= window) {
      work_ready.notify_all();
      output_ready.wait(lock, [&] { return !slots.empty() && slots.front().done; });
      continue;
    }
    lock.unlock();
    std::optional<PuzzleText> text = reader.next_text();  // may throw: Joiner stops the workers
    lock.lock();
    if (!text) {
      input_ended = true;
      work_ready.notify_all();
      continue;
    }
    slots.push_back({std::move(*text), {}, false});
    waiting.push_back(read++);
    work_ready.notify_one();  // a no-op unless a worker waits: then the input is the slow part
  }
  return read;
}

// An input of `threads` > 1: a batch on that many threads or, when it holds one puzzle, that
// puzzle's search on all of them.
size_t run_threaded(PuzzleReader& reader, const std::string& file, bool several, unsigned threads,
                    const std::function<Output(InputItem&)>& work,
                    const std::function<void(const Output&)>& emit, Progress& progress,
                    uint64_t bytes_before, size_t done_before) {
  std::vector<PuzzleText> ahead;
  for (int k = 0; k < 2; ++k) {
    std::optional<PuzzleText> text = reader.next_text();
    if (!text) break;
    ahead.push_back(std::move(*text));
  }
  if (ahead.size() == 1) {
    const size_t position = ahead[0].position;
    InputItem item = parse_puzzle(std::move(ahead[0]), reader.options());
    name_file(item, file, several, position);
    item.search_threads = static_cast<int>(threads);
    emit(work(item));
    progress.update(done_before + 1, bytes_before + reader.bytes_read());
    return 1;
  }
  if (ahead.empty()) return 0;
  return run_parallel(reader, std::move(ahead), file, several, threads, work, emit, progress,
                      bytes_before, done_before);
}

}  // namespace

InputFile::InputFile(const std::string& file) {
  if (file == "-") {
    in_ = &std::cin;
    return;
  }
  struct stat info {};
  if (::stat(file.c_str(), &info) != 0) {
    throw InputError("cannot read file", file, "no such file");
  }
  if (S_ISDIR(info.st_mode)) {
    throw InputError("cannot read file", file, "this is a folder, not a puzzle file");
  }
  if (S_ISREG(info.st_mode)) {
    size_ = static_cast<uint64_t>(info.st_size);
    regular_ = true;
  }
  auto owned = std::make_unique<std::ifstream>(file, std::ios::binary);
  if (!*owned) throw InputError("cannot read file", file, "cannot open the file");
  in_ = owned.get();
  owned_ = std::move(owned);
}

int for_each_puzzle(const InputOptions& options, const std::function<Output(InputItem&)>& work,
                    const std::function<void(const Output&)>& emit) {
  const std::vector<std::string> files = options.inputs();
  const bool several = files.size() > 1;
  Progress progress(options.progress, "puzzles");
  // A file that cannot be read is named at its turn and the others are still run (exit 2 at
  // the end), as a batch goes on past a bad puzzle.
  std::vector<std::unique_ptr<InputFile>> opened;
  std::vector<std::string> unreadable(files.size());
  uint64_t total_bytes = 0;
  for (size_t f = 0; f < files.size(); ++f) {
    try {
      opened.push_back(std::make_unique<InputFile>(files[f]));
      total_bytes += opened.back()->size();
    } catch (const InputError& error) {
      opened.push_back(nullptr);
      unreadable[f] = error.what();
    }
  }
  progress.set_total_bytes(total_bytes);
  int code = kOk;
  uint64_t bytes_before = 0;
  size_t done_before = 0;
  for (size_t f = 0; f < files.size(); ++f) {
    if (opened[f] == nullptr) {
      progress.clear();
      std::cerr << "gridlogic: " << printable(unreadable[f]) << '\n';
      code = kInvalid;
      continue;
    }
    PuzzleReader reader(opened[f]->stream(), options.read_options(files[f]));
    const size_t count = options.threads <= 1
                             ? run_serial(reader, files[f], several, opened[f]->regular(), work,
                                          emit, progress, bytes_before, done_before)
                         : several ? run_parallel(reader, {}, files[f], several, options.threads,
                                                  work, emit, progress, bytes_before, done_before)
                                   : run_threaded(reader, files[f], several, options.threads, work,
                                                  emit, progress, bytes_before, done_before);
    if (opened[f]->stream().bad()) {
      progress.clear();
      std::cerr << "gridlogic: " << printable(files[f])
                << ": a read error cut the input short [rule: cannot read file]\n";
      code = kInvalid;
    }
    if (count == 0) {
      progress.clear();
      std::cerr << "gridlogic: " << printable(files[f] == "-" ? "stdin" : files[f])
                << ": the input holds no puzzle [rule: empty input]\n";
      code = kInvalid;
    }
    bytes_before += reader.bytes_read();
    done_before += count;
    opened[f].reset();  // one open file at a time is enough
  }
  return code;
}

std::vector<InputItem> load_items(const InputOptions& options, ExitStatus& status) {
  std::vector<InputItem> items;
  InputOptions serial = options;
  serial.threads = 1;
  status.note(for_each_puzzle(
      serial,
      [&](InputItem& item) {
        items.push_back(std::move(item));
        return Output();
      },
      [](const Output&) {}));
  return items;
}

bool report_unread(const InputItem& item, ExitStatus& status) {
  if (item.puzzle != nullptr) return false;
  std::cerr << "gridlogic: puzzle " << printable(item.id) << ": " << printable(item.error) << '\n';
  status.note(item.error_status);
  return true;
}

Output::Output(Result result) : result_(std::move(result)) {}

void Output::settle() {
  if (!result_ || result_->long_line()) return;
  text_ = result_->json_line();
  result_.reset();
}

void Output::write(std::ostream& out) const {
  if (!result_) {
    out << text_;
    return;
  }
  // One buffer per thread, kept: a batch of small puzzles writes a line per puzzle, and a
  // string made for each would cost an allocation and a copy of the line.
  thread_local std::string buffer;
  buffer.clear();
  buffer.reserve(JsonSink::kBlock + JsonSink::kBlock / 2);
  JsonSink sink(buffer, &out);
  result_->write_json_line(sink);
  sink.flush();
}

void write_out(const Output& output) {
  output.write(std::cout);
}

}  // namespace gridlogic::cli
