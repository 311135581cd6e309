# Writes OUT, a .tar.gz of the book's source tree SOURCE, for the site to offer (the Preface
# links it): a reader of the pages gets the source they were built from, with no address to
# look up. In a Git checkout the archive holds the files Git tracks, as they are in the work
# tree (uncommitted changes included, build folders and untracked files left out); in a tree
# unpacked from such an archive, every file but the build folders. Run with cmake -P.
cmake_minimum_required(VERSION 3.25)
if(NOT SOURCE OR NOT OUT)
  message(FATAL_ERROR "usage: cmake -DSOURCE=<tree> -DOUT=<file.tar.gz> -P source_archive.cmake")
endif()
find_program(GIT git)
set(files "")
if(GIT AND EXISTS ${SOURCE}/.git)
  execute_process(COMMAND ${GIT} -C ${SOURCE} ls-files WORKING_DIRECTORY ${SOURCE}
                  OUTPUT_VARIABLE listed RESULT_VARIABLE failed)
  if(failed)
    message(FATAL_ERROR "git ls-files failed in ${SOURCE}")
  endif()
  string(REPLACE "\n" ";" files "${listed}")
else()
  file(GLOB_RECURSE files RELATIVE ${SOURCE} ${SOURCE}/*)
  list(FILTER files EXCLUDE REGEX "^(build|_build)/|/__pycache__/|^\\.git/")
endif()
set(kept "")
foreach(f IN LISTS files)
  # a file deleted in the work tree but not yet from Git's index is not in the tree
  if(NOT f STREQUAL "" AND EXISTS ${SOURCE}/${f})
    string(APPEND kept "${f}\n")
  endif()
endforeach()
get_filename_component(out_dir ${OUT} DIRECTORY)
file(MAKE_DIRECTORY ${out_dir})
set(list_file ${OUT}.files)
file(WRITE ${list_file} "${kept}")
execute_process(COMMAND ${CMAKE_COMMAND} -E tar czf ${OUT} --files-from=${list_file}
                WORKING_DIRECTORY ${SOURCE} RESULT_VARIABLE failed)
file(REMOVE ${list_file})
if(failed)
  message(FATAL_ERROR "could not write ${OUT}")
endif()
