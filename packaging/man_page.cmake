# Writes gridlogic(1) from the program's own help: the summary, then every command with its
# options as `gridlogic COMMAND --help` prints them, so that the page never disagrees with the
# program. cmake -DPROGRAM=<gridlogic> -DVERSION=<x.y.z> -DOUTPUT=<file> -P man_page.cmake

# roff: a backslash doubled, a line starting with '.' or "'" protected by \&.
function(roff text out)
  string(REPLACE "\\" "\\\\" text "${text}")
  string(REPLACE "-" "\\-" text "${text}")
  string(REGEX REPLACE "(^|\n)([.'])" "\\1\\\\&\\2" text "${text}")
  set(${out} "${text}" PARENT_SCOPE)
endfunction()

execute_process(COMMAND ${PROGRAM} --help OUTPUT_VARIABLE help RESULT_VARIABLE code)
if(NOT code EQUAL 0)
  message(FATAL_ERROR "${PROGRAM} --help failed")
endif()
# The usage line names the program by the path it was run as: the page says `gridlogic`.
string(REGEX REPLACE "Usage: [^ \n]*" "Usage: gridlogic" help "${help}")
string(REGEX MATCH "Subcommands:\n(.*)" commands "${help}")
string(REGEX MATCHALL "\n  ([a-z]+) " words "${commands}")

string(TIMESTAMP today "%Y-%m-%d" UTC)  # SOURCE_DATE_EPOCH, when set, for a reproducible page
set(page ".TH GRIDLOGIC 1 \"${today}\" \"gridlogic ${VERSION}\" \"User Commands\"\n")
string(APPEND page ".SH NAME\ngridlogic \\- model and solve logic puzzles exactly\n")
string(APPEND page ".SH SYNOPSIS\n.B gridlogic\n.I COMMAND\n[\n.I OPTIONS\n] [\n.I FILE\n\\&...]\n")
roff("${help}" text)
string(APPEND page ".SH DESCRIPTION\n.nf\n${text}.fi\n.SH COMMANDS\n")
foreach(word ${words})
  string(STRIP "${word}" command)
  execute_process(COMMAND ${PROGRAM} ${command} --help OUTPUT_VARIABLE command_help
                  RESULT_VARIABLE code)
  if(NOT code EQUAL 0)
    message(FATAL_ERROR "${PROGRAM} ${command} --help failed")
  endif()
  string(REGEX REPLACE "Usage: [^ \n]*" "Usage: gridlogic" command_help "${command_help}")
  roff("${command_help}" text)
  string(APPEND page ".SS ${command}\n.nf\n${text}.fi\n")
endforeach()
string(APPEND page ".SH FILES\nThe formats read and written: FORMATS.md in the documentation "
                   "(/usr/share/doc/gridlogic).\n.SH SEE ALSO\nThe documentation of gridlogic "
                   "in its docs folder.\n")
file(WRITE ${OUTPUT} "${page}")
