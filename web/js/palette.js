// Colours for k light levels: stops of viridis, which stays ordered for the common colour
// blindnesses and in grey, from dark (off) to yellow (the top level).

const VIRIDIS = [
  [68, 1, 84], [72, 40, 120], [62, 74, 137], [49, 104, 142], [38, 130, 142],
  [31, 158, 137], [53, 183, 121], [109, 205, 89], [180, 222, 44], [253, 231, 37],
];

export function levelColour(level, levels) {
  const t = levels <= 1 ? 0 : level / (levels - 1);
  const at = t * (VIRIDIS.length - 1);
  const i = Math.min(Math.floor(at), VIRIDIS.length - 2);
  const f = at - i;
  const mix = VIRIDIS[i].map((v, k) => Math.round(v + (VIRIDIS[i + 1][k] - v) * f));
  return `rgb(${mix.join(',')})`;
}

// Black or white text, whichever reads better on the level's colour.
export function inkOn(level, levels) {
  return levels > 1 && level / (levels - 1) > 0.55 ? '#111' : '#fff';
}
