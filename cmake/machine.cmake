# Writes OUT, the description of the machine the measure workflow runs on, as `key value`
# lines that the pages insert (`.. measured-on::`, :value:`measurements/machine:KEY`):
# processor, cores, compiler and flags, operating system, date (UTC) and the commit
# measured. COMPILER and FLAGS come from the build; SOURCE_DIR is the checkout.
if(NOT DEFINED OUT)
  message(FATAL_ERROR "machine.cmake needs -DOUT=...")
endif()
cmake_host_system_information(RESULT processor QUERY PROCESSOR_DESCRIPTION)
# Linux names the processor, and its widest vector instructions, in /proc/cpuinfo.
set(vectors "")
if(EXISTS /proc/cpuinfo)
  file(STRINGS /proc/cpuinfo model REGEX "^model name" LIMIT_COUNT 1)
  if(model MATCHES ":[ \t]*(.+)$")
    set(processor "${CMAKE_MATCH_1}")
  endif()
  file(STRINGS /proc/cpuinfo cpu_flags REGEX "^flags" LIMIT_COUNT 1)
  if(cpu_flags MATCHES " avx512f ")
    set(vectors " with AVX-512")
  elseif(cpu_flags MATCHES " avx2 ")
    set(vectors " with AVX2")
  endif()
endif()
cmake_host_system_information(RESULT cores QUERY NUMBER_OF_LOGICAL_CORES)
cmake_host_system_information(RESULT os QUERY OS_NAME OS_RELEASE)
list(JOIN os " " os)
string(STRIP "${processor}" processor)
if(processor STREQUAL "")
  set(processor "an unnamed ${CMAKE_HOST_SYSTEM_PROCESSOR} processor")
endif()
string(REGEX REPLACE "[ \t]+" " " processor "${processor}")
string(REGEX REPLACE "^[0-9]+ core " "" processor "${processor}")
string(APPEND processor "${vectors}")
string(REGEX REPLACE "[ \t]+" " " flags "${FLAGS}")
string(STRIP "${flags}" flags)
string(TIMESTAMP date "%Y-%m-%d %H:%M UTC" UTC)
set(commit "unknown")
find_package(Git QUIET)
if(GIT_FOUND AND DEFINED SOURCE_DIR)
  execute_process(COMMAND ${GIT_EXECUTABLE} rev-parse --short HEAD
                  WORKING_DIRECTORY ${SOURCE_DIR} OUTPUT_VARIABLE head
                  OUTPUT_STRIP_TRAILING_WHITESPACE ERROR_QUIET RESULT_VARIABLE rc)
  if(rc EQUAL 0 AND NOT head STREQUAL "")
    set(commit ${head})
    execute_process(COMMAND ${GIT_EXECUTABLE} diff --quiet HEAD -- code cmake CMakeLists.txt
                    WORKING_DIRECTORY ${SOURCE_DIR} RESULT_VARIABLE dirty ERROR_QUIET)
    if(NOT dirty EQUAL 0)
      string(APPEND commit " with changes to the code not yet committed")
    endif()
  endif()
endif()
file(WRITE ${OUT}
     "processor ${processor}\n"
     "cores ${cores}\n"
     "compiler ${COMPILER} (${flags})\n"
     "system ${os}\n"
     "date ${date}\n"
     "commit ${commit}\n")
