# Runs CMD (a list: program and arguments) and writes its standard output to OUT (with
# MERGE_STDERR, its standard error as well, into the same file, as `2>&1` does).
# Fails the build when the program fails, so a broken program never leaves a stale page.
if(NOT DEFINED CMD OR NOT DEFINED OUT)
  message(FATAL_ERROR "capture.cmake needs -DCMD=... and -DOUT=...")
endif()
get_filename_component(dir ${OUT} DIRECTORY)
file(MAKE_DIRECTORY ${dir})
set(input_arg "")
if(DEFINED STDIN)
  set(input_arg INPUT_FILE ${STDIN})
endif()
if(DEFINED MERGE_STDERR)
  execute_process(COMMAND ${CMD} ${input_arg}
                  OUTPUT_FILE ${OUT}.tmp
                  ERROR_FILE ${OUT}.tmp
                  RESULT_VARIABLE rc)
  if(NOT rc EQUAL 0)
    file(READ ${OUT}.tmp err)
  endif()
else()
  execute_process(COMMAND ${CMD} ${input_arg}
                  OUTPUT_FILE ${OUT}.tmp
                  ERROR_VARIABLE err
                  RESULT_VARIABLE rc)
endif()
if(NOT rc EQUAL 0)
  file(REMOVE ${OUT}.tmp)
  message(FATAL_ERROR "'${CMD}' failed (${rc}):\n${err}")
endif()
file(RENAME ${OUT}.tmp ${OUT})
