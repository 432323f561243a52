// Binox (Takuzu): a click or Space cycles a cell through X, O and empty; X, O and Delete set
// it directly. X's are drawn as crosses and O's as rings, as the print drawing does, so the two
// symbols differ by shape, not colour.

import { el, reset, cellAt } from './svg.js';
import { moveCursor, isArrow } from './grid_input.js';

const CYCLE = { '.': 'X', X: 'O', O: '.' };

export function createBoard(puzzle) {
  const rows = puzzle.grid.length;
  const cols = [...puzzle.grid[0].replace(/\s/g, '')].length;
  const givens = puzzle.grid.flatMap((row) => [...row.replace(/\s/g, '').toUpperCase()]);

  const at = (state, i) => (givens[i] !== '.' ? givens[i] : state.cells[i]);

  function set(state, i, symbol) {
    if (givens[i] !== '.' || state.cells[i] === symbol) return null;
    const cells = state.cells.slice();
    cells[i] = symbol;
    return { cells };
  }

  // The cells that break a rule as the board stands: three equal symbols in a run, more of one
  // symbol in a line than half its cells, two full rows (or columns) the same.
  function breaks(state) {
    const bad = new Set();
    const lines = [];
    for (let r = 0; r < rows; r++) lines.push(Array.from({ length: cols }, (_, c) => r * cols + c));
    for (let c = 0; c < cols; c++) lines.push(Array.from({ length: rows }, (_, r) => r * cols + c));
    const full = new Map();
    lines.forEach((line, k) => {
      const symbols = line.map((i) => at(state, i));
      for (let j = 0; j + 2 < line.length; j++) {
        if (symbols[j] !== '.' && symbols[j] === symbols[j + 1] && symbols[j] === symbols[j + 2]) {
          [0, 1, 2].forEach((d) => bad.add(line[j + d]));
        }
      }
      for (const symbol of ['X', 'O']) {
        const those = line.filter((i, j) => symbols[j] === symbol);
        if (those.length > line.length / 2) those.forEach((i) => bad.add(i));
      }
      if (!symbols.includes('.')) {
        const word = `${k < rows ? 'row' : 'col'}:${symbols.join('')}`;
        if (full.has(word)) [...line, ...full.get(word)].forEach((i) => bad.add(i));
        else full.set(word, line);
      }
    });
    return bad;
  }

  function draw(svg, state, view) {
    reset(svg, cols, rows, 0.05);
    const bad = view.conflicts ? breaks(state) : new Set();
    const g = el('g', {}, svg);
    for (let r = 0; r < rows; r++) {
      for (let c = 0; c < cols; c++) {
        const i = r * cols + c;
        const key = `${r},${c}`;
        const classes = ['cell'];
        if (view.cursor && view.cursor.row === r && view.cursor.col === c) classes.push('cursor');
        if (view.highlight.has(key)) classes.push('highlight');
        if (view.mistakes.has(key) || bad.has(i)) classes.push('mistake');
        el('rect', { x: c, y: r, width: 1, height: 1, class: classes.join(' '), 'data-row': r, 'data-col': c }, g);
        const symbol = at(state, i);
        const kind = givens[i] !== '.' ? 'given' : 'entered';
        if (symbol === 'X') {
          el('path', { d: `M${c + 0.27} ${r + 0.27}L${c + 0.73} ${r + 0.73}M${c + 0.73} ${r + 0.27}L${c + 0.27} ${r + 0.73}`, class: `symbol ${kind}` }, g);
        } else if (symbol === 'O') {
          el('circle', { cx: c + 0.5, cy: r + 0.5, r: 0.25, class: `symbol ${kind}` }, g);
        }
      }
    }
    const lines = el('g', { class: 'grid-lines' }, svg);
    for (let r = 0; r <= rows; r++) el('line', { x1: 0, y1: r, x2: cols, y2: r, class: r % rows ? 'thin' : 'thick' }, lines);
    for (let c = 0; c <= cols; c++) el('line', { x1: c, y1: 0, x2: c, y2: rows, class: c % cols ? 'thin' : 'thick' }, lines);
  }

  return {
    type: puzzle.type,
    rows,
    cols,
    solutionField: 'solution',
    modes: [],
    pad: [{ label: 'X', symbol: 'X' }, { label: 'O', symbol: 'O' }],
    // Rule breaks shown as they happen unless the player turns them off.
    breaks: true,
    breaksByDefault: true,

    initialState() {
      return { cells: new Array(rows * cols).fill('.') };
    },

    draw,

    pointerDown(svg, event, state) {
      const cell = cellAt(svg, event, rows, cols);
      if (!cell) return null;
      const i = cell.row * cols + cell.col;
      // A right click (or a long press's contextmenu) cycles backwards, O before X.
      const symbol = event.button === 2 ? CYCLE[CYCLE[at(state, i)]] : CYCLE[at(state, i)];
      return { cursor: { row: cell.row, col: cell.col }, state: set(state, i, symbol) || undefined };
    },

    key(event, state, view) {
      const moved = moveCursor(view.cursor, event.key, rows, cols);
      if (moved) return { cursor: moved };
      if (!view.cursor) return isArrow(event.key) ? { cursor: { row: 0, col: 0 } } : null;
      const i = view.cursor.row * cols + view.cursor.col;
      const key = event.key.toUpperCase();
      let symbol = null;
      if (key === 'X' || key === '1') symbol = 'X';
      else if (key === 'O' || key === '0' || key === '2') symbol = 'O';
      else if (key === ' ' || key === 'ENTER') symbol = CYCLE[at(state, i)];
      else if (key === 'BACKSPACE' || key === 'DELETE' || key === '.') symbol = '.';
      if (!symbol) return null;
      return { state: set(state, i, symbol) || undefined, handled: true };
    },

    padPress(item, state, view) {
      if (!view.cursor) return null;
      return set(state, view.cursor.row * cols + view.cursor.col, item.clear ? '.' : item.symbol);
    },

    cellLabel(state, row, col) {
      const i = row * cols + col;
      const symbol = at(state, i);
      const what = symbol === '.' ? 'empty' : `${givens[i] !== '.' ? 'given ' : ''}${symbol}`;
      return `row ${row + 1}, column ${col + 1}: ${what}`;
    },

    isComplete(state) {
      return state.cells.every((s, i) => at(state, i) !== '.');
    },

    position(state) {
      return Array.from({ length: rows * cols }, (_, i) => at(state, i)).join('');
    },

    solutionOf(state) {
      const out = [];
      for (let r = 0; r < rows; r++) {
        out.push(Array.from({ length: cols }, (_, c) => at(state, r * cols + c)).join(''));
      }
      return out;
    },

    fromSolution(state, solution, only) {
      const cells = state.cells.slice();
      for (let r = 0; r < rows; r++) {
        for (let c = 0; c < cols; c++) {
          if (only && (only.row !== r || only.col !== c)) continue;
          const i = r * cols + c;
          if (givens[i] === '.') cells[i] = solution[r][c].toUpperCase();
        }
      }
      return { cells };
    },

    // A hint's answer (FORMATS.md "hint", changes): the symbols it places. Null when the
    // board would not change.
    applyChanges(state, changes) {
      let next = state;
      for (const [r, c, symbol] of changes.place || []) {
        next = set(next, r * cols + c, String(symbol).toUpperCase()) || next;
      }
      return next === state ? null : next;
    },

    // The entered symbols the solution does not have, as "row,col" keys.
    wrongCells(state, solution) {
      const wrong = new Set();
      state.cells.forEach((symbol, i) => {
        const [r, c] = [Math.floor(i / cols), i % cols];
        if (givens[i] === '.' && symbol !== '.' && symbol !== solution[r][c].toUpperCase()) wrong.add(`${r},${c}`);
      });
      return wrong;
    },

    hintCells(hint) {
      const detail = (hint.step && hint.step.detail) || {};
      return (detail.cells || []).concat((detail.placements || []).map(([r, c]) => [r, c]));
    },
  };
}
