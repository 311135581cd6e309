# CMake generated Testfile for 
# Source directory: /work/main/tests
# Build directory: /work/main/build/test/tests
# 
# This file includes the relevant testing commands required for 
# testing this directory and lists subdirectories to be tested as well.
add_test([=[book.listings]=] "/usr/bin/python3" "/work/main/tools/check_listings.py" "--root" "/work/main" "--compiled" "/work/main/build/test/compiled-files.txt")
set_tests_properties([=[book.listings]=] PROPERTIES  LABELS "book" _BACKTRACE_TRIPLES "/work/main/tests/CMakeLists.txt;16;add_test;/work/main/tests/CMakeLists.txt;0;")
subdirs("ch01")
