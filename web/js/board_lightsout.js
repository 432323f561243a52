// Lights Out on a grid (with holes) or a graph: a press adds 1 (mod k) to a light and its
// neighbours. The state is the presses made; the lights follow from them, so undo, the
// position for hints and a solve's press pattern are all the same kind of value.

import { el, reset, text, cellAt } from './svg.js';
import { moveCursor } from './grid_input.js';
import { layout } from './graph_layout.js';
import { levelColour, inkOn } from './palette.js';

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

  function drawMark(g, x, y, i, view, state) {
    if (view.overlay && view.overlay[i]) {
      el('circle', { cx: x, cy: y, r: 0.3, class: 'press-plan' }, g);
      if (view.overlay[i] > 1) text(String(view.overlay[i]), { x: x + 0.28, y: y - 0.22, class: 'press-count', 'font-size': 0.22 }, g);
    }
    if (!state.presses[i]) return;
    el('circle', { cx: x - 0.3, cy: y + 0.3, r: 0.07, class: 'pressed-dot' }, g);
    // With k levels a cell may be pressed up to k - 1 times: the count beside the dot.
    if (state.presses[i] > 1) {
      text(String(state.presses[i]), { x: x - 0.14, y: y + 0.36, class: 'press-count pressed', 'font-size': 0.2 }, g);
    }
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
        if (levels > 2) text(String(on[i]), { x: c + 0.5, y: r + 0.54, fill: inkOn(on[i], levels), class: 'level', 'font-size': 0.4 }, g);
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
      if (levels > 2) text(String(on[i]), { x: p.x, y: p.y + 0.04, fill: inkOn(on[i], levels), class: 'level', 'font-size': 0.3, 'pointer-events': 'none' }, g);
      drawMark(g, p.x, p.y, i, view, state);
    });
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
      const where = graph ? `node ${i}` : `row ${row + 1}, column ${col + 1}`;
      return `${where}: light level ${lights(state)[i]} of ${levels - 1}, pressed ${state.presses[i]} times`;
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
