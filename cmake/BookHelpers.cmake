# Helpers that keep the literate pipeline in one place:
#   book_program(NAME SOURCES ...)            a chapter program or tool, linked to the library
#   book_capture(NAME PROGRAM ARGS ...)        run a program at build time, keep its stdout for the site
#   book_measure(NAME PROGRAM ARGS ...)        a timing: run by the measure workflow only, kept in
#                                              measurements/ (committed), never by the book build
#   book_test(NAME LABELS ... [COST SECONDS] SOURCES ...)  a Boost.Test suite registered with ctest
#   book_exercise(CHAPTER NAME ...)            stub + solution + test of one exercise
#   book_figure(NAME COMMAND ... OUTPUT ...)   a figure drawn at build time
#   book_finish()                              the measure target; captures after every build
# Every source they see is recorded, so the listings check knows what is compiled.

function(book_warnings target)
  target_compile_options(${target} PRIVATE -Wall -Wextra -Wpedantic -Wconversion -Wno-sign-conversion)
  # -Wno-restrict (g++ only): g++ 12 at -O3 reports false overlaps inside std::string
  # concatenation (GCC bug 105329); the warning finds nothing real in this code and breaks
  # -Werror builds. clang++ has no such warning and would reject the flag.
  target_compile_options(${target} PRIVATE $<$<CXX_COMPILER_ID:GNU>:-Wno-restrict>)
  if(BOOK_WERROR)
    target_compile_options(${target} PRIVATE -Werror)
  endif()
endfunction()

# What is not the library (programs, tools, figures, tests, book) takes
# BOOK_PROGRAM_OPTIONS after the build type's flags (the last -O wins).
function(book_program_options target)
  if(BOOK_PROGRAM_OPTIONS)
    target_compile_options(${target} PRIVATE ${BOOK_PROGRAM_OPTIONS})
  endif()
endfunction()

# With BOOK_PCH, book_precompiled(TARGET program|test) compiles TARGET with a header
# precompiled once for all of its kind: the standard headers the book's programs include
# most (for the programs, tools and figures), or Boost.Test's header, which includes most
# of them itself (for the suites made by book_test, and for the exercises' tests, whose
# flags differ). Each kind is an object
# library of its own with the flags and definitions of its users, since a precompiled
# header is used only where they are the same. The header checks (tests/CMakeLists.txt)
# never use one: they compile each header on its own, to show that it includes what it
# uses. (Not <iomanip>: its std::quoted would meet the quoted() of the sources that do not
# include it, by argument-dependent lookup.)
set(BOOK_PCH_STANDARD_HEADERS <algorithm> <array> <chrono> <cstddef> <cstdint> <fstream>
    <functional> <iostream> <map> <memory> <optional> <span> <sstream> <string>
    <string_view> <utility> <vector>)
function(book_precompiled target kind)
  if(NOT BOOK_PCH)
    return()
  endif()
  set(holder book_${kind}_pch)
  if(NOT TARGET ${holder})
    set(source ${CMAKE_BINARY_DIR}/${holder}.cpp)
    file(CONFIGURE OUTPUT ${source}
         CONTENT "// The precompiled header of book_precompiled(... ${kind}).\n")
    add_library(${holder} OBJECT ${source})
    if(kind STREQUAL "test")
      book_test_flags(${holder})
      target_precompile_headers(${holder} PRIVATE <boost/test/unit_test.hpp>)
    elseif(kind STREQUAL "exercise")
      book_exercise_flags(${holder})
      target_precompile_headers(${holder} PRIVATE <boost/test/unit_test.hpp>)
    else()
      target_link_libraries(${holder} PRIVATE book)
      book_warnings(${holder})
      book_program_options(${holder})
      target_precompile_headers(${holder} PRIVATE ${BOOK_PCH_STANDARD_HEADERS})
    endif()
  endif()
  target_precompile_headers(${target} REUSE_FROM ${holder})
endfunction()

function(book_record_sources)
  foreach(src IN LISTS ARGN)
    get_filename_component(abs ${src} ABSOLUTE BASE_DIR ${CMAKE_CURRENT_SOURCE_DIR})
    set_property(GLOBAL APPEND PROPERTY BOOK_COMPILED_FILES ${abs})
  endforeach()
endfunction()

function(book_program name)
  add_executable(${name} ${ARGN})
  target_link_libraries(${name} PRIVATE book)
  book_warnings(${name})
  book_program_options(${name})
  book_precompiled(${name} program)
  book_record_sources(${ARGN})
  set_property(GLOBAL APPEND PROPERTY BOOK_PROGRAMS ${name})
endfunction()

# book_capture(NAME OUTPUT_NAME PROGRAM target [ARGS ...] [STDIN file] [VALUES name]
#              [MERGE_STDERR])
# Runs the program at build time; its standard output becomes ${BOOK_GENERATED_DIR}/NAME
# (with MERGE_STDERR, its standard error too, as `2>&1` shows it), which a chapter shows with literalinclude. The site depends on it, so a changed
# program changes the page. With VALUES, the program is also given --values=PATH, where
# it writes `key value` lines that the prose inserts with the :value: role
# (${BOOK_GENERATED_DIR}/name.values, read as :value:`name:key`).
function(book_capture output)
  if(NOT BOOK_SITE AND NOT BOOK_MEASURE)  # the measure workflow's inputs are captures too
    return()
  endif()
  cmake_parse_arguments(PARSE_ARGV 1 C "MERGE_STDERR" "PROGRAM;STDIN;VALUES" "ARGS;DEPENDS")
  set(out ${BOOK_GENERATED_DIR}/${output})
  set(stdin_arg "")
  if(C_STDIN)
    set(stdin_arg -DSTDIN=${C_STDIN})
  endif()
  if(C_MERGE_STDERR)
    list(APPEND stdin_arg -DMERGE_STDERR=1)
  endif()
  # A program of the build, or another one by its path (mpirun).
  if(TARGET ${C_PROGRAM})
    set(program $<TARGET_FILE:${C_PROGRAM}>)
  else()
    set(program ${C_PROGRAM})
  endif()
  set(values "")
  if(C_VALUES)
    set(values ${BOOK_GENERATED_DIR}/${C_VALUES}.values)
    list(APPEND C_ARGS --values=${values})
  endif()
  add_custom_command(
    OUTPUT ${out} ${values}
    COMMAND ${CMAKE_COMMAND} -DOUT=${out} "-DCMD=${program};${C_ARGS}" ${stdin_arg}
            -P ${CMAKE_SOURCE_DIR}/cmake/capture.cmake
    DEPENDS ${C_PROGRAM} ${CMAKE_SOURCE_DIR}/cmake/capture.cmake ${C_STDIN} ${C_DEPENDS}
    COMMENT "Capturing the output of ${C_PROGRAM} ${C_ARGS}"
    VERBATIM)
  book_generated_target(${out} target)
  if(values)
    set_property(GLOBAL APPEND PROPERTY BOOK_GENERATED_FILES ${values})
  endif()
endfunction()

# book_measure(NAME PROGRAM target [ARGS ...] [VALUES name] [DEPENDS files or targets]
#              [MERGE_STDERR])
# A timing. The book build never takes one: a page shows the committed file
# measurements/NAME (`.. literalinclude:: /measurements/NAME`) and inserts its values as
# :value:`measurements/name:key`. The measure workflow (BOOK_MEASURE, `cmake --workflow
# --preset measure`) runs every registered timing, one after the other on an otherwise
# idle build, and writes them there with measurements/machine.values, which names the
# machine, the compiler and the date.
function(book_measure output)
  if(NOT BOOK_MEASURE)
    return()
  endif()
  cmake_parse_arguments(PARSE_ARGV 1 M "MERGE_STDERR" "PROGRAM;VALUES" "ARGS;DEPENDS")
  set(merge "")
  if(M_MERGE_STDERR)
    set(merge -DMERGE_STDERR=1)
  endif()
  set(out ${BOOK_MEASURED_DIR}/${output})
  if(TARGET ${M_PROGRAM})
    set(program $<TARGET_FILE:${M_PROGRAM}>)
    set_property(GLOBAL APPEND PROPERTY BOOK_MEASURED_PROGRAMS ${M_PROGRAM})
  else()
    set(program ${M_PROGRAM})
  endif()
  if(M_VALUES)
    list(APPEND M_ARGS --values=${BOOK_MEASURED_DIR}/${M_VALUES}.values)
  endif()
  foreach(dependency IN LISTS M_DEPENDS)  # a target, or a file a capture makes
    if(NOT TARGET ${dependency})
      book_generated_target_name(${dependency} dependency)
    endif()
    set_property(GLOBAL APPEND PROPERTY BOOK_MEASURED_PROGRAMS ${dependency})
  endforeach()
  # The commands are kept in a list, so the command line's own list separators are
  # written as $<SEMICOLON> until the measure target is made.
  string(REPLACE ";" "$<SEMICOLON>" command "${program};${M_ARGS}")
  set_property(GLOBAL APPEND PROPERTY BOOK_MEASURE_COMMANDS
               COMMAND ${CMAKE_COMMAND} -E echo "measure: ${output}"
               COMMAND ${CMAKE_COMMAND} -DOUT=${out} -DCMD=${command} ${merge}
                       -P ${CMAKE_SOURCE_DIR}/cmake/capture.cmake)
endfunction()

# Called once, after all the subdirectories. The measure target runs the timings in the
# order they were registered, in one command list, so never two at once. (The book's
# captures compute counts, not times, so they run side by side with anything.)
function(book_finish)
  # A program compiled for other machine options than the rest (-march=native) cannot use
  # the shared precompiled header (g++ refuses it, and -Werror makes that an error).
  if(BOOK_PCH)
    get_property(programs GLOBAL PROPERTY BOOK_PROGRAMS)
    foreach(program IN LISTS programs)
      get_target_property(options ${program} COMPILE_OPTIONS)
      if(options MATCHES "(^|;)-m")
        set_target_properties(${program} PROPERTIES DISABLE_PRECOMPILE_HEADERS ON)
      endif()
    endforeach()
  endif()
  if(BOOK_MEASURE)
    get_property(commands GLOBAL PROPERTY BOOK_MEASURE_COMMANDS)
    get_property(measured GLOBAL PROPERTY BOOK_MEASURED_PROGRAMS)
    add_custom_target(measure ALL
      COMMAND ${CMAKE_COMMAND} -E make_directory ${BOOK_MEASURED_DIR}
      COMMAND ${CMAKE_COMMAND} -DOUT=${BOOK_MEASURED_DIR}/machine.values
              -DSOURCE_DIR=${CMAKE_SOURCE_DIR}
              "-DCOMPILER=${CMAKE_CXX_COMPILER_ID} ${CMAKE_CXX_COMPILER_VERSION}"
              "-DFLAGS=${CMAKE_CXX_FLAGS} ${CMAKE_CXX_FLAGS_RELEASE}"
              -P ${CMAKE_SOURCE_DIR}/cmake/machine.cmake
      ${commands}
      COMMENT "Measuring: every timing of the book, one at a time, into ${BOOK_MEASURED_DIR}"
      VERBATIM)
    if(measured)
      add_dependencies(measure ${measured})
    endif()
  endif()
endfunction()

# book_figure(OUTPUT name.svg COMMAND ... DEPENDS ...): the command writes the figure to the path
# given by the placeholder @OUT@ in its arguments.
function(book_figure output)
  if(NOT BOOK_SITE)
    return()
  endif()
  cmake_parse_arguments(PARSE_ARGV 1 F "" "" "COMMAND;DEPENDS")
  set(out ${BOOK_GENERATED_DIR}/figures/${output})
  list(TRANSFORM F_COMMAND REPLACE "@OUT@" "${out}")
  add_custom_command(
    OUTPUT ${out}
    COMMAND ${CMAKE_COMMAND} -E make_directory ${BOOK_GENERATED_DIR}/figures
    COMMAND ${F_COMMAND}
    DEPENDS ${F_DEPENDS}
    COMMENT "Drawing figure ${output}"
    VERBATIM)
  book_generated_target(${out})
endfunction()

# The name of the target that book_generated_target() gives the generated file OUT.
function(book_generated_target_name out result)
  string(REPLACE "${BOOK_GENERATED_DIR}" "" short "${out}")
  string(MAKE_C_IDENTIFIER "gen${short}" target)
  set(${result} ${target} PARENT_SCOPE)
endfunction()

# Gives a generated file a target of its own, so the site can depend on it from any directory.
# book_generated_target(OUT [RESULT]): a target that makes the generated file OUT; its name
# goes into the variable RESULT when one is given.
function(book_generated_target out)
  book_generated_target_name(${out} target)
  add_custom_target(${target} DEPENDS ${out})
  set_property(GLOBAL APPEND PROPERTY BOOK_GENERATED_FILES ${out})
  set_property(GLOBAL APPEND PROPERTY BOOK_GENERATED_TARGETS ${target})
  if(ARGC GREATER 1)
    set(${ARGV1} ${target} PARENT_SCOPE)
  endif()
endfunction()

# What a suite's sources are compiled with, and the precompiled header's target too (the
# header is only used where the definitions, options and libraries' flags are the same).
function(book_test_flags target)
  # exact_cover_measuring: the tests compare the engines' insides and variants
  target_link_libraries(${target} PRIVATE book exact_cover_measuring
                                          Boost::unit_test_framework)
  # tests/support: what the suites share (random problems, solution collectors)
  target_include_directories(${target} PRIVATE ${CMAKE_SOURCE_DIR}/tests/support)
  # BOOK_SOURCE_DIR lets tests read the committed data slices (data/sudoku/).
  target_compile_definitions(${target} PRIVATE BOOST_TEST_DYN_LINK
                                               BOOK_SOURCE_DIR="${CMAKE_SOURCE_DIR}")
  book_warnings(${target})
  book_program_options(${target})
endfunction()

# book_test_cost(TEST SECONDS): about how long the test runs (on two cores, in the test
# preset), so that a fresh build's ctest, which has no timings of its own yet, starts the
# long tests first and none of them is left running alone at the end.
function(book_test_cost test seconds)
  set_tests_properties(${test} PROPERTIES COST ${seconds})
endfunction()

# The entry point of every suite and every exercise's test, compiled once (so that no
# test source defines BOOST_TEST_MODULE, and all can share a precompiled Boost.Test).
function(book_test_main_target)
  if(NOT TARGET book_test_main)
    add_library(book_test_main OBJECT ${CMAKE_SOURCE_DIR}/tests/test_main.cpp)
    target_link_libraries(book_test_main PRIVATE Boost::unit_test_framework)
    target_compile_definitions(book_test_main PRIVATE BOOST_TEST_DYN_LINK)
    book_warnings(book_test_main)
    book_program_options(book_test_main)
  endif()
endfunction()

function(book_test name)
  cmake_parse_arguments(PARSE_ARGV 1 T "" "COST" "LABELS;SOURCES;LIBRARIES")
  book_test_main_target()
  add_executable(${name} ${T_SOURCES})
  set_property(GLOBAL APPEND PROPERTY BOOK_TEST_PROGRAMS ${name})
  book_test_flags(${name})
  target_link_libraries(${name} PRIVATE book_test_main ${T_LIBRARIES})
  book_precompiled(${name} test)
  book_record_sources(${T_SOURCES})
  add_test(NAME ${name} COMMAND ${name} --log_level=test_suite --report_level=short
                                     --color_output=no)
  set_tests_properties(${name} PROPERTIES LABELS "${T_LABELS}")
  if(T_COST)
    book_test_cost(${name} ${T_COST})
  endif()
endfunction()

# What an exercise's test (with the solution or the stub) and its precompiled header are
# compiled with: the exercise's header, the tests' support, Boost.Test.
function(book_exercise_flags target)
  target_include_directories(${target} PRIVATE ${CMAKE_SOURCE_DIR}/code/exercises
                                                ${CMAKE_SOURCE_DIR}/tests/support)
  target_link_libraries(${target} PRIVATE book Boost::unit_test_framework)
  target_compile_definitions(${target} PRIVATE BOOST_TEST_DYN_LINK)
  book_warnings(${target})
  book_program_options(${target})
  # A stub leaves its parameters unused on purpose.
  target_compile_options(${target} PRIVATE -Wno-unused-parameter)
endfunction()

# An exercise's test program: its sources, the entry point, and the log that shows the
# first failed check of each test case and counts the others, so that an untouched stub
# does not print hundreds of failures (tests/support/first_failures.cpp).
function(book_exercise_program target)
  add_executable(${target} ${ARGN})
  book_exercise_flags(${target})
  book_test_main_target()
  if(NOT TARGET book_first_failures)
    add_library(book_first_failures OBJECT ${CMAKE_SOURCE_DIR}/tests/support/first_failures.cpp)
    target_link_libraries(book_first_failures PRIVATE Boost::unit_test_framework)
    target_compile_definitions(book_first_failures PRIVATE BOOST_TEST_DYN_LINK)
    book_warnings(book_first_failures)
    book_program_options(book_first_failures)
  endif()
  target_link_libraries(${target} PRIVATE book_test_main book_first_failures)
  book_precompiled(${target} exercise)
endfunction()

# book_exercise(CHAPTER ch01 NAME forced_options)
# The learner edits code/exercises/ch01/forced_options.cpp (the stub); the reference answer is
# code/solutions/ch01/forced_options.cpp; both implement code/exercises/ch01/forced_options.hpp.
# BOOK_EXERCISES picks which one is compiled. The test is tests/ch01/exercise_forced_options.cpp,
# registered as ch01.exercise.forced_options with labels ch01 and exercises.
function(book_exercise)
  cmake_parse_arguments(PARSE_ARGV 0 E "" "CHAPTER;NAME" "")
  set(stub ${CMAKE_SOURCE_DIR}/code/exercises/${E_CHAPTER}/${E_NAME}.cpp)
  set(solution ${CMAKE_SOURCE_DIR}/code/solutions/${E_CHAPTER}/${E_NAME}.cpp)
  set(test_source ${CMAKE_SOURCE_DIR}/tests/${E_CHAPTER}/exercise_${E_NAME}.cpp)
  if(BOOK_EXERCISES STREQUAL "stubs")
    set(impl ${stub})
  else()
    set(impl ${solution})
  endif()
  set(target ${E_CHAPTER}_exercise_${E_NAME})
  book_exercise_program(${target} ${test_source} ${impl})
  # The learner's file stays a unit of its own even in a unity build: a helper named as one
  # of the test's would otherwise clash with it, in an error about a file they never wrote.
  set_target_properties(${target} PROPERTIES UNITY_BUILD OFF)
  # The target `exercises` builds every exercise and only what they need (the exercises
  # preset builds just that, so a learner's first verdict does not wait for the book).
  if(NOT TARGET exercises)
    add_custom_target(exercises)
  endif()
  add_dependencies(exercises ${target})
  set_property(GLOBAL APPEND PROPERTY BOOK_TEST_PROGRAMS ${target})
  book_record_sources(${stub} ${solution} ${test_source})
  # No colour codes: ctest and tools/progress capture the log.
  add_test(NAME ${E_CHAPTER}.exercise.${E_NAME}
           COMMAND ${target} --report_level=short --color_output=no)
  set_tests_properties(${E_CHAPTER}.exercise.${E_NAME} PROPERTIES LABELS "${E_CHAPTER};exercises")
  set_property(GLOBAL APPEND PROPERTY BOOK_EXERCISE_TESTS ${E_CHAPTER}.exercise.${E_NAME})
  set_property(GLOBAL APPEND PROPERTY BOOK_EXERCISE_PROGRAMS $<TARGET_FILE:${target}>)
  # With BOOK_EXERCISE_BITES (tools/check-exercises-bite), the same test is built again
  # against the untouched stub, in this build, beside the solution's, and registered as
  # chNN.exercise.NAME.bites, which passes when the test fails on the stub (any failure:
  # a failed check, an exception or a crash). No second build of the library is needed.
  if(BOOK_EXERCISE_BITES AND NOT BOOK_EXERCISES STREQUAL "stubs")
    book_exercise_program(${target}_stub ${test_source} ${stub})
    set_target_properties(${target}_stub PROPERTIES UNITY_BUILD OFF)
    if(NOT TARGET exercise_stubs)
      add_custom_target(exercise_stubs)
    endif()
    add_dependencies(exercise_stubs ${target}_stub)
    add_test(NAME ${E_CHAPTER}.exercise.${E_NAME}.bites
             COMMAND sh -c "! \"$0\" --report_level=no --log_level=nothing >/dev/null 2>&1"
                     $<TARGET_FILE:${target}_stub>)
    set_tests_properties(${E_CHAPTER}.exercise.${E_NAME}.bites PROPERTIES LABELS "bites"
                         TIMEOUT 120)
  endif()
endfunction()

# The last exercise test: when any exercise fails, it fails too, and its name sends the
# learner to tools/progress, which says which exercise is next, its first failed check
# and its hint. It runs the exercises' programs again, quietly (they take about a second).
function(book_exercises_summary)
  get_property(tests GLOBAL PROPERTY BOOK_EXERCISE_TESTS)
  get_property(programs GLOBAL PROPERTY BOOK_EXERCISE_PROGRAMS)
  if(NOT tests)
    return()
  endif()
  add_test(NAME exercises.next:tools/progress
           COMMAND ${CMAKE_COMMAND} "-DPROGRAMS=${programs}"
                   -P ${CMAKE_SOURCE_DIR}/cmake/exercises_summary.cmake)
  set_tests_properties(exercises.next:tools/progress PROPERTIES
                       LABELS exercises DEPENDS "${tests}" TIMEOUT 300)
endfunction()

function(book_write_compiled_files)
  get_property(files GLOBAL PROPERTY BOOK_COMPILED_FILES)
  file(GLOB_RECURSE headers CONFIGURE_DEPENDS ${CMAKE_SOURCE_DIR}/code/exact_cover/include/*.hpp
       ${CMAKE_SOURCE_DIR}/code/sudoku/include/*.hpp ${CMAKE_SOURCE_DIR}/code/book/include/*.hpp
       ${CMAKE_SOURCE_DIR}/code/exact_cover/src/*.hpp ${CMAKE_SOURCE_DIR}/code/sudoku/src/*.hpp
       ${CMAKE_SOURCE_DIR}/code/exact_cover/measuring/*.hpp
       ${CMAKE_SOURCE_DIR}/code/sudoku/measuring/include/*.hpp
       ${CMAKE_SOURCE_DIR}/code/ch[0-9][0-9]/*.hpp)  # a header two chapter programs share
  list(APPEND files ${headers})
  list(REMOVE_DUPLICATES files)
  list(SORT files)
  list(JOIN files "\n" content)
  file(GENERATE OUTPUT ${CMAKE_BINARY_DIR}/compiled-files.txt CONTENT "${content}\n")
endfunction()
