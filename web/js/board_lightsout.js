// Lights Out on a grid (with holes) or a graph: a press adds 1 (mod k) to a light and its
// neighbours. The state is the presses made; the lights follow from them, so undo, the
// position for hints and a solve's press pattern are all the same kind of value.

import { el, reset, text, cellAt } from './svg.js';
import { moveCursor } from './grid_input.js';
import { layout } from './graph_layout.js';
import { levelColour, inkOn } from './palette.js';

// The legend's look, kept with the board it explains.
const LEGEND_STYLE = `
#lightsout-legend { font-size: 0.85em; }
#lightsout-legend h2 { font-size: 1em; margin: 0 0 0.2em; }
#lightsout-legend ul { list-style: none; margin: 0; padding: 0; display: grid; gap: 0.2em; }
#lightsout-legend li { display: flex; align-items: center; gap: 0.5em; }
#lightsout-legend p { margin: 0.3em 0 0; color: var(--muted); }
.lo-swatch { display: inline-flex; align-items: center; justify-content: center; flex: none; width: 1.6em; height: 1.6em; border: 1px solid var(--border); border-radius: 0.25em; font-weight: 700; }
.lo-mark { position: relative; display: inline-flex; align-items: center; justify-content: center; flex: none; width: 1.6em; height: 1.6em; font-weight: 700; font-size: 0.85em; }
.lo-mark-pressed::before { content: ''; width: 0.45em; height: 0.45em; border-radius: 50%; background: #ff8c00; margin-right: 0.1em; }
.lo-mark-pressed { color: var(--lo-pressed); }
.lo-mark-plan { border: 0.18em solid #e8333a; border-radius: 50%; color: var(--lo-plan); box-sizing: border-box; }
.press-count.plan { fill: #e8333a; stroke: #fff; stroke-width: 0.04px; paint-order: stroke; }
.press-count.pressed { fill: #c25e00; stroke: #fff; stroke-width: 0.04px; paint-order: stroke; }
`;

function ensureLegendStyle() {
  if (document.getElementById('lightsout-legend-style')) return;
  const style = document.createElement('style');
  style.id = 'lightsout-legend-style';
  style.textContent = LEGEND_STYLE;
  document.head.append(style);
}

function parseGrid(puzzle) {
  const rows = puzzle.grid.length;
  const cells = [];
  for (const row of puzzle.grid) {
    if (typeof row === 'string') for (const ch of row) cells.push(ch === '#' ? -1 : Number(ch));
    else for (const v of row) cells.push(v);
  }
  return { rows, cols: cells.length / rows, initial: cells };
}

export function createBoard(puzzle) {
  const levels = puzzle.levels || 2;
  const graph = !puzzle.grid;
  let rows;
  let cols;
  let initial;
  let neighbours;
  let places = null;
  if (graph) {
    const state = typeof puzzle.state === 'string' ? [...puzzle.state].map(Number) : puzzle.state;
    initial = state.slice();
    rows = 1;
    cols = puzzle.nodes;
    neighbours = Array.from({ length: cols }, () => []);
    for (const [a, b] of puzzle.edges) {
      neighbours[a].push(b);
      neighbours[b].push(a);
    }
    places = layout(cols, puzzle.edges);
  } else {
    ({ rows, cols, initial } = parseGrid(puzzle));
    neighbours = initial.map((v, i) => {
      const r = Math.floor(i / cols);
      const c = i % cols;
      const list = [];
      for (const [dr, dc] of [[-1, 0], [1, 0], [0, -1], [0, 1]]) {
        const rr = r + dr;
        const cc = c + dc;
        if (rr >= 0 && cc >= 0 && rr < rows && cc < cols && initial[rr * cols + cc] >= 0) list.push(rr * cols + cc);
      }
      return list;
    });
  }
  const isHole = (i) => initial[i] < 0;

  function lights(state) {
    const on = initial.slice();
    state.presses.forEach((count, i) => {
      if (!count || isHole(i)) return;
      on[i] = (on[i] + count) % levels;
      for (const j of neighbours[i]) on[j] = (on[j] + count) % levels;
    });
    return on;
  }

  function press(state, i, times = 1) {
    if (i < 0 || i >= initial.length || isHole(i)) return null;
    const presses = state.presses.slice();
    presses[i] = (((presses[i] + times) % levels) + levels) % levels;
    return { presses };
  }

  // The presses of a result or position (FORMATS.md "lightsout"), as one number a cell.
  function pressList(value) {
    if (graph) return typeof value === 'string' ? [...value].map(Number) : value.slice();
    const out = [];
    for (const row of value) {
      if (typeof row === 'string') for (const ch of row) out.push(ch === '#' ? 0 : Number(ch));
      else for (const v of row) out.push(Math.max(v, 0));
    }
    return out;
  }

  function pressRows(presses) {
    if (graph) return presses.slice();
    const out = [];
    for (let r = 0; r < rows; r++) {
      const row = [];
      for (let c = 0; c < cols; c++) {
        const i = r * cols + c;
        row.push(isHole(i) ? (levels > 10 ? -1 : '#') : presses[i] % levels);
      }
      out.push(levels > 10 ? row : row.join(''));
    }
    return out;
  }

  // The three numbers a cell may carry each look different, so that no two read alike: the
  // light's level alone in the middle, large ("2"; off shows none); the presses made beside the
  // orange dot ("×2": pressed twice); the plan of Fewest presses in the red ring ("+2": press
  // twice more). The legend beside the board (drawSide) says the same.
  function drawMark(g, x, y, i, view, state) {
    if (view.overlay && view.overlay[i]) {
      el('circle', { cx: x, cy: y, r: 0.3, class: 'press-plan' }, g);
      if (view.overlay[i] > 1) text(`+${view.overlay[i]}`, { x: x + 0.22, y: y - 0.27, class: 'press-count plan', 'font-size': 0.2 }, g);
    }
    if (!state.presses[i]) return;
    el('circle', { cx: x - 0.3, cy: y + 0.3, r: 0.07, class: 'pressed-dot' }, g);
    // With k levels a cell may be pressed up to k - 1 times: the count beside the dot.
    if (state.presses[i] > 1) {
      text(`×${state.presses[i]}`, { x: x - 0.1, y: y + 0.36, class: 'press-count pressed', 'font-size': 0.18 }, g);
    }
  }

  // The level's glyph in a light: its number (levels > 2), none when off.
  function drawLevel(g, x, y, level, size) {
    if (levels <= 2 || level <= 0) return;
    text(String(level), { x, y, fill: inkOn(level, levels), class: 'level', 'font-size': size, 'font-weight': 700 }, g);
  }

  function drawGrid(svg, state, view) {
    reset(svg, cols, rows, 0.05);
    const on = lights(state);
    const g = el('g', {}, svg);
    for (let r = 0; r < rows; r++) {
      for (let c = 0; c < cols; c++) {
        const i = r * cols + c;
        if (isHole(i)) continue;
        const key = `${r},${c}`;
        const classes = ['light'];
        if (view.cursor && view.cursor.row === r && view.cursor.col === c) classes.push('cursor');
        if (view.highlight.has(key)) classes.push('highlight');
        el('rect', { x: c + 0.04, y: r + 0.04, width: 0.92, height: 0.92, rx: 0.12, fill: levelColour(on[i], levels), class: classes.join(' '), 'data-row': r, 'data-col': c, 'data-level': on[i] }, g);
        drawLevel(g, c + 0.5, r + 0.54, on[i], 0.4);
        drawMark(g, c + 0.5, r + 0.5, i, view, state);
      }
    }
  }

  function drawGraph(svg, state, view) {
    reset(svg, places.side, places.side, 0.05);
    const on = lights(state);
    const links = el('g', { class: 'links' }, svg);
    for (const [a, b] of puzzle.edges) {
      el('line', { x1: places.points[a].x, y1: places.points[a].y, x2: places.points[b].x, y2: places.points[b].y, class: 'link' }, links);
    }
    const g = el('g', {}, svg);
    places.points.forEach((p, i) => {
      const classes = ['light', 'node'];
      if (view.cursor && view.cursor.col === i) classes.push('cursor');
      if (view.highlight.has(`0,${i}`)) classes.push('highlight');
      el('circle', { cx: p.x, cy: p.y, r: 0.32, fill: levelColour(on[i], levels), class: classes.join(' '), 'data-node': i, 'data-row': 0, 'data-col': i, 'data-level': on[i] }, g);
      drawLevel(g, p.x, p.y + 0.04, on[i], 0.3);
      drawMark(g, p.x, p.y, i, view, state);
    });
  }

  // The legend beside the board: which colour is off, each level's look, and the marks.
  function drawSide(container) {
    ensureLegendStyle();
    let legend = container.querySelector('#lightsout-legend');
    if (legend && legend.dataset.levels === String(levels)) return;
    legend = document.createElement('section');
    legend.id = 'lightsout-legend';
    legend.dataset.levels = String(levels);
    legend.setAttribute('aria-label', 'Legend');
    const title = document.createElement('h2');
    title.textContent = 'Legend';
    const list = document.createElement('ul');
    // Every level while they fit; with many, the first and last few.
    const shown = [];
    for (let v = 0; v < levels; v++) {
      if (levels <= 12 || v < 4 || v >= levels - 3) shown.push(v);
      else if (shown[shown.length - 1] !== '…') shown.push('…');
    }
    for (const v of shown) {
      const item = document.createElement('li');
      if (v === '…') {
        item.textContent = `… levels ${4} to ${levels - 4} in between, each a step lighter`;
        list.append(item);
        continue;
      }
      item.dataset.level = String(v);
      const swatch = document.createElement('span');
      swatch.className = 'lo-swatch';
      swatch.style.background = levelColour(v, levels);
      swatch.style.color = inkOn(v, levels);
      swatch.textContent = levels > 2 && v > 0 ? String(v) : '';
      const words = document.createElement('span');
      if (v === 0) words.textContent = 'off (dark, no number): the goal is every light off';
      else if (levels === 2) words.textContent = 'on';
      else words.textContent = v === levels - 1 ? `level ${v}, the brightest: one more press turns it off` : `level ${v}`;
      item.append(swatch, words);
      list.append(item);
    }
    const marks = [
      ['lo-mark-pressed', '×2', levels > 2 ? 'pressed (×2: pressed twice so far)' : 'pressed'],
      ['lo-mark-plan', levels > 2 ? '+2' : '', levels > 2 ? 'Fewest presses says press here (+2: twice more)' : 'Fewest presses says press here'],
    ];
    for (const [kind, sample, words] of marks) {
      const item = document.createElement('li');
      item.className = 'lo-mark-item';
      const mark = document.createElement('span');
      mark.className = `lo-mark ${kind}`;
      mark.textContent = levels > 2 ? sample : '';
      const label = document.createElement('span');
      label.textContent = words;
      item.append(mark, label);
      list.append(item);
    }
    const rule = document.createElement('p');
    rule.textContent = levels === 2
      ? 'A press switches the light and its neighbours: on goes off, off goes on.'
      : `A press raises the light and its neighbours one level; after level ${levels - 1} comes off.`;
    legend.append(title, list, rule);
    container.querySelector('#lightsout-legend')?.remove();
    container.prepend(legend);
  }

  const indexOf = (cursor) => (graph ? cursor.col : cursor.row * cols + cursor.col);

  return {
    type: puzzle.type,
    rows,
    cols,
    graph,
    levels,
    solutionField: 'presses',
    modes: [],
    pad: [],

    initialState() {
      return { presses: new Array(initial.length).fill(0) };
    },

    drawSide,

    draw(svg, state, view) {
      if (graph) drawGraph(svg, state, view);
      else drawGrid(svg, state, view);
    },

    pointerDown(svg, event, state) {
      let i;
      let cursor;
      if (graph) {
        const node = event.target.closest && event.target.closest('[data-node]');
        if (!node) return null;
        i = Number(node.getAttribute('data-node'));
        cursor = { row: 0, col: i };
      } else {
        const cell = cellAt(svg, event, rows, cols);
        if (!cell) return null;
        i = cell.row * cols + cell.col;
        cursor = { row: cell.row, col: cell.col };
      }
      // A right click presses k - 1 times, which takes one press back.
      return { cursor, state: press(state, i, event.button === 2 ? -1 : 1) || undefined };
    },

    key(event, state, view) {
      const moved = moveCursor(view.cursor, event.key, rows, cols);
      if (moved) return { cursor: moved };
      if (!view.cursor) return null;
      if (event.key === ' ' || event.key === 'Enter') {
        return { state: press(state, indexOf(view.cursor), event.shiftKey ? -1 : 1) || undefined, handled: true };
      }
      return null;
    },

    cellLabel(state, row, col) {
      const i = graph ? col : row * cols + col;
      if (isHole(i)) return `row ${row + 1}, column ${col + 1}: hole`;
      const where = graph ? `node ${i + 1}` : `row ${row + 1}, column ${col + 1}`;
      const level = lights(state)[i];
      const light = level === 0 ? 'off' : levels === 2 ? 'on' : `light level ${level} of ${levels - 1}`;
      return `${where}: ${light}, pressed ${state.presses[i]} times`;
    },

    isComplete(state) {
      return lights(state).every((v) => v <= 0);
    },

    lights,
    press,
    pressList,

    position(state) {
      return pressRows(state.presses);
    },

    solutionOf(state) {
      return pressRows(state.presses);
    },

    // The board as the lights stand now: what Solve and Fewest presses ask the server about.
    puzzleNow(state) {
      const on = lights(state);
      if (graph) return { type: 'lightsout', levels, nodes: cols, edges: puzzle.edges, state: on };
      const grid = [];
      for (let r = 0; r < rows; r++) {
        const row = on.slice(r * cols, (r + 1) * cols);
        grid.push(levels > 10 ? row : row.map((v) => (v < 0 ? '#' : String(v))).join(''));
      }
      return { type: 'lightsout', levels, grid };
    },

    fromSolution(state, solution, only) {
      const wanted = pressList(solution);
      if (only) {
        const i = indexOf(only);
        const presses = state.presses.slice();
        presses[i] = wanted[i];
        return { presses };
      }
      return { presses: wanted };
    },

    // A step's presses as [row, col, times] (chasing), or, for the one linear-algebra step of
    // boards with holes and graphs, in the shape of the presses field.
    stepPresses(presses) {
      if (!presses || !presses.length) return [];
      if (Array.isArray(presses[0]) && presses[0].length === 3) return presses;
      const list = pressList(presses);
      const out = [];
      list.forEach((times, i) => {
        if (times > 0) out.push(graph ? [0, i, times] : [Math.floor(i / cols), i % cols, times]);
      });
      return out;
    },

    // A hint's answer (FORMATS.md "hint", changes): its presses, [row, col, times] (on a
    // graph [node, times]). Null when there are none.
    applyChanges(state, changes) {
      let next = state;
      for (const entry of changes.place || []) {
        const [i, times] = graph ? [entry[0], entry[1]] : [entry[0] * cols + entry[1], entry[2]];
        next = press(next, i, times) || next;
      }
      return next === state ? null : next;
    },

    hintCells(hint) {
      const detail = (hint.step && hint.step.detail) || {};
      return this.stepPresses(detail.presses).map(([r, c]) => [r, c]);
    },
  };
}
