// min_weight_in_coset: checks the input and hands it to the GF(2) or the general Z_k engine.
#include "engines/algebra/min_weight.hpp"

#include <stdexcept>
#include <string>

#include "engines/algebra/min_weight_gf2.hpp"
#include "engines/algebra/min_weight_zk.hpp"

namespace gridlogic::algebra {

MinWeightResult min_weight_in_coset(const std::vector<uint32_t>& x0,
                                    const std::vector<std::vector<uint32_t>>& kernel, uint32_t k,
                                    const Context& ctx,
                                    const std::vector<std::vector<uint32_t>>& symmetries,
                                    SearchPart part) {
  if (k < 2) throw std::invalid_argument("min_weight_in_coset: k must be at least 2");
  if (part.count == 0 || part.index >= part.count)
    throw std::invalid_argument("min_weight_in_coset: part index beyond its count");
  for (size_t i = 0; i < kernel.size(); ++i) {
    if (kernel[i].size() != x0.size()) {
      throw std::invalid_argument("min_weight_in_coset: generator " + std::to_string(i) +
                                  " has length " + std::to_string(kernel[i].size()) +
                                  ", expected " + std::to_string(x0.size()));
    }
  }
  for (size_t s = 0; s < symmetries.size(); ++s) {
    std::vector<bool> hit(x0.size(), false);
    bool bijection = symmetries[s].size() == x0.size();
    for (size_t j = 0; j < symmetries[s].size() && bijection; ++j) {
      const uint32_t image = symmetries[s][j];
      bijection = image < x0.size() && !hit[image];
      if (bijection) hit[image] = true;
    }
    if (!bijection) {
      throw std::invalid_argument("min_weight_in_coset: symmetry " + std::to_string(s) +
                                  " is not a permutation of the " + std::to_string(x0.size()) +
                                  " coordinates");
    }
  }
  if (k == 2) {
    MinWeightResult out;
    if (detail::min_weight_gf2(x0, kernel, symmetries, ctx, detail::Gf2MinWeightOptions{}, out,
                               part))
      return out;
  }
  if (part.index != 0) {  // a search that does not split: part 0 makes it whole
    MinWeightResult out;
    out.proved = true;
    for (uint32_t v : x0) {
      out.x.push_back(v % k);
      out.weight += v % k;
    }
    return out;
  }
  return detail::min_weight_zk(x0, kernel, k, ctx, detail::ZkMinWeightOptions{});
}

}  // namespace gridlogic::algebra
