# CMake generated Testfile for 
# Source directory: /work/main/figures/ch01
# Build directory: /work/main/build/test/figures/ch01
# 
# This file includes the relevant testing commands required for 
# testing this directory and lists subdirectories to be tested as well.
