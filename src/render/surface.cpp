// Loading the cairo module and writing through it (surface.hpp).
#include "render/surface.hpp"

#include "platform/module.hpp"

namespace gridlogic::render {

namespace {

bool write_to_stream(void* closure, const unsigned char* data, size_t length) {
  auto& out = *static_cast<std::ostream*>(closure);
  out.write(reinterpret_cast<const char*>(data), static_cast<std::streamsize>(length));
  return static_cast<bool>(out);
}

}  // namespace

std::unique_ptr<Surface> open_surface(Format format, double width, double height,
                                      std::ostream& out) {
  static MakeSurface* const make = platform::module_function<MakeSurface>(
      kCairoModule, kCairoSymbol, "the drawing back end (cairo)");
  Surface* surface = make(static_cast<int>(format), width, height, &write_to_stream, &out);
  if (surface == nullptr) throw WriteError("cairo could not make the drawing surface");
  return std::unique_ptr<Surface>(surface);
}

void finish_surface(Surface& surface, std::ostream& out) {
  std::string error = surface.finish();
  out.flush();
  if (error.empty() && !out) error = "the output could not be written";
  if (!error.empty()) throw WriteError(error);
}

}  // namespace gridlogic::render

// LeakSanitizer (the sanitizer build) reports what fontconfig, loaded with cairo for text, keeps
// until the process ends by design (its configuration, its font patterns); none of it is ours.
#if defined(__has_feature)
#if __has_feature(address_sanitizer)
#define GRIDLOGIC_ADDRESS_SANITIZER 1
#endif
#endif
#if defined(__SANITIZE_ADDRESS__) || defined(GRIDLOGIC_ADDRESS_SANITIZER)
extern "C" const char* __lsan_default_suppressions() {
  return "leak:libfontconfig.so\n";
}
#endif
