// Reads puzzles from stdin with the installed library and prints each one's status and the
// library's version: what a program of another project does with gridlogic.
#include <gridlogic/io.hpp>
#include <gridlogic/version.hpp>
#include <iostream>
#include <iterator>
#include <string>

int main() {
  const std::string input{std::istreambuf_iterator<char>(std::cin), {}};
  for (const gridlogic::InputItem& item : gridlogic::read_puzzles(input, {})) {
    if (item.puzzle == nullptr) {
      std::cout << "invalid: " << item.error << '\n';
      continue;
    }
    const gridlogic::SolveResult result = item.puzzle->solve(gridlogic::Context{}, {});
    std::cout << item.puzzle->type_name() << ' '
              << (result.status == gridlogic::Status::kSolved ? "solved" : "not solved") << '\n';
  }
  std::cout << "gridlogic " << gridlogic::kVersion << '\n';
}
