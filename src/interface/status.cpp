// The words and exit codes of status.hpp: the one place that spells them.
#include "gridlogic/status.hpp"

namespace gridlogic {

std::string_view to_string(Status status) {
  switch (status) {
    case Status::kSolved:
      return "solved";
    case Status::kUnsolvable:
      return "unsolvable";
    case Status::kInvalid:
      return "invalid";
    case Status::kTimeout:
      return "timeout";
    case Status::kTooLarge:
      return "too_large";
    case Status::kValid:
      return "valid";
    case Status::kWrong:
      return "wrong";
    case Status::kHint:
      return "hint";
    case Status::kMistake:
      return "mistake";
    case Status::kComplete:
      return "complete";
  }
  return "invalid";
}

std::optional<Status> status_from_string(std::string_view word) {
  for (const Status status : kAllStatuses) {
    if (to_string(status) == word) return status;
  }
  return std::nullopt;
}

std::string_view to_string(StopReason reason) {
  switch (reason) {
    case StopReason::kFinished:
      return "finished";
    case StopReason::kTimeLimit:
      return "time_limit";
    case StopReason::kCancelled:
      return "cancel";
    case StopReason::kNodeLimit:
      return "node_limit";
  }
  return "finished";
}

ExitCode exit_code_for(Status status) {
  switch (status) {
    case Status::kSolved:
    case Status::kValid:
    case Status::kHint:
    case Status::kComplete:
      return ExitCode::kOk;
    case Status::kUnsolvable:
    case Status::kWrong:
    case Status::kMistake:  // the answer, but a script checking positions wants to see it
      return ExitCode::kFailed;
    case Status::kInvalid:
      return ExitCode::kInvalid;
    case Status::kTimeout:
    case Status::kTooLarge:
      return ExitCode::kLimit;
  }
  return ExitCode::kInvalid;
}

}  // namespace gridlogic
