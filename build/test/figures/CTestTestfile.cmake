# CMake generated Testfile for 
# Source directory: /work/main/figures
# Build directory: /work/main/build/test/figures
# 
# This file includes the relevant testing commands required for 
# testing this directory and lists subdirectories to be tested as well.
subdirs("ch01")
