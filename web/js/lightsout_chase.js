// The self-solving Lights Out, as a lesson: POST /api/explain on the board as it stands gives
// light chasing as steps; they are played one press at a time, each phase said in plain words
// in a panel beside the board:
//   1. Chase the lights down: press under each lit light, row by row.
//   2. Look up which top-row presses clear what is left in the last row (the table shown, the
//      row used marked), and press them.
//   3. Chase again.
// The panel pauses and resumes, steps one press, changes speed, and stops: "Stop here" leaves
// the board as the chase left it, "Stop, back to start" puts it back as it was before the chase.
// A pause takes effect before the next press. Boards with holes and graphs have no rows to
// chase: their presses are played the same way, one at a time.

import * as api from './api.js';
import { levelColour, inkOn } from './palette.js';

export const PHASES = {
  chase: 'Chase the lights down: press under each lit light, row by row',
  lookup: 'Look up which top-row presses clear what is left in the last row',
  again: 'Chase again',
  direct: 'No rows to chase on this board (it has holes or is a network): press the cells worked out for it, one at a time',
};

// Milliseconds between presses at each speed, from the page's delay (?delay=, 450 by default);
// a phase's first sentence stays a little longer.
const SPEEDS = { slow: 1.5, normal: 0.5, fast: 0.12 };

const STYLE = `
#chase-panel { border: 1px solid var(--message-line); border-radius: 0.4em; background: var(--hint-bg); padding: 0.5em 0.6em; font-size: 0.9em; }
#chase-panel h2 { font-size: 1em; margin: 0 0 0.3em; }
#chase-panel ol { margin: 0 0 0.4em; padding-left: 1.4em; }
#chase-panel ol li { color: var(--muted); }
#chase-panel ol li.current { color: var(--ink); font-weight: 700; }
#chase-panel ol li.done { color: var(--good); }
#chase-panel .chase-now { margin: 0.2em 0 0.4em; min-height: 2.6em; }
#chase-panel .chase-controls { display: flex; flex-wrap: wrap; gap: 0.3em; align-items: center; }
#chase-panel .chase-controls button { padding: 0.3em 0.6em; }
#chase-panel .chase-note { margin: 0.4em 0 0; color: var(--muted); font-size: 0.9em; }
#chase-panel .chase-table-wrap { max-height: 11em; overflow-y: auto; margin: 0.3em 0; border: 1px solid var(--table-line); background: var(--panel); }
#chase-panel table { border-collapse: collapse; width: 100%; font-size: 0.95em; }
#chase-panel caption { text-align: left; font-weight: 600; padding: 0.2em 0.3em; }
#chase-panel th, #chase-panel td { padding: 0.15em 0.35em; border-bottom: 1px solid #e4e4ee; text-align: left; vertical-align: middle; }
#chase-panel th { position: sticky; top: 0; background: var(--surface); font-weight: 600; }
#chase-panel tr.used td { background: var(--selected); font-weight: 700; }
.chase-lights { display: inline-flex; gap: 2px; }
.chase-lights span { display: inline-flex; align-items: center; justify-content: center; width: 1.1em; height: 1.1em; border: 1px solid var(--border); border-radius: 0.2em; font-size: 0.8em; font-weight: 700; }
`;

function ensureStyle() {
  if (document.getElementById('chase-style')) return;
  const style = document.createElement('style');
  style.id = 'chase-style';
  style.textContent = STYLE;
  document.head.append(style);
}

const node = (tag, props = {}, ...children) => {
  const el = document.createElement(tag);
  for (const [key, value] of Object.entries(props)) {
    if (key === 'class') el.className = value;
    else if (key === 'text') el.textContent = value;
    else el.setAttribute(key, value);
  }
  el.append(...children);
  return el;
};

const times = (n) => (n === 1 ? 'once' : n === 2 ? 'twice' : `${n} times`);

// "columns 2 and 5", "column 3 twice": the presses of one row, counted from 1.
function columnsText(presses) {
  const parts = presses.map(([, c, n]) => `${c + 1}${n > 1 ? ` (${times(n)})` : ''}`);
  const list = parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}` : parts[0];
  return `${parts.length > 1 ? 'columns' : 'column'} ${list}`;
}

// A row of lights as small squares in the board's colours.
function lightsRow(values, levels) {
  const row = node('span', { class: 'chase-lights', 'aria-label': values.join(' ') });
  for (const v of values) {
    const cell = node('span', { text: levels > 2 && v > 0 ? String(v) : '' });
    cell.style.background = levelColour(v, levels);
    cell.style.color = inkOn(v, levels);
    row.append(cell);
  }
  return row;
}

// The presses of a top row ([times a column]) in words.
function topRowText(firstRow) {
  const presses = [];
  firstRow.forEach((n, c) => { if (n) presses.push([0, c, n]); });
  return presses.length ? columnsText(presses) : 'nothing';
}

// The look-up table as a person reads it: what is left in the last row, and the top-row
// presses that clear it; the row this board uses is marked.
function lookupTable(detail, pattern, used, levels) {
  const entries = (detail.table || []).map((e) => ({ last: e.last_row, first: e.first_row }));
  const key = JSON.stringify(pattern);
  let found = entries.find((e) => JSON.stringify(e.last) === key);
  // The presses played are the explanation's own; on a board with several answers the table's
  // entry may be another that clears the same row: the one played is shown.
  if (found) found.first = used;
  else {
    found = { last: pattern, first: used };
    entries.unshift(found);
  }
  const table = node('table', { class: 'chase-table' });
  table.append(node('caption', { text: entries.length > 1 ? `Look-up table (${entries.length} rows; this board's row marked)` : 'This board\'s row of the look-up table' }));
  const head = node('tr', {}, node('th', { text: 'Left in the last row' }), node('th', { text: 'Press in the top row' }));
  table.append(node('thead', {}, head));
  const body = node('tbody');
  for (const e of entries) {
    const tr = node('tr', e === found ? { class: 'used', 'aria-current': 'true' } : {},
      node('td', {}, lightsRow(e.last, levels)), node('td', { text: topRowText(e.first) }));
    body.append(tr);
  }
  table.append(body);
  return table;
}

// The moves of the chase, one press (or one sentence) each, from the explanation's steps.
function movesOf(steps, board) {
  const moves = [];
  let phase = 'chase';
  let pattern = null;
  for (const step of steps) {
    const detail = step.detail || {};
    const rule = step.rule || '';
    if (rule === 'linear algebra') {
      for (const [r, c, n] of board.stepPresses(detail.presses)) {
        const where = board.graph ? `node ${c + 1}` : `row ${r + 1}, column ${c + 1}`;
        for (let t = 1; t <= n; t++) {
          moves.push({ phase: 'direct', press: [r, c], text: `Press ${where}${n > 1 ? ` (press ${t} of ${n})` : ''}.` });
        }
      }
      continue;
    }
    if (rule === 'read last row') {
      if (detail.last_row) {
        pattern = detail.last_row;
        if (pattern.every((v) => v === 0)) {
          moves.push({ phase, text: 'The last row is dark too: every light is off.' });
        } else {
          const lit = pattern.map((v, c) => (v ? c + 1 : 0)).filter(Boolean);
          moves.push({
            phase,
            text: `Every row but the last is dark now. Left in the last row: ${lit.length > 1 ? 'columns' : 'column'} ${lit.join(', ')}. No row below it can clear them.`,
            highlight: lit.map((c) => [board.rows - 1, c - 1]),
          });
        }
      } else {
        moves.push({ phase, text: 'The last row is dark: every light is off.' });
      }
      continue;
    }
    if (rule === 'look up first row') {
      phase = 'lookup';
      const used = detail.first_row || [];
      moves.push({
        phase,
        text: `Look it up: that last row is cleared by pressing the top row, ${topRowText(used)}, then chasing down again.`,
        table: { detail, pattern: pattern || [], used },
      });
      continue;
    }
    if (rule === 'press first row') {
      for (const [r, c, n] of board.stepPresses(detail.presses)) {
        for (let t = 1; t <= n; t++) {
          moves.push({ phase: 'lookup', press: [r, c], text: `Press the top row, column ${c + 1}${n > 1 ? ` (press ${t} of ${n})` : ''}.` });
        }
      }
      phase = 'again';
      continue;
    }
    // A chase step: the presses of one row, under the lights of the row above.
    for (const [r, c, n] of board.stepPresses(detail.presses)) {
      for (let t = 1; t <= n; t++) {
        const lit = n > 1 ? ` (press ${t} of ${n})` : '';
        moves.push({
          phase,
          press: [r, c],
          text: `Row ${r}, column ${c + 1} is lit: press under it, row ${r + 1}, column ${c + 1}${lit}.`,
          highlight: [[r - 1, c]],
        });
      }
    }
  }
  return moves;
}

// The panel and its controls; `control` is what the buttons change.
function makePanel(control, direct) {
  ensureStyle();
  document.getElementById('chase-panel')?.remove();
  const phases = direct ? ['direct'] : ['chase', 'lookup', 'again'];
  const list = node('ol', { class: 'chase-phases' });
  for (const p of phases) list.append(node('li', { 'data-phase': p, text: PHASES[p] }));
  const now = node('p', { class: 'chase-now', 'aria-live': 'polite' });
  const tableWrap = node('div', { class: 'chase-table-wrap', hidden: '' });
  const pause = node('button', { id: 'chase-pause', type: 'button', text: 'Pause' });
  const step = node('button', { id: 'chase-step', type: 'button', text: 'Step one press', title: 'Pause, then make one press' });
  const speed = node('select', { id: 'chase-speed', 'aria-label': 'speed' });
  for (const s of Object.keys(SPEEDS)) {
    const option = node('option', { value: s, text: s });
    if (s === control.speed) option.selected = true;
    speed.append(option);
  }
  const here = node('button', { id: 'chase-stop-here', type: 'button', text: 'Stop here', title: 'End the chase and leave the board as it is now' });
  const back = node('button', { id: 'chase-stop-back', type: 'button', text: 'Stop, back to start', title: 'End the chase and put the board back as it was before it' });
  const note = node('p', { class: 'chase-note', text: 'Stop here leaves the board as the chase left it; Stop, back to start puts every light back as it was before the chase.' });
  const controls = node('div', { class: 'chase-controls' }, pause, step, node('label', {}, 'Speed ', speed), here, back);
  const panel = node('section', { id: 'chase-panel', 'aria-label': 'Solving by light chasing' },
    node('h2', { text: 'Solving by light chasing' }), list, now, tableWrap, controls, note);
  pause.addEventListener('click', () => control.togglePause());
  step.addEventListener('click', () => control.stepOne());
  speed.addEventListener('change', () => { control.speed = speed.value; control.wake(); });
  here.addEventListener('click', () => control.stop('here'));
  back.addEventListener('click', () => control.stop('back'));
  const tools = document.getElementById('tools') || document.body;
  tools.prepend(panel);
  return {
    panel,
    phase(p) {
      let seen = false;
      for (const li of list.children) {
        const current = li.dataset.phase === p;
        li.classList.toggle('current', current);
        if (current) li.setAttribute('aria-current', 'step');
        else li.removeAttribute('aria-current');
        li.classList.toggle('done', !seen && !current);
        if (current) seen = true;
      }
      panel.dataset.phase = p;
    },
    say(text) { now.textContent = text; },
    table(element) {
      tableWrap.replaceChildren(element);
      tableWrap.hidden = false;
      const used = element.querySelector('tr.used');
      if (used) tableWrap.scrollTop = Math.max(0, used.offsetTop - tableWrap.clientHeight / 2);
    },
    paused(on) {
      pause.textContent = on ? 'Resume' : 'Pause';
      pause.setAttribute('aria-pressed', String(on));
      panel.dataset.paused = String(on);
    },
    finished(text) {
      for (const li of list.children) { li.classList.remove('current'); li.classList.add('done'); li.removeAttribute('aria-current'); }
      now.textContent = text;
      panel.dataset.phase = 'done';
      const close = node('button', { id: 'chase-close', type: 'button', text: 'Close' });
      close.addEventListener('click', () => panel.remove());
      controls.replaceChildren(close);
      note.remove();
    },
  };
}

// Removes the panel (a new puzzle, Restart).
export function closeChase() {
  document.getElementById('chase-panel')?.remove();
}

// `play` is the game's side: board, state(), apply(state), say(text), highlight(cells),
// cancelled(). Resolves true when the chase ran to its end.
export async function chase(play, delay = 450) {
  const start = play.state();
  const answer = await api.explain(play.board.puzzleNow(start));
  if (answer.status !== 'solved') {
    play.say(answer.reason || answer.error || `no solution from here (${answer.status})`);
    return false;
  }
  const moves = movesOf(answer.steps, play.board);
  let wakeUp = null;
  const control = {
    speed: 'normal',
    isPaused: false,
    stepping: false,
    stopped: null,
    wake() {
      if (wakeUp) wakeUp();
    },
    togglePause() {
      control.isPaused = !control.isPaused;
      ui.paused(control.isPaused);
      control.wake();
    },
    stepOne() {
      if (!control.isPaused) {
        control.isPaused = true;
        ui.paused(true);
      }
      control.stepping = true;
      control.wake();
    },
    stop(how) {
      control.stopped = how;
      control.wake();
    },
  };
  // Waits `ms`, or less when a button wakes it; polls for a game replaced meanwhile.
  const wait = (ms) => new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    const poll = setInterval(() => { if (play.cancelled()) done(); }, 150);
    function done() {
      clearTimeout(timer);
      clearInterval(poll);
      wakeUp = null;
      resolve();
    }
    wakeUp = done;
  });
  const over = () => control.stopped || play.cancelled();
  const direct = moves.some((m) => m.phase === 'direct');
  const ui = makePanel(control, direct);
  let phase = null;
  for (const move of moves) {
    while (control.isPaused && !control.stepping && !over()) await wait(60000);
    if (over()) break;
    if (move.phase !== phase) {
      phase = move.phase;
      ui.phase(phase);
      play.say(PHASES[phase]);
    }
    if (move.table) ui.table(lookupTable(move.table.detail, move.table.pattern, move.table.used, play.board.levels));
    ui.say(move.text);
    let highlight = move.highlight || [];
    if (move.press) {
      const [r, c] = move.press;
      const i = play.board.graph ? c : r * play.board.cols + c;
      play.apply(play.board.press(play.state(), i, 1) || play.state());
      highlight = highlight.concat([move.press]);
      if (control.stepping) control.stepping = false;
    }
    play.highlight(highlight);
    if (!control.isPaused) await wait(delay * SPEEDS[control.speed] * (move.press ? 1 : 3));
  }
  play.highlight([]);
  if (play.cancelled()) {
    closeChase();
    return false;
  }
  if (control.stopped === 'back') {
    play.apply(start);
    ui.finished('Stopped: the board is back as it was before the chase.');
    play.say('Chase stopped: the board is back as it was before it.');
    return false;
  }
  if (control.stopped === 'here') {
    ui.finished('Stopped: the board stays as the chase left it.');
    play.say('Chase stopped: the board stays as the chase left it.');
    return false;
  }
  ui.finished('Every light is off.');
  return true;
}
