// Sudoku and Killer Sudoku: digits, corner and centre pencil marks, cages as dashed outlines
// with their sums. One board for both, as the server has one kind for both (a classic sudoku is
// a killer without cages).

import { el, reset, text, cellAt } from './svg.js';
import { moveCursor, isArrow } from './grid_input.js';

// Colour marks: a few colours a cell may be painted with (style.css .colour-1 ...), chosen
// with the keys 1 to COLOURS in the colour mode.
const COLOURS = 6;

const DEFAULT_BOX = { 4: [2, 2], 6: [2, 3], 8: [2, 4], 9: [3, 3], 12: [3, 4], 16: [4, 4] };
const CAGE_INSET = 0.09;
// A cage's sum: its font size in cell units (at least 11 px on a 390 px phone's 9 x 9), and the
// corner it takes, which the cage's outline leaves open.
const SUM_SIZE = 0.3;
const SUM_X = 0.05;
const SUM_GAP = 0.05;
// Widths and heights of digits in common fonts: a digit at most 0.64 em wide, the baseline 0.75
// em under the top of the text's box and its bottom 0.25 em under the baseline.
const SUM_DIGIT = 0.64 * SUM_SIZE;
const SUM_BASELINE = 0.03 + 0.75 * SUM_SIZE;
const SUM_BOTTOM = SUM_BASELINE + 0.25 * SUM_SIZE;

// A digit from a row of givens: a character of a string row ('.'/'0' empty, A-G for 10-16) or a
// number of a list row.
function givenAt(row, col) {
  const value = row[col];
  if (typeof value === 'number') return value;
  if (value === '.' || value === '0') return 0;
  const code = value.toUpperCase().charCodeAt(0);
  return code >= 65 ? code - 55 : code - 48;
}

const digitName = (d) => String(d);

// The digit a key stands for: 1-9 from the key's code (so Shift+1 still reads 1), and for boards
// past 9, A-G for 10-16 as the text form writes them.
function digitOfKey(event, n) {
  const match = /^(?:Digit|Numpad)(\d)$/.exec(event.code || '');
  let digit = match ? Number(match[1]) : NaN;
  if (Number.isNaN(digit) && /^[1-9]$/.test(event.key)) digit = Number(event.key);
  if (Number.isNaN(digit) && n > 9 && /^[a-g]$/i.test(event.key)) {
    digit = event.key.toUpperCase().charCodeAt(0) - 55;
  }
  return digit >= 1 && digit <= n ? digit : 0;
}

// Where a cell's corner marks go, in cell units. On paper they fill the corners first, then
// the edges' middles. A cell holding a cage's sum keeps its top-left corner for the sum: its
// marks go top right, then on two rows of four under the sum, so that a ninth mark still stays
// clear of it.
function markPositions(n, hasCageLabel) {
  const spots = [
    [0.22, 0.25], [0.78, 0.25], [0.22, 0.8], [0.78, 0.8],
    [0.5, 0.25], [0.5, 0.8], [0.22, 0.53], [0.78, 0.53], [0.5, 0.53],
  ];
  const underSum = [
    [0.8, 0.22], [0.14, 0.82], [0.86, 0.82], [0.86, 0.56],
    [0.38, 0.82], [0.62, 0.82], [0.14, 0.56], [0.38, 0.56], [0.62, 0.56],
  ];
  const list = hasCageLabel ? underSum : spots;
  return Array.from({ length: n }, (_, i) => list[i % list.length]);
}

export function createBoard(puzzle) {
  const n = puzzle.size || (puzzle.givens ? puzzle.givens.length : 9);
  const [boxH, boxW] = puzzle.box || DEFAULT_BOX[n] || [3, 3];
  const givens = new Array(n * n).fill(0);
  if (puzzle.givens) {
    for (let r = 0; r < n; r++) for (let c = 0; c < n; c++) givens[r * n + c] = givenAt(puzzle.givens[r], c);
  }
  const cages = puzzle.cages || [];
  const cageOf = new Array(n * n).fill(-1);
  cages.forEach((cage, i) => cage.cells.forEach(([r, c]) => { cageOf[r * n + c] = i; }));
  const labelCell = cages.map((cage) =>
    cage.cells.reduce((best, cell) => (cell[0] < best[0] || (cell[0] === best[0] && cell[1] < best[1]) ? cell : best)));
  const solutionField = 'solution';

  const inCage = (cage, r, c) => r >= 0 && c >= 0 && r < n && c < n && cageOf[r * n + c] === cage;

  function valueAt(state, i) {
    return givens[i] || state.values[i];
  }

  // A state to change: its digits, marks and colours copied (a game saved before colours has
  // none).
  function copyOf(state) {
    return {
      values: state.values.slice(), corner: state.corner.slice(), centre: state.centre.slice(),
      colours: state.colours ? state.colours.slice() : new Array(n * n).fill(0),
    };
  }

  // Cells that repeat a digit in a row, column or box, or sit in a full cage with the wrong sum.
  // Shown only when the player asks (a sudoku player often wants to find these alone).
  function conflicts(state) {
    const bad = new Set();
    const groups = [];
    for (let r = 0; r < n; r++) groups.push(Array.from({ length: n }, (_, c) => r * n + c));
    for (let c = 0; c < n; c++) groups.push(Array.from({ length: n }, (_, r) => r * n + c));
    for (let br = 0; br < n; br += boxH) {
      for (let bc = 0; bc < n; bc += boxW) {
        const box = [];
        for (let r = br; r < br + boxH; r++) for (let c = bc; c < bc + boxW; c++) box.push(r * n + c);
        groups.push(box);
      }
    }
    cages.forEach((cage) => groups.push(cage.cells.map(([r, c]) => r * n + c)));
    for (const group of groups) {
      const seen = new Map();
      for (const i of group) {
        const v = valueAt(state, i);
        if (!v) continue;
        if (seen.has(v)) { bad.add(i); bad.add(seen.get(v)); } else seen.set(v, i);
      }
    }
    cages.forEach((cage) => {
      const values = cage.cells.map(([r, c]) => valueAt(state, r * n + c));
      const total = values.reduce((a, b) => a + b, 0);
      const full = values.every((v) => v > 0);
      if (total > cage.sum || (full && total !== cage.sum)) cage.cells.forEach(([r, c]) => bad.add(r * n + c));
    });
    return bad;
  }

  function drawCages(svg) {
    const group = el('g', { class: 'cages' }, svg);
    const d = CAGE_INSET;
    cages.forEach((cage, id) => {
      let path = '';
      for (const [r, c] of cage.cells) {
        // Each side facing out of the cage, inset by d; its ends meet the next side's line:
        // stop d short of a corner that turns, run to the edge where the outline goes straight
        // on, and d past it at an inner corner.
        const sides = [
          { dr: -1, dc: 0, x0: 0, y0: d, x1: 1, y1: d, along: [0, 1] },
          { dr: 1, dc: 0, x0: 0, y0: 1 - d, x1: 1, y1: 1 - d, along: [0, 1] },
          { dr: 0, dc: -1, x0: d, y0: 0, x1: d, y1: 1, along: [1, 0] },
          { dr: 0, dc: 1, x0: 1 - d, y0: 0, x1: 1 - d, y1: 1, along: [1, 0] },
        ];
        for (const side of sides) {
          if (inCage(id, r + side.dr, c + side.dc)) continue;
          const [ar, ac] = side.along;
          const end = (sign) => {
            const pr = r + ar * sign;
            const pc = c + ac * sign;
            if (!inCage(id, pr, pc)) return d;
            return inCage(id, pr + side.dr, pc + side.dc) ? -d : 0;
          };
          let start = end(-1);
          const stop = end(1);
          // The sum's corner is left open: the top side starts after it, the left side under it
          // (the sum's cell is the cage's first, so both of its sides face out).
          if (r === labelCell[id][0] && c === labelCell[id][1]) {
            if (side.dr === -1) start = Math.max(start, SUM_X + String(cage.sum).length * SUM_DIGIT + SUM_GAP);
            if (side.dc === -1) start = Math.max(start, SUM_BOTTOM + SUM_GAP);
          }
          const x0 = c + (ac ? start : side.x0);
          const y0 = r + (ar ? start : side.y0);
          const x1 = c + (ac ? 1 - stop : side.x1);
          const y1 = r + (ar ? 1 - stop : side.y1);
          path += `M${x0} ${y0}L${x1} ${y1}`;
        }
      }
      el('path', { d: path, class: 'cage' }, group);
      const [lr, lc] = labelCell[id];
      // No patch behind the sum: the cell's own colour (cursor, selection, hint) shows through.
      text(String(cage.sum), { x: lc + SUM_X, y: lr + SUM_BASELINE, class: 'cage-sum', 'font-size': SUM_SIZE }, group);
    });
  }

  function draw(svg, state, view) {
    reset(svg, n, n, 0.05);
    const bad = view.conflicts ? conflicts(state) : new Set();
    const cells = el('g', { class: 'cells' }, svg);
    const cursorValue = view.cursor ? valueAt(state, view.cursor.row * n + view.cursor.col) : 0;
    for (let r = 0; r < n; r++) {
      for (let c = 0; c < n; c++) {
        const i = r * n + c;
        const key = `${r},${c}`;
        const v = valueAt(state, i);
        const classes = ['cell'];
        if (view.cursor && view.cursor.row === r && view.cursor.col === c) classes.push('cursor');
        else if (selectedOf(view).includes(i)) classes.push('selected');
        else if (cursorValue && v === cursorValue) classes.push('same');
        if (view.highlight.has(key)) classes.push('highlight');
        if (view.mistakes.has(key) || bad.has(i)) classes.push('mistake');
        el('rect', { x: c, y: r, width: 1, height: 1, class: classes.join(' '), 'data-row': r, 'data-col': c }, cells);
      }
    }
    if (state.colours && state.colours.some((k) => k)) {
      const paint = el('g', { class: 'colours' }, svg);
      state.colours.forEach((k, i) => {
        if (k) el('rect', { x: i % n, y: Math.floor(i / n), width: 1, height: 1, class: `colour colour-${k}`, 'data-colour': k }, paint);
      });
    }
    if (cages.length) drawCages(svg);
    const lines = el('g', { class: 'grid-lines' }, svg);
    for (let k = 0; k <= n; k++) {
      el('line', { x1: 0, y1: k, x2: n, y2: k, class: k % boxH === 0 ? 'thick' : 'thin' }, lines);
      el('line', { x1: k, y1: 0, x2: k, y2: n, class: k % boxW === 0 ? 'thick' : 'thin' }, lines);
    }
    const digits = el('g', { class: 'digits' }, svg);
    const plainSpots = markPositions(n, false);
    const sumSpots = markPositions(n, true);
    const sumCells = new Set(labelCell.map(([r, c]) => r * n + c));
    const markSize = n > 9 ? 0.16 : 0.2;
    for (let r = 0; r < n; r++) {
      for (let c = 0; c < n; c++) {
        const i = r * n + c;
        const v = valueAt(state, i);
        if (v) {
          text(digitName(v), {
            x: c + 0.5, y: r + 0.54, class: givens[i] ? 'digit given' : 'digit entered',
            'font-size': n > 9 ? 0.5 : 0.62,
          }, digits);
          continue;
        }
        const corner = [];
        const centre = [];
        for (let d = 1; d <= n; d++) {
          if (state.corner[i] & (1 << d)) corner.push(d);
          if (state.centre[i] & (1 << d)) centre.push(d);
        }
        corner.forEach((d, k) => {
          const [x, y] = (sumCells.has(i) ? sumSpots : plainSpots)[k];
          text(digitName(d), { x: c + x, y: r + y, class: 'mark corner', 'font-size': markSize }, digits);
        });
        if (centre.length) {
          text(centre.join(''), {
            x: c + 0.5, y: r + 0.54, class: 'mark centre',
            'font-size': Math.min(markSize, 0.9 / Math.max(1, centre.join('').length) * 1.6),
          }, digits);
        }
      }
    }
  }

  // The cells a key or pad button acts on: the selection (several cells, chosen with Ctrl or
  // Shift and a click, a drag, or Shift and the arrows), else the cursor's cell.
  function selectedOf(view) {
    if (view.selected && view.selected.length) return view.selected;
    return view.cursor ? [view.cursor.row * n + view.cursor.col] : [];
  }

  // A digit or mark on every selected open cell: set where any lacks it, else taken off all
  // (as one press on one cell toggles it).
  function setCells(state, cells, digit, mode) {
    if (mode === 'colour') return setColour(state, cells, digit);
    const open = cells.filter((i) => !givens[i] && (mode === 'digit' || !state.values[i]));
    if (!open.length) return null;
    const next = copyOf(state);
    const has = (i) => (mode === 'digit' ? next.values[i] === digit : (next[mode][i] & (1 << digit)) !== 0);
    const all = open.every(has);
    for (const i of open) {
      if (mode === 'digit') next.values[i] = all ? 0 : digit;
      else if (all) next[mode][i] &= ~(1 << digit);
      else next[mode][i] |= 1 << digit;
    }
    return next;
  }

  // A colour on every selected cell, givens too: set where any lacks it, else taken off all.
  function setColour(state, cells, colour) {
    if (colour < 1 || colour > COLOURS || !cells.length) return null;
    const next = copyOf(state);
    const all = cells.every((i) => next.colours[i] === colour);
    for (const i of cells) next.colours[i] = all ? 0 : colour;
    return next;
  }

  function clearCells(state, cells, mode) {
    if (mode === 'colour') {
      if (!cells.some((i) => state.colours && state.colours[i])) return null;
      const next = copyOf(state);
      for (const i of cells) next.colours[i] = 0;
      return next;
    }
    let next = null;
    for (const i of cells) {
      if (givens[i]) continue;
      next = clearCell(next || state, i, mode) || next;
    }
    return next;
  }

  function setCell(state, i, digit, mode) {
    const next = copyOf(state);
    if (mode === 'digit') {
      next.values[i] = next.values[i] === digit ? 0 : digit;
    } else if (!next.values[i]) {
      next[mode][i] ^= 1 << digit;
    } else {
      return null;
    }
    return next;
  }

  function clearCell(state, i, mode) {
    const next = copyOf(state);
    if (next.values[i]) next.values[i] = 0;
    else if (mode !== 'digit' && next[mode][i]) next[mode][i] = 0;
    else if (next.corner[i] || next.centre[i]) { next.corner[i] = 0; next.centre[i] = 0; }
    else return null;
    return next;
  }

  // The mode a key stroke works in: Shift for corner marks, Ctrl (or Alt, since browsers keep
  // some Ctrl+digit keys for themselves) for centre marks, else the mode chosen on the page.
  function modeOf(event, mode) {
    if (event.shiftKey) return 'corner';
    if (event.ctrlKey || event.altKey || event.metaKey) return 'centre';
    return mode;
  }

  return {
    type: puzzle.type,
    rows: n,
    cols: n,
    solutionField,
    modes: ['digit', 'corner', 'centre', 'colour'],
    modeTitles: { colour: `Colour marks: 1 to ${COLOURS} paint the selected cells, again or Delete takes the colour off` },
    // Repeated digits and broken cage sums, shown when the player asks (off at first: many
    // sudoku players like to find them alone).
    breaks: true,
    breaksByDefault: false,
    pad: Array.from({ length: n }, (_, k) => ({ label: digitName(k + 1), digit: k + 1 })),

    initialState() {
      return { values: new Array(n * n).fill(0), corner: new Array(n * n).fill(0), centre: new Array(n * n).fill(0), colours: new Array(n * n).fill(0) };
    },

    draw,

    // A click selects a cell; with Ctrl, Cmd or Shift it adds the cell to (or takes it from) the
    // selection; a drag selects every cell it crosses.
    pointerDown(svg, event, state, view) {
      const cell = cellAt(svg, event, n, n);
      if (!cell) return null;
      const i = cell.row * n + cell.col;
      let selected = [i];
      if (event.ctrlKey || event.metaKey || event.shiftKey) {
        const now = selectedOf(view);
        selected = now.includes(i) ? now.filter((k) => k !== i) : now.concat([i]);
      }
      return { cursor: { row: cell.row, col: cell.col }, selected, capture: true };
    },

    pointerMove(svg, event, state, view) {
      const cell = cellAt(svg, event, n, n);
      if (!cell) return null;
      const i = cell.row * n + cell.col;
      const now = selectedOf(view);
      if (now.includes(i)) return null;
      return { cursor: { row: cell.row, col: cell.col }, selected: now.concat([i]) };
    },

    key(event, state, view) {
      const moved = moveCursor(view.cursor, event.key, n, n);
      if (moved) {
        // Shift and an arrow grow the selection; an arrow alone moves it.
        const i = moved.row * n + moved.col;
        const now = selectedOf(view);
        const selected = event.shiftKey ? (now.includes(i) ? now : now.concat([i])) : [i];
        return { cursor: moved, selected };
      }
      if (!view.cursor) return isArrow(event.key) ? { cursor: { row: 0, col: 0 }, selected: [0] } : null;
      const cells = selectedOf(view);
      if (['Backspace', 'Delete', '0', '.'].includes(event.key)) {
        return { state: clearCells(state, cells, view.mode) || undefined, handled: true };
      }
      if (event.key === 'Escape') return { selected: [view.cursor.row * n + view.cursor.col] };
      const digit = digitOfKey(event, n);
      if (!digit) return null;
      return { state: setCells(state, cells, digit, modeOf(event, view.mode)) || undefined, handled: true };
    },

    // The pad's buttons act as keys do, in the page's mode.
    padPress(item, state, view) {
      if (!view.cursor) return null;
      const cells = selectedOf(view);
      if (item.clear) return clearCells(state, cells, view.mode);
      return setCells(state, cells, item.digit, view.mode);
    },

    cellLabel(state, row, col) {
      const i = row * n + col;
      const v = valueAt(state, i);
      const what = v ? `${givens[i] ? 'given' : ''} ${v}` : 'empty';
      const cage = cageOf[i] >= 0 ? `, cage sum ${cages[cageOf[i]].sum}` : '';
      return `row ${row + 1}, column ${col + 1}: ${what}${cage}`;
    },

    isComplete(state) {
      return state.values.every((v, i) => v || givens[i]);
    },

    // The position as FORMATS.md "Positions" reads it: the digits, with the centre marks as
    // candidates (corner marks say where a digit may go in a box, not what a cell may hold).
    position(state) {
      const rows = [];
      const marks = [];
      let anyMarks = false;
      for (let r = 0; r < n; r++) {
        const row = [];
        const markRow = [];
        for (let c = 0; c < n; c++) {
          const i = r * n + c;
          row.push(valueAt(state, i));
          let m = '';
          if (!valueAt(state, i) && state.centre[i]) {
            for (let d = 1; d <= n; d++) if (state.centre[i] & (1 << d)) m += String(d);
            anyMarks = true;
          }
          markRow.push(m);
        }
        rows.push(n > 9 ? row : row.map((v) => (v ? String(v) : '.')).join(''));
        marks.push(markRow);
      }
      return anyMarks && n <= 9 ? { grid: rows, marks } : { grid: rows };
    },

    solutionOf(state) {
      const rows = [];
      for (let r = 0; r < n; r++) {
        const row = Array.from({ length: n }, (_, c) => valueAt(state, r * n + c));
        rows.push(n > 9 ? row : row.join(''));
      }
      return rows;
    },

    fromSolution(state, solution, only) {
      const next = copyOf(state);
      for (let r = 0; r < n; r++) {
        for (let c = 0; c < n; c++) {
          if (only && (only.row !== r || only.col !== c)) continue;
          const i = r * n + c;
          if (!givens[i]) next.values[i] = givenAt(solution[r], c);
        }
      }
      return next;
    },

    // A hint's answer (FORMATS.md "hint", changes): digits placed, candidates taken off the
    // pencil marks that hold them. Null when the board would not change.
    applyChanges(state, changes) {
      const next = copyOf(state);
      let changed = false;
      for (const [r, c, v] of changes.place || []) {
        const i = r * n + c;
        if (!givens[i] && next.values[i] !== v) {
          next.values[i] = v;
          changed = true;
        }
      }
      for (const [r, c, v] of changes.remove || []) {
        const i = r * n + c;
        for (const marks of [next.corner, next.centre]) {
          if (marks[i] & (1 << v)) {
            marks[i] &= ~(1 << v);
            changed = true;
          }
        }
      }
      return changed ? next : null;
    },

    // The entered digits the solution does not have, as "row,col" keys.
    wrongCells(state, solution) {
      const wrong = new Set();
      for (let r = 0; r < n; r++) {
        for (let c = 0; c < n; c++) {
          const i = r * n + c;
          if (!givens[i] && state.values[i] && state.values[i] !== givenAt(solution[r], c)) wrong.add(`${r},${c}`);
        }
      }
      return wrong;
    },

    hintCells(hint) {
      const detail = (hint.step && hint.step.detail) || {};
      return (detail.cells || []).concat((detail.placements || []).map(([r, c]) => [r, c]));
    },
  };
}
