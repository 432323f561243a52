#include "server/http/session.hpp"

#include <boost/asio/execution/outstanding_work.hpp>
#include <boost/asio/post.hpp>
#include <boost/asio/require.hpp>
#include <boost/beast/core/string.hpp>
#include <boost/beast/http/error.hpp>
#include <boost/beast/http/read.hpp>
#include <boost/beast/http/write.hpp>
#include <exception>
#include <string_view>
#include <utility>

#include "server/http/request_target.hpp"

namespace gridlogic::server {

namespace beast = boost::beast;
namespace http = beast::http;
namespace asio = boost::asio;

namespace {

// A drain reads into this much at a time. A connection refused without reading (past the
// connection limit) or not speaking HTTP is drained this long at most: nothing it sends is worth
// more of a connection.
constexpr size_t kScratchBytes = 16 << 10;
constexpr auto kShortDrain = std::chrono::seconds(1);

std::chrono::steady_clock::duration seconds(double value) {
  return std::chrono::duration_cast<std::chrono::steady_clock::duration>(
      std::chrono::duration<double>(value));
}

bool is_parse_error(const beast::error_code& error) {
  return error.category() == http::make_error_code(http::error::bad_target).category() &&
         error != http::error::end_of_stream && error != http::error::partial_message;
}

}  // namespace

Session::Session(Transport& transport, asio::ip::tcp::socket socket)
    : transport_(transport), stream_(std::move(socket)) {
  ++transport_.open;
}

Session::~Session() {
  transport_.bodies_held -= reserved_;
  --transport_.open;
}

void Session::start() {
  transport_.waiting_on_client.insert(this);
  stream_.expires_after(seconds(transport_.options.request_seconds));
  parser_.emplace();
  parser_->header_limit(static_cast<uint32_t>(transport_.options.max_header));
  parser_->body_limit(transport_.options.max_body);
  http::async_read_header(
      stream_, buffer_, *parser_,
      [self = shared_from_this()](beast::error_code error, size_t) { self->on_header(error); });
}

void Session::refuse_busy() {
  refuse(503, Drain::kShort, 1);
}

void Session::close_if_waiting() {
  if (transport_.waiting_on_client.count(this) != 0) close();
}

void Session::on_header(beast::error_code error) {
  if (error) return read_failed(error);
  const auto& request = parser_->get();
  method_ = std::string(request.method_string());
  head_ = request.method() == http::verb::head;
  // The body's bytes are counted before they are read: a chunked one as the most it may be.
  const size_t body = parser_->content_length() ? static_cast<size_t>(*parser_->content_length())
                      : parser_->chunked()      ? transport_.options.max_body
                                                : 0;
  if (transport_.bodies_held + body > transport_.options.max_bodies_held) {
    return refuse(503, Drain::kFull, 1);
  }
  reserved_ = body;
  transport_.bodies_held += body;
  if (body > 0 && beast::iequals(request[http::field::expect], "100-continue")) {
    continue_ = {http::status::continue_, request.version()};
    http::async_write(stream_, continue_,
                      [self = shared_from_this()](beast::error_code written, size_t) {
                        if (written) return self->close();
                        self->read_body();
                      });
    return;
  }
  read_body();
}

void Session::read_body() {
  if (parser_->is_done()) return on_body({});
  http::async_read(
      stream_, buffer_, *parser_,
      [self = shared_from_this()](beast::error_code error, size_t) { self->on_body(error); });
}

void Session::on_body(beast::error_code error) {
  if (error) return read_failed(error);
  dispatch();
}

void Session::read_failed(beast::error_code error) {
  if (error == http::error::header_limit) {
    // Past the limit with no line ended: the request line alone is too long (its target).
    const auto data = buffer_.cdata();
    const std::string_view read(static_cast<const char*>(data.data()), data.size());
    return refuse(read.find("\r\n") == std::string_view::npos ? 414 : 431, Drain::kFull);
  }
  if (error == http::error::body_limit) return refuse(413, Drain::kFull);
  if (is_parse_error(error)) return refuse(400, Drain::kShort);
  close();  // the deadline passed, or the client went away: nobody to answer
}

void Session::dispatch() {
  transport_.waiting_on_client.erase(this);
  stream_.expires_never();  // the time a request computes is the handler's to bound
  read_whole_ = Clock::now();
  const auto& request = parser_->get();
  const std::string_view type = request[http::field::content_type];
  if (type.size() >= 19 && beast::iequals(type.substr(0, 19), "multipart/form-data")) {
    return refuse(415, Drain::kNone);
  }
  auto tracked =
      asio::require(transport_.io.get_executor(), asio::execution::outstanding_work.tracked);
  // The worker reads the request and the I/O thread does not touch the session until the
  // answer is posted back; the tracked executor keeps the I/O loop running meanwhile.
  const int retry_after = transport_.pool.submit([self = shared_from_this(), tracked] {
    const auto& request = self->parser_->get();
    RequestTarget target = parse_target(request.target());
    self->path_ = target.path;
    HttpResponse answer;
    self->transport_.handler.handle(
        {request.method_string(), target.path, &target.query, request.body()}, answer);
    asio::post(tracked, [self, answer = std::move(answer)]() mutable {
      self->write(std::move(answer), Drain::kNone);
    });
  });
  if (retry_after > 0) {
    path_ = parse_target(request.target()).path;
    refuse(503, Drain::kNone, retry_after);
  }
}

void Session::refuse(int status, Drain drain, int retry_after) {
  HttpResponse answer;
  answer.status = status;
  transport_.handler.refuse(status, answer);
  write(std::move(answer), drain, retry_after);
}

void Session::write(HttpResponse answer, Drain drain, int retry_after) {
  transport_.waiting_on_client.erase(this);
  response_.emplace(static_cast<http::status>(answer.status), 11);
  response_->set(http::field::content_type, answer.content_type);
  if (!answer.allow.empty()) response_->set(http::field::allow, answer.allow);
  if (answer.status == 503) {
    response_->set(http::field::retry_after, std::to_string(retry_after > 0 ? retry_after : 1));
  }
  response_->keep_alive(false);  // one request a connection
  response_->body() = std::move(answer.body);
  response_->prepare_payload();
  stream_.expires_after(seconds(transport_.options.write_seconds));
  auto written = [self = shared_from_this(), drain](beast::error_code error, size_t) {
    self->on_written(error, drain);
  };
  if (head_) {
    head_serializer_.emplace(*response_);
    http::async_write_header(stream_, *head_serializer_, std::move(written));
  } else {
    http::async_write(stream_, *response_, std::move(written));
  }
}

void Session::on_written(beast::error_code error, Drain drain) {
  const double ms = std::chrono::duration<double, std::milli>(Clock::now() - read_whole_).count();
  transport_.handler.log(
      {method_, path_, static_cast<int>(response_->result_int()), response_->body().size(), ms});
  if (error) return close();
  if (drain != Drain::kNone) return this->drain(drain);
  beast::error_code ignored;
  stream_.socket().shutdown(asio::ip::tcp::socket::shutdown_send, ignored);
  close();
}

void Session::drain(Drain drain) {
  beast::error_code ignored;
  stream_.socket().shutdown(asio::ip::tcp::socket::shutdown_send, ignored);
  transport_.waiting_on_client.insert(this);
  scratch_ = std::make_unique<char[]>(kScratchBytes);
  stream_.expires_after(drain == Drain::kShort ? kShortDrain
                                               : seconds(transport_.options.request_seconds));
  drain_more();
}

void Session::drain_more() {
  stream_.async_read_some(asio::buffer(scratch_.get(), kScratchBytes),
                          [self = shared_from_this()](beast::error_code error, size_t) {
                            if (error) return self->close();  // the client's end, or the deadline
                            self->drain_more();
                          });
}

void Session::close() {
  transport_.waiting_on_client.erase(this);
  beast::error_code ignored;
  stream_.socket().close(ignored);
}

}  // namespace gridlogic::server
