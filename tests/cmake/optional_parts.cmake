# The optional parts of CMakeLists.txt (GRIDLOGIC_WITH_*), configured in scratch folders below
# WORK: without any of them the configure succeeds and version.hpp lists no module; a part asked
# for (ON) whose library is not found stops the configure, naming its Debian package.
# Run by CTest: cmake -DSOURCE=<checkout> -DWORK=<folder> -P optional_parts.cmake
file(REMOVE_RECURSE ${WORK})

execute_process(
  COMMAND ${CMAKE_COMMAND} -S ${SOURCE} -B ${WORK}/none -DGRIDLOGIC_WITH_CADICAL=OFF
          -DGRIDLOGIC_WITH_CBC=OFF
          -DGRIDLOGIC_WITH_M4RI=OFF -DGRIDLOGIC_WITH_CAIRO=OFF -DGRIDLOGIC_WITH_HTTP=OFF
          -DGRIDLOGIC_PYTHON=OFF -DGRIDLOGIC_TESTS=OFF
  RESULT_VARIABLE code OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT code EQUAL 0)
  message(FATAL_ERROR "a configure without the optional parts failed:\n${out}\n${err}")
endif()
file(READ ${WORK}/none/generated/include/gridlogic/version.hpp version)
if(NOT version MATCHES "kModules\\[\\] = {\"\"};")
  message(FATAL_ERROR "a build without modules lists some:\n${version}")
endif()

# No pkg-config: CBC cannot be found, so ON fails and AUTO goes on without it.
execute_process(
  COMMAND ${CMAKE_COMMAND} -S ${SOURCE} -B ${WORK}/required -DGRIDLOGIC_WITH_CBC=ON
          -DPKG_CONFIG_EXECUTABLE=/nonexistent/pkg-config -DGRIDLOGIC_PYTHON=OFF
          -DGRIDLOGIC_TESTS=OFF
  RESULT_VARIABLE code OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(code EQUAL 0)
  message(FATAL_ERROR "GRIDLOGIC_WITH_CBC=ON configured without CBC:\n${out}")
endif()
if(NOT err MATCHES "GRIDLOGIC_WITH_CBC=ON, but it is not found: install pkg-config[ \n]+coinor-libcbc-dev")
  message(FATAL_ERROR "the refusal does not name the package:\n${err}")
endif()
execute_process(
  COMMAND ${CMAKE_COMMAND} -S ${SOURCE} -B ${WORK}/auto
          -DPKG_CONFIG_EXECUTABLE=/nonexistent/pkg-config -DGRIDLOGIC_PYTHON=OFF
          -DGRIDLOGIC_TESTS=OFF
  RESULT_VARIABLE code OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT code EQUAL 0 OR NOT out MATCHES "gridlogic: without CBC")
  message(FATAL_ERROR "AUTO did not go on without CBC, saying so:\n${out}\n${err}")
endif()
file(READ ${WORK}/auto/generated/include/gridlogic/version.hpp version)
if(version MATCHES "gridlogic_milp")
  message(FATAL_ERROR "a build without CBC lists its module:\n${version}")
endif()
file(REMOVE_RECURSE ${WORK})
message(STATUS "optional parts: configured without any, refused when asked for and missing")
