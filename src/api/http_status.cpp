#include "api/http_status.hpp"

namespace gridlogic::api {

int http_status_for(Status status) {
  switch (status) {
    case Status::kInvalid:
      return 400;
    case Status::kTooLarge:
      return 422;
    case Status::kSolved:
    case Status::kUnsolvable:
    case Status::kTimeout:
    case Status::kValid:
    case Status::kWrong:
    case Status::kHint:
    case Status::kMistake:
    case Status::kComplete:
      return 200;
  }
  return 400;
}

}  // namespace gridlogic::api
