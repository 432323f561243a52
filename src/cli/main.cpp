// gridlogic: the command line. Thin: parses options, reads input, calls the library, prints.
#include <cerrno>
#include <cstring>
#include <iostream>

#include "cli/common.hpp"

int main(int argc, char** argv) {
  using namespace gridlogic::cli;
  CLI::App app{
      "gridlogic — model and solve logic puzzles exactly: Dominosa, Killer Sudoku/Sudoku, Binox, "
      "Lights Out.\nInput: JSON, JSON Lines or text (see FORMATS.md), from FILE or stdin.\n"
      "Exit codes: 0 success, 1 no solution / verification failed, 2 invalid input or usage, "
      "3 a limit was reached, 4 the output could not be written."};
  app.require_subcommand(1);
  ExitStatus status;
  add_verify_command(app, status);
  add_convert_command(app, status);
  add_show_command(app, status);
  add_solve_commands(app, status);
  add_generate_command(app, status);
  add_explain_command(app, status);
  add_export_command(app, status);
  add_bench_command(app, status);
  add_planned_commands(app, status);
  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& error) {
    int code = app.exit(error);
    return code == 0 ? kOk : kInvalid;
  } catch (const gridlogic::NotAvailable& error) {
    std::cerr << "gridlogic: " << printable(error.what()) << '\n';
    return kInvalid;
  } catch (const gridlogic::InputError& error) {
    std::cerr << "gridlogic: " << printable(error.what()) << '\n';
    return kInvalid;
  } catch (const std::exception& error) {
    std::cerr << "gridlogic: " << printable(error.what()) << '\n';
    return kInvalid;
  }
  // Results that never reached their file are not a success (a full disk, a closed stream).
  std::cout.flush();
  if (!std::cout) {
    std::cerr << "gridlogic: the output could not be written: " << std::strerror(errno) << '\n';
    return kOutputLost;
  }
  return status.value();
}
