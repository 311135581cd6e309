# CMake generated Testfile for 
# Source directory: /work/main/tests/ch01
# Build directory: /work/main/build/test/tests/ch01
# 
# This file includes the relevant testing commands required for 
# testing this directory and lists subdirectories to be tested as well.
add_test([=[ch01_tests]=] "/work/main/build/test/bin/ch01_tests" "--log_level=test_suite" "--report_level=short")
set_tests_properties([=[ch01_tests]=] PROPERTIES  LABELS "ch01" _BACKTRACE_TRIPLES "/work/main/cmake/BookHelpers.cmake;90;add_test;/work/main/tests/ch01/CMakeLists.txt;1;book_test;/work/main/tests/ch01/CMakeLists.txt;0;")
add_test([=[ch01.exercise.forced_options]=] "/work/main/build/test/bin/ch01_exercise_forced_options" "--report_level=short")
set_tests_properties([=[ch01.exercise.forced_options]=] PROPERTIES  LABELS "ch01;exercises" _BACKTRACE_TRIPLES "/work/main/cmake/BookHelpers.cmake;118;add_test;/work/main/tests/ch01/CMakeLists.txt;2;book_exercise;/work/main/tests/ch01/CMakeLists.txt;0;")
add_test([=[ch01.exercise.bitmask_cover]=] "/work/main/build/test/bin/ch01_exercise_bitmask_cover" "--report_level=short")
set_tests_properties([=[ch01.exercise.bitmask_cover]=] PROPERTIES  LABELS "ch01;exercises" _BACKTRACE_TRIPLES "/work/main/cmake/BookHelpers.cmake;118;add_test;/work/main/tests/ch01/CMakeLists.txt;3;book_exercise;/work/main/tests/ch01/CMakeLists.txt;0;")
