# CMake generated Testfile for 
# Source directory: /work/main/code/ch01
# Build directory: /work/main/build/test/code/ch01
# 
# This file includes the relevant testing commands required for 
# testing this directory and lists subdirectories to be tested as well.
