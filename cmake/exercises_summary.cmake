# Runs every exercise's test program (PROGRAMS, a list) without its log, and fails with
# one line naming tools/progress when any of them fails: the last word of the exercises
# workflow. A program that runs longer than a minute (an endless loop in a stub) fails.
set(failed 0)
set(total 0)
foreach(program IN LISTS PROGRAMS)
  math(EXPR total "${total} + 1")
  execute_process(COMMAND ${program} --log_level=nothing --report_level=no
                  RESULT_VARIABLE rc OUTPUT_QUIET ERROR_QUIET TIMEOUT 60)
  if(NOT rc EQUAL 0)
    math(EXPR failed "${failed} + 1")
  endif()
endforeach()
if(failed GREATER 0)
  message(FATAL_ERROR "${failed} of ${total} exercises do not pass yet: run tools/progress "
                      "for the next one, the first check its test fails, and a hint "
                      "(tools/progress --hint).")
endif()
message(STATUS "All ${total} exercises pass.")
