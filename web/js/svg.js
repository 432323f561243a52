// Small helpers for building the boards' SVG: every board is redrawn whole on each change,
// which at these sizes (at most a few thousand elements) costs well under a frame.

const NS = 'http://www.w3.org/2000/svg';

export function el(name, attributes = {}, parent = null) {
  const node = document.createElementNS(NS, name);
  for (const [key, value] of Object.entries(attributes)) {
    if (value !== undefined && value !== null) node.setAttribute(key, String(value));
  }
  if (parent) parent.appendChild(node);
  return node;
}

export function text(content, attributes, parent) {
  const node = el('text', attributes, parent);
  node.textContent = content;
  return node;
}

// Clears the svg and sets its viewBox; unit coordinates are cells (a cell is 1 x 1 plus margin).
export function reset(svg, width, height, margin = 0.1) {
  while (svg.firstChild) svg.removeChild(svg.firstChild);
  svg.setAttribute('viewBox', `${-margin} ${-margin} ${width + 2 * margin} ${height + 2 * margin}`);
}

// The cell [row, col] under a pointer event, from the svg's own coordinate transform.
export function cellAt(svg, event, rows, cols) {
  const point = svg.createSVGPoint();
  point.x = event.clientX;
  point.y = event.clientY;
  const matrix = svg.getScreenCTM();
  if (!matrix) return null;
  const local = point.matrixTransform(matrix.inverse());
  const row = Math.floor(local.y);
  const col = Math.floor(local.x);
  if (row < 0 || col < 0 || row >= rows || col >= cols) return null;
  return { row, col, x: local.x, y: local.y };
}
