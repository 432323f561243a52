// Dominosa: drag from a cell to a neighbour to lay a domino there, click a domino to lift it;
// from the keyboard, Shift+arrow lays one from the cursor, Delete lifts it. A line across the
// edge of two cells says "no domino here", as Tatham's right-drag draws it: a right-drag (or
// the "line" mode, or Ctrl+arrow) draws or takes it off. A table of the double-M set marks
// the dominoes used, and those used twice (which no solution has).

import { el, reset, text, cellAt } from './svg.js';
import { moveCursor, isArrow } from './grid_input.js';

// The letter of a cell names the side its partner lies on (FORMATS.md, dominosa solutions).
const SIDES = { L: [0, -1], R: [0, 1], U: [-1, 0], D: [1, 0] };
const OPPOSITE = { L: 'R', R: 'L', U: 'D', D: 'U' };
const ARROW_SIDE = { ArrowLeft: 'L', ArrowRight: 'R', ArrowUp: 'U', ArrowDown: 'D' };

// The side a drag from `from` to `to` points to: a drag that ends further away than the
// neighbour still means the neighbour in its main direction; null for no move.
function dragSide(from, to) {
  const dr = to.row - from.row;
  const dc = to.col - from.col;
  if (!dr && !dc) return null;
  return Math.abs(dr) >= Math.abs(dc) ? (dr > 0 ? 'D' : 'U') : dc > 0 ? 'R' : 'L';
}

function sideBetween(a, b) {
  for (const [side, [dr, dc]] of Object.entries(SIDES)) {
    if (a.row + dr === b.row && a.col + dc === b.col) return side;
  }
  return null;
}

export function createBoard(puzzle) {
  const grid = puzzle.grid;
  const rows = grid.length;
  const cols = grid[0].length;
  const max = puzzle.max !== undefined ? puzzle.max : Math.max(...grid.flat());
  let dragFrom = null;
  // While a drag lays a domino: where it would go if let go now, drawn faintly ({row, col,
  // side}), or null.
  let preview = null;

  const partnerOf = (letters, r, c) => {
    const side = letters[r * cols + c];
    if (side === '.') return null;
    const [dr, dc] = SIDES[side];
    return { row: r + dr, col: c + dc };
  };

  function lift(letters, r, c) {
    const partner = partnerOf(letters, r, c);
    letters[r * cols + c] = '.';
    if (partner) letters[partner.row * cols + partner.col] = '.';
  }

  // The edge between a cell and its neighbour on a side, as "row,col,R" or "row,col,D" from
  // its upper or left cell; null past the board.
  function edgeKey(a, side) {
    const [dr, dc] = SIDES[side];
    const b = { row: a.row + dr, col: a.col + dc };
    if (b.row < 0 || b.col < 0 || b.row >= rows || b.col >= cols) return null;
    const first = dr + dc > 0 ? a : b;
    return `${first.row},${first.col},${dr ? 'D' : 'R'}`;
  }

  const linesOf = (state) => state.lines || [];

  function place(state, a, side) {
    const [dr, dc] = SIDES[side];
    const b = { row: a.row + dr, col: a.col + dc };
    if (b.row < 0 || b.col < 0 || b.row >= rows || b.col >= cols) return null;
    if (state.letters[a.row * cols + a.col] === side) return null;
    const letters = state.letters.slice();
    lift(letters, a.row, a.col);
    lift(letters, b.row, b.col);
    letters[a.row * cols + a.col] = side;
    letters[b.row * cols + b.col] = OPPOSITE[side];
    // A domino laid across a "no domino" line takes the line away.
    const edge = edgeKey(a, side);
    return { letters, lines: linesOf(state).filter((k) => k !== edge) };
  }

  function remove(state, cell) {
    if (state.letters[cell.row * cols + cell.col] === '.') return null;
    const letters = state.letters.slice();
    lift(letters, cell.row, cell.col);
    return { letters, lines: linesOf(state) };
  }

  // A "no domino here" line drawn, or taken off when it is there. Not across a domino laid.
  function toggleLine(state, a, side) {
    const edge = edgeKey(a, side);
    if (!edge || state.letters[a.row * cols + a.col] === side) return null;
    const lines = linesOf(state);
    return { letters: state.letters, lines: lines.includes(edge) ? lines.filter((k) => k !== edge) : lines.concat([edge]).sort() };
  }

  const dominoKey = (a, b) => (a <= b ? `${a}-${b}` : `${b}-${a}`);

  // Each placed domino once, from its left or upper half, with its value pair.
  function placed(state) {
    const list = [];
    for (let r = 0; r < rows; r++) {
      for (let c = 0; c < cols; c++) {
        const side = state.letters[r * cols + c];
        if (side === 'R' || side === 'D') {
          const [dr, dc] = SIDES[side];
          list.push({ r, c, r2: r + dr, c2: c + dc, key: dominoKey(grid[r][c], grid[r + dr][c + dc]) });
        }
      }
    }
    return list;
  }

  function uses(state) {
    const count = new Map();
    for (const domino of placed(state)) count.set(domino.key, (count.get(domino.key) || 0) + 1);
    return count;
  }

  // The cells of the dominoes placed more than once (no solution uses one twice).
  function breaks(state) {
    const count = uses(state);
    const bad = new Set();
    for (const d of placed(state)) {
      if (count.get(d.key) > 1) {
        bad.add(`${d.r},${d.c}`);
        bad.add(`${d.r2},${d.c2}`);
      }
    }
    return bad;
  }

  function draw(svg, state, view) {
    reset(svg, cols, rows, 0.05);
    const bad = view.conflicts ? breaks(state) : new Set();
    const g = el('g', {}, svg);
    for (let r = 0; r < rows; r++) {
      for (let c = 0; c < cols; c++) {
        const key = `${r},${c}`;
        const classes = ['cell'];
        if (view.cursor && view.cursor.row === r && view.cursor.col === c) classes.push('cursor');
        if (view.highlight.has(key)) classes.push('highlight');
        if (view.mistakes.has(key) || bad.has(key)) classes.push('mistake');
        el('rect', { x: c, y: r, width: 1, height: 1, class: classes.join(' '), 'data-row': r, 'data-col': c }, g);
      }
    }
    const lines = el('g', { class: 'grid-lines faint' }, svg);
    for (let r = 0; r <= rows; r++) el('line', { x1: 0, y1: r, x2: cols, y2: r, class: 'thin' }, lines);
    for (let c = 0; c <= cols; c++) el('line', { x1: c, y1: 0, x2: c, y2: rows, class: 'thin' }, lines);
    const count = uses(state);
    const dominoes = el('g', { class: 'dominoes' }, svg);
    for (const d of placed(state)) {
      const inset = 0.08;
      el('rect', {
        x: Math.min(d.c, d.c2) + inset, y: Math.min(d.r, d.r2) + inset,
        width: Math.abs(d.c2 - d.c) + 1 - 2 * inset, height: Math.abs(d.r2 - d.r) + 1 - 2 * inset,
        rx: 0.2, class: view.conflicts && count.get(d.key) > 1 ? 'domino doubled' : 'domino',
      }, dominoes);
    }
    if (preview) {
      const [dr, dc] = SIDES[preview.side];
      const r2 = preview.row + dr;
      const c2 = preview.col + dc;
      const inset = 0.08;
      el('rect', {
        x: Math.min(preview.col, c2) + inset, y: Math.min(preview.row, r2) + inset,
        width: Math.abs(dc) + 1 - 2 * inset, height: Math.abs(dr) + 1 - 2 * inset,
        rx: 0.2, class: 'domino preview', 'data-preview': `${preview.row},${preview.col},${preview.side}`,
      }, dominoes);
    }
    const marks = el('g', { class: 'no-dominoes' }, svg);
    for (const edge of linesOf(state)) {
      const [r, c, side] = edge.split(',');
      const [x, y] = [Number(c), Number(r)];
      const line = side === 'R' ? { x1: x + 1, y1: y + 0.22, x2: x + 1, y2: y + 0.78 } : { x1: x + 0.22, y1: y + 1, x2: x + 0.78, y2: y + 1 };
      el('line', { ...line, class: 'no-domino', 'data-edge': edge }, marks);
    }
    const numbers = el('g', { class: 'digits' }, svg);
    for (let r = 0; r < rows; r++) {
      for (let c = 0; c < cols; c++) {
        text(String(grid[r][c]), { x: c + 0.5, y: r + 0.54, class: 'digit given', 'font-size': max > 9 ? 0.42 : 0.55 }, numbers);
      }
    }
  }

  // The table of the set beside the board: row a, column b (b >= a) is domino a-b.
  function drawSide(container, state) {
    container.replaceChildren();
    const count = uses(state);
    const table = document.createElement('table');
    table.className = max >= 10 ? 'domino-table wide' : 'domino-table';
    const caption = document.createElement('caption');
    caption.textContent = 'Dominoes placed';
    table.appendChild(caption);
    for (let a = 0; a <= max; a++) {
      const tr = document.createElement('tr');
      for (let b = 0; b <= max; b++) {
        const td = document.createElement('td');
        if (b >= a) {
          const used = count.get(dominoKey(a, b)) || 0;
          td.textContent = `${a}-${b}`;
          td.className = used > 1 ? 'doubled' : used === 1 ? 'used' : 'free';
          td.title = used > 1 ? `${a}-${b}: placed ${used} times` : used ? `${a}-${b}: placed` : `${a}-${b}: not placed`;
        }
        tr.appendChild(td);
      }
      table.appendChild(tr);
    }
    container.appendChild(table);
  }

  return {
    type: puzzle.type,
    rows,
    cols,
    solutionField: 'solution',
    modes: ['domino', 'line'],
    modeTitles: { domino: 'A drag lays a domino', line: 'A drag marks "no domino here" between two cells' },
    pad: [],
    breaks: true,
    breaksByDefault: true,

    initialState() {
      return { letters: new Array(rows * cols).fill('.'), lines: [] };
    },

    draw,
    drawSide,

    // A drag lays a domino; a right-drag, or any drag in the "line" mode, draws a line.
    pointerDown(svg, event, state, view) {
      const cell = cellAt(svg, event, rows, cols);
      dragFrom = cell && { ...cell, line: event.button === 2 || view.mode === 'line' };
      return cell ? { cursor: { row: cell.row, col: cell.col }, capture: true } : null;
    },

    // The domino the drag would lay, shown faintly as the pointer moves.
    pointerMove(svg, event) {
      if (!dragFrom || dragFrom.line) return null;
      const to = cellAt(svg, event, rows, cols);
      const side = to && dragSide(dragFrom, to);
      const next = side && edgeKey(dragFrom, side) ? { row: dragFrom.row, col: dragFrom.col, side } : null;
      if (JSON.stringify(next) === JSON.stringify(preview)) return null;
      preview = next;
      return {};
    },

    pointerUp(svg, event, state) {
      const from = dragFrom;
      dragFrom = null;
      preview = null;
      if (!from) return null;
      const to = cellAt(svg, event, rows, cols);
      if (!to) return {};
      if (to.row === from.row && to.col === from.col) return from.line ? {} : { state: remove(state, from) || undefined };
      const side = dragSide(from, to);
      const [sr, sc] = SIDES[side];
      if (from.line) return { state: toggleLine(state, from, side) || undefined };
      return { state: place(state, from, side) || undefined, cursor: { row: from.row + sr, col: from.col + sc } };
    },

    key(event, state, view) {
      const lineKey = (event.ctrlKey || event.metaKey) || (view.mode === 'line' && event.shiftKey);
      if (lineKey && ARROW_SIDE[event.key] && view.cursor) {
        return { state: toggleLine(state, view.cursor, ARROW_SIDE[event.key]) || undefined, handled: true };
      }
      if (event.shiftKey && ARROW_SIDE[event.key] && view.cursor) {
        return { state: place(state, view.cursor, ARROW_SIDE[event.key]) || undefined, handled: true };
      }
      const moved = moveCursor(view.cursor, event.key, rows, cols);
      if (moved) return { cursor: moved };
      if (!view.cursor) return isArrow(event.key) ? { cursor: { row: 0, col: 0 } } : null;
      if (['Backspace', 'Delete', ' ', 'Enter'].includes(event.key)) {
        return { state: remove(state, view.cursor) || undefined, handled: true };
      }
      return null;
    },

    cellLabel(state, row, col) {
      const partner = partnerOf(state.letters, row, col);
      const with_ = partner ? `, domino with row ${partner.row + 1}, column ${partner.col + 1}` : '';
      return `row ${row + 1}, column ${col + 1}: ${grid[row][col]}${with_}`;
    },

    isComplete(state) {
      return state.letters.every((s) => s !== '.');
    },

    position(state) {
      const out = [];
      for (let r = 0; r < rows; r++) out.push(state.letters.slice(r * cols, (r + 1) * cols).join(''));
      return out.join('/');
    },

    solutionOf(state) {
      const out = [];
      for (let r = 0; r < rows; r++) out.push(state.letters.slice(r * cols, (r + 1) * cols).join(''));
      return out;
    },

    fromSolution(state, solution, only) {
      if (!only) return { letters: solution.join('').split(''), lines: [] };
      const side = solution[only.row][only.col];
      return place(state, only, side) || state;
    },

    // A hint's answer (FORMATS.md "hint", changes): the dominoes it lays. Null when the board
    // would not change.
    applyChanges(state, changes) {
      let next = state;
      for (const [[r, c], [r2, c2]] of changes.place || []) {
        const side = sideBetween({ row: r, col: c }, { row: r2, col: c2 });
        if (side) next = place(next, { row: r, col: c }, side) || next;
      }
      return next === state ? null : next;
    },

    // The cells of laid dominoes the solution does not have, as "row,col" keys.
    wrongCells(state, solution) {
      const wrong = new Set();
      state.letters.forEach((side, i) => {
        const [r, c] = [Math.floor(i / cols), i % cols];
        if (side !== '.' && side !== solution[r][c]) wrong.add(`${r},${c}`);
      });
      return wrong;
    },

    hintCells(hint) {
      const detail = (hint.step && hint.step.detail) || {};
      return (detail.cells || []).concat(detail.place || []);
    },
  };
}
