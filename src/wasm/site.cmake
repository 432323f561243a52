# The static site (`make wasm`, docs/wasm.md): the page of web/ with the WebAssembly engine in
# place of the server, written to SITE. Run as
#   cmake -DSOURCE=<repo> -DENGINE=<folder of gridlogic.mjs and .wasm> -DSITE=<folder> -P site.cmake
# The page's own files are copied as they are, but for index.html, which is told to use the
# worker and given the app's manifest; the service worker lists every file, with a version made
# from their contents, so that a new build replaces an installed one.
foreach(variable SOURCE ENGINE SITE)
  if(NOT DEFINED ${variable})
    message(FATAL_ERROR "site.cmake: -D${variable}=... is required")
  endif()
endforeach()

file(REMOVE_RECURSE ${SITE})
file(COPY ${SOURCE}/web/ DESTINATION ${SITE})
file(COPY ${ENGINE}/gridlogic.mjs ${ENGINE}/gridlogic.wasm DESTINATION ${SITE})
file(COPY ${SOURCE}/src/wasm/site/manifest.webmanifest ${SOURCE}/src/wasm/site/icon.svg
     DESTINATION ${SITE})

# Each change to index.html must find its line: a page that moved on fails here, not silently.
file(READ ${SITE}/index.html page)
function(change_page from to)
  string(FIND "${page}" "${from}" at)
  if(at EQUAL -1)
    message(FATAL_ERROR "site.cmake: web/index.html has no '${from}'")
  endif()
  string(REPLACE "${from}" "${to}" page "${page}")
  set(page "${page}" PARENT_SCOPE)
endfunction()
change_page("<meta name=\"gridlogic-engine\" content=\"server\">"
            "<meta name=\"gridlogic-engine\" content=\"worker\">")
# The engine's worker is started by the first thing in the page, before the stylesheet and the
# page's modules take the browser's connections (engine_start.js).
change_page("<meta charset=\"utf-8\">\n"
            "<meta charset=\"utf-8\">\n<script src=\"js/engine_start.js\"></script>\n")
change_page("<link rel=\"preload\" href=\"/api/types\" as=\"fetch\" crossorigin=\"anonymous\">\n" "")
change_page("<link rel=\"icon\" href=\"data:,\">"
            "<link rel=\"icon\" href=\"icon.svg\">\n<link rel=\"manifest\" href=\"manifest.webmanifest\">\n<meta name=\"theme-color\" content=\"#1f4e79\">")
file(WRITE ${SITE}/index.html "${page}")

file(GLOB_RECURSE files RELATIVE ${SITE} ${SITE}/*)
list(SORT files)
set(listed "'./'")
set(hashes "")
foreach(name ${files})
  file(SHA256 ${SITE}/${name} hash)
  string(APPEND hashes "${name} ${hash}\n")
  string(APPEND listed ", '${name}'")
endforeach()
string(SHA256 version "${hashes}")
string(SUBSTRING ${version} 0 16 SITE_VERSION)
set(SITE_FILES "${listed}")
configure_file(${SOURCE}/src/wasm/site/sw.js.in ${SITE}/sw.js @ONLY)
