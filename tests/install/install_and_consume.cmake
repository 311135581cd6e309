# Run by the test install.consume (cmake -P): what a reader does to use the library in a
# program of their own, from a build of the book.
#   1. cmake --install BUILD_DIR --prefix WORK_DIR/prefix
#   2. configure and build CONSUMER_DIR against that prefix (find_package, CMAKE_PREFIX_PATH)
#   3. run the consumer, and the installed tools' --help
# and checks that the installed headers name no switch that exists only to measure a
# variant (those live in the measuring layers, which are not installed).
# The consumer is compiled with the build's own compiler and flags, so that it links with
# a sanitized library in the sanitizer presets. Any failing step fails the test.
foreach(variable IN ITEMS BUILD_DIR WORK_DIR CONSUMER_DIR CXX_COMPILER GENERATOR)
  if(NOT DEFINED ${variable})
    message(FATAL_ERROR "install_and_consume.cmake needs -D${variable}=...")
  endif()
endforeach()

function(run)
  execute_process(COMMAND ${ARGN} RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE err)
  if(NOT status EQUAL 0)
    string(REPLACE ";" " " command "${ARGN}")
    message(FATAL_ERROR "failed (${status}): ${command}\n${out}\n${err}")
  endif()
  set(run_output "${out}" PARENT_SCOPE)
endfunction()

set(prefix ${WORK_DIR}/prefix)
file(REMOVE_RECURSE ${WORK_DIR})

run(${CMAKE_COMMAND} --install ${BUILD_DIR} --prefix ${prefix})
foreach(file IN ITEMS bin/sudoku bin/dlx include/exact_cover/baseline_dlx.hpp
                      include/exact_cover/problems/queens.hpp include/sudoku/solvers.hpp)
  if(NOT EXISTS ${prefix}/${file})
    message(FATAL_ERROR "the install has no ${file}")
  endif()
endforeach()

# The measuring layers' names, and the test hooks that went there: none in the install.
# (ReducedMatrixSolver names the measuring layer's door to its reduction, ReducedMatrices, as a friend:
# that gives a program that links the layer access, and switches nothing.)
file(GLOB_RECURSE installed_headers ${prefix}/include/*)
set(measuring_names BandOptions BandPropagation can_sweep DoomTest Counting::
    max_bitset_words tests_on_bitsets node_places "lens()" CellsOptions
    "/measuring/")
foreach(header IN LISTS installed_headers)
  if(header MATCHES "/measuring/")
    message(FATAL_ERROR "the install has a header of a measuring layer: ${header}")
  endif()
  file(READ ${header} text)
  foreach(name IN LISTS measuring_names)
    string(FIND "${text}" "${name}" at)
    if(NOT at EQUAL -1)
      message(FATAL_ERROR "the installed ${header} names ${name}, a measuring switch")
    endif()
  endforeach()
endforeach()

run(${CMAKE_COMMAND} -S ${CONSUMER_DIR} -B ${WORK_DIR}/consumer -G ${GENERATOR}
    -DCMAKE_BUILD_TYPE=Release -DCMAKE_PREFIX_PATH=${prefix}
    -DCMAKE_CXX_COMPILER=${CXX_COMPILER} "-DCMAKE_CXX_FLAGS=${CXX_FLAGS}"
    "-DCMAKE_EXE_LINKER_FLAGS=${LINKER_FLAGS}")
run(${CMAKE_COMMAND} --build ${WORK_DIR}/consumer)
run(${WORK_DIR}/consumer/consumer)
message(STATUS "consumer:\n${run_output}")
if(NOT run_output MATCHES "chapter 1's cover: A D E" OR NOT run_output MATCHES "\\(checked\\)")
  message(FATAL_ERROR "the consumer printed something unexpected:\n${run_output}")
endif()

run(${prefix}/bin/sudoku --help)
if(NOT run_output MATCHES "solve")
  message(FATAL_ERROR "the installed sudoku --help does not list solve:\n${run_output}")
endif()
run(${prefix}/bin/dlx --help)
message(STATUS "installed into ${prefix}; the consumer and both tools ran")
