# nlohmann-json for the WebAssembly build: the host's header-only package (Debian's
# nlohmann-json3-dev), seen through a folder of the build that links to it alone.
find_path(GRIDLOGIC_HOST_JSON_INCLUDE nlohmann/json.hpp PATHS /usr/include /usr/local/include
          NO_CMAKE_FIND_ROOT_PATH NO_DEFAULT_PATH)
if(NOT GRIDLOGIC_HOST_JSON_INCLUDE)
  message(FATAL_ERROR "gridlogic: the WebAssembly build needs nlohmann/json.hpp: install "
                      "nlohmann-json3-dev")
endif()
set(host_json ${CMAKE_BINARY_DIR}/host_include)
file(MAKE_DIRECTORY ${host_json})
file(CREATE_LINK ${GRIDLOGIC_HOST_JSON_INCLUDE}/nlohmann ${host_json}/nlohmann SYMBOLIC)
add_library(nlohmann_json::nlohmann_json INTERFACE IMPORTED)
target_include_directories(nlohmann_json::nlohmann_json SYSTEM INTERFACE ${host_json})
