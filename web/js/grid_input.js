// What the grid boards share: a keyboard cursor moved by the arrow keys, and the ARIA grid
// label a cell announces. Puzzle rules stay in the boards and the server.

const STEPS = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };

// The cursor after an arrow key (wrapping at the edges, so every cell is reachable from any
// other with one key held), or null for any other key.
export function moveCursor(cursor, key, rows, cols) {
  const step = STEPS[key];
  if (!step) return null;
  const at = cursor || { row: 0, col: 0 };
  return {
    row: (at.row + step[0] + rows) % rows,
    col: (at.col + step[1] + cols) % cols,
  };
}

export const isArrow = (key) => key in STEPS;

export function sameCell(a, b) {
  return !!a && !!b && a.row === b.row && a.col === b.col;
}

// A set of "row,col" keys from a list of [row, col] pairs, as the API's results give cells.
export function cellSet(cells) {
  return new Set((cells || []).map(([row, col]) => `${row},${col}`));
}

export function copyRows(rows) {
  return rows.map((row) => (Array.isArray(row) ? row.slice() : row));
}
