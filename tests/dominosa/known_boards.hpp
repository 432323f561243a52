// Boards Tatham's Dominosa generated at known levels (from the grading development set), with
// their solutions: the grade tests check our levels against his, the ladder tests walk them.
#pragma once

#include <string>
#include <vector>

namespace dominosa_test {

struct KnownBoard {
  std::string id;
  std::string level;     // Tatham's
  std::string grid;      // JSON
  std::string solution;  // JSON
};

inline const std::vector<KnownBoard>& known_boards() {
  static const std::vector<KnownBoard> all = {
      {"6dt-s1001", "trivial",
       "[[4,4,6,1,1,1,1,6],[0,3,3,6,4,3,3,3],[0,1,6,0,5,0,4,0],[4,2,1,5,4,6,3,5],[2,5,5,4,0,2,3,2],"
       "[4,6,2,1,5,5,5,6],[1,2,2,0,3,0,2,6]]",
       R"(["RLRLRLDD","DRLRLDUU","UDRLDUDD","DURLUDUU","UDDRLURL","DUUDDRLD","URLUURLU"])"},
      {"6db-s1002", "basic",
       "[[5,2,5,6,3,6,0,4],[1,0,3,0,2,1,6,4],[4,6,3,0,2,4,1,1],[3,3,1,5,5,2,5,4],[5,4,0,0,4,2,3,4],"
       "[5,3,3,6,2,1,0,5],[0,6,2,1,1,6,6,2]]",
       R"(["DDRLRLRL","UURLRLDD","RLDDRLUU","RLUUDDDD","DDRLUUUU","UUDRLRLD","RLURLRLU"])"},
      {"6db-s1005", "basic",
       "[[3,3,3,4,2,5,6,5],[1,2,0,0,0,3,2,6],[3,6,4,1,4,3,5,6],[0,1,4,0,0,6,1,1],[2,2,3,0,6,4,5,1],"
       "[4,4,3,1,2,0,5,2],[1,5,6,6,2,4,5,5]]",
       R"(["RLRLRLRL","DRLRLRLD","URLRLRLU","RLRLRLRL","RLRLDRLD","RLDDURLU","RLUURLRL"])"},
      {"6db-s1007", "basic",
       "[[4,2,6,4,1,5,6,2],[0,3,6,3,5,0,4,5],[3,5,0,6,5,0,6,1],[4,2,1,2,3,3,6,1],[1,2,1,3,5,0,2,0],"
       "[4,2,1,5,5,3,2,0],[6,3,6,4,4,4,0,1]]",
       R"(["RLRLRLRL","RLDRLDRL","DDURLUDD","UURLRLUU","DDRLRLRL","UUDRLRLD","RLURLRLU"])"},
      {"6dh-s1001", "hard",
       "[[5,5,2,3,1,4,1,5],[4,3,2,6,5,6,3,0],[6,3,4,1,3,4,1,1],[0,0,0,6,6,0,1,2],[6,6,3,4,4,4,5,5],"
       "[4,2,3,0,2,1,3,0],[0,2,5,2,5,1,2,6]]",
       R"(["RLRLRLDD","DDDDRLUU","UUUURLRL","DRLRLRLD","URLRLRLU","DDDDRLRL","UUUURLRL"])"},
      {"6de-s1002", "extreme",
       "[[4,2,0,3,5,3,3,4],[0,6,6,6,5,1,0,4],[3,3,0,2,4,5,5,1],[0,1,0,0,4,4,6,6],[5,1,6,6,1,2,0,2],"
       "[1,2,1,4,1,3,2,2],[3,2,5,4,3,6,5,5]]",
       R"(["RLDRLRLD","DDUDDRLU","UUDUURLD","DDURLRLU","UURLRLRL","DDDRLRLD","UUURLRLU"])"},
  };
  return all;
}

}  // namespace dominosa_test
