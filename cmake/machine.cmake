# Writes OUT, the description of the machine the measure workflow runs on, as `key value`
# lines that the pages insert (`.. measured-on::`, :value:`measurements/machine:KEY`):
# processor (its name, family and model, widest vectors), cores, whether it is a virtual
# machine, compiler and flags, operating system, date (UTC) and the commit measured. COMPILER and FLAGS come from the build; SOURCE_DIR is the checkout.
if(NOT DEFINED OUT)
  message(FATAL_ERROR "machine.cmake needs -DOUT=...")
endif()
cmake_host_system_information(RESULT processor QUERY PROCESSOR_DESCRIPTION)
# Linux names the processor, and its widest vector instructions, in /proc/cpuinfo.
set(vectors "")
set(generation "")
set(virtual "unknown")
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
  # A virtual machine's model name is often only the vendor's ("AMD EPYC"): the family
  # and model numbers still tell the generation apart.
  file(STRINGS /proc/cpuinfo family REGEX "^cpu family" LIMIT_COUNT 1)
  file(STRINGS /proc/cpuinfo number REGEX "^model[ \t]*:" LIMIT_COUNT 1)
  if(family MATCHES ":[ \t]*([0-9]+)" AND number MATCHES ":[ \t]*([0-9]+)")
    string(REGEX MATCH "[0-9]+$" family_number "${family}")
    string(REGEX MATCH "[0-9]+$" model_number "${number}")
    set(generation " (family ${family_number}, model ${model_number})")
  endif()
  # The kernel sees the hypervisor flag in a virtual machine, whose timings share the
  # host's cores with other guests.
  if(cpu_flags MATCHES " hypervisor")
    set(virtual "yes")
  else()
    set(virtual "no")
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
string(APPEND processor "${generation}${vectors}")
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
    # Changes not committed are named by the hash of their diff, so that two records of
    # the same changes can be told from two of different ones (the same paths, words and
    # hash as tools/provenance.py, which the scripts that measure by hand use).
    execute_process(COMMAND ${GIT_EXECUTABLE} diff HEAD -- code cmake CMakeLists.txt tools
                    WORKING_DIRECTORY ${SOURCE_DIR} OUTPUT_VARIABLE diff ERROR_QUIET)
    if(NOT diff STREQUAL "")
      string(SHA256 diff_hash "${diff}")
      string(SUBSTRING ${diff_hash} 0 12 diff_hash)
      string(APPEND commit " with changes to the code not committed (diff sha256 ${diff_hash})")
    endif()
  endif()
endif()
file(WRITE ${OUT}
     "processor ${processor}\n"
     "cores ${cores}\n"
     "virtual ${virtual}\n"
     "compiler ${COMPILER} (${flags})\n"
     "system ${os}\n"
     "date ${date}\n"
     "commit ${commit}\n")
