// The page: finds its elements, builds the new-game form from the server's types, and routes
// pointer, keyboard and button input to the game. Keys play on the board wherever the focus
// is, except in a text field. A puzzle in the link's fragment wins over the saved game; the
// saved game resumes when it is the same puzzle. Every puzzle's game is kept on its own
// (storage.js), listed under Games in progress to resume or delete.

import * as api from './api.js';
import { Game } from './game.js';
import { setUpForm } from './controls.js';
import * as storage from './storage.js';
import * as transfer from './transfer.js';
import { ownsKey, isTextEntry } from './focus.js';
import { confirmReplace } from './confirm.js';
import { fillHowTo } from './rules.js';
import { createBoard } from './boards.js';
import { formatTime } from './timer.js';

const $ = (selector) => document.querySelector(selector);

const page = {
  svg: $('#board'),
  side: $('#side'),
  timer: $('#timer'),
  chaseDelay: Number(new URLSearchParams(window.location.search).get('delay') || 450),

  // The message of the last action, with buttons that act on it (a hint's Apply).
  say(message, kind, actions = []) {
    $('#message').textContent = message;
    $('#message-box').className = kind || 'info';
    delete $('#message-box').dataset.hintDepth;
    $('#message-actions').replaceChildren(...actions.map((action) => {
      const button = document.createElement('button');
      button.textContent = action.label;
      button.id = action.id;
      button.addEventListener('click', action.run);
      return button;
    }));
  },

  // Which depth the hint in the message has, for the tests and assistive tools.
  showHintDepth(depth) {
    $('#message-box').dataset.hintDepth = depth;
  },

  announce(label) {
    $('#cell-info').textContent = label;
  },

  setSolved(solved, helped = false) {
    $('#solved-badge').hidden = !solved;
    $('#solved-badge').textContent = helped ? 'Solved with help' : 'Solved';
  },

  setUpBoard(game) {
    const board = game.board;
    const modes = $('#modes');
    modes.replaceChildren(...board.modes.map((mode) => {
      const button = document.createElement('button');
      button.textContent = mode;
      button.dataset.mode = mode;
      if (board.modeTitles && board.modeTitles[mode]) button.title = board.modeTitles[mode];
      button.setAttribute('role', 'radio');
      button.addEventListener('click', () => game.setMode(mode));
      return button;
    }));
    game.view.mode = board.modes[0] || 'digit';
    const pad = $('#pad');
    const items = board.pad.length ? board.pad.concat([{ label: 'erase', clear: true }]) : [];
    pad.replaceChildren(...items.map((item) => {
      const button = document.createElement('button');
      button.textContent = item.label;
      button.setAttribute('aria-label', item.clear ? 'erase the selected cell' : `enter ${item.label}`);
      button.addEventListener('click', () => {
        if (board.padPress) game.commit(board.padPress(item, game.state(), game.view));
      });
      return button;
    }));
    this.side.replaceChildren();
    fillHowTo($('#how-to'), game.puzzle.type);
    $('#conflicts-label').hidden = !board.breaks;
    $('#conflicts').checked = game.view.conflicts;
    $('#fewest').hidden = !board.puzzleNow;
    this.svg.setAttribute('aria-label', `${game.puzzle.type} board, ${board.rows} by ${board.cols}: arrow keys move, see Keys for the rest`);
    $('#share-link').value = '';
    // The exports to other programs that this type has (GET /api/types, foreign_formats).
    const kind = (this.types || []).find((k) => k.name === game.puzzle.type || k.aliases.some((a) => a.name === game.puzzle.type));
    const foreign = transfer.foreignFormats(kind ? kind.foreign_formats : []);
    for (const button of document.querySelectorAll('#foreign-exports button')) button.hidden = !foreign.includes(button.dataset.to);
    $('#foreign-exports').hidden = !foreign.length;
    $('#foreign-row').hidden = true;
    $('#foreign-note').hidden = true;
    // An imported or shared puzzle shows its type in the form; the player's parameters stay
    // when the type is the one already chosen.
    if (this.form && $('#type').value !== game.puzzle.type) this.form.select(game.puzzle.type);
  },

  setPaused(paused) {
    $('#board-wrap').classList.toggle('paused', paused);
    $('#pad').classList.toggle('paused', paused);
    $('#paused-cover').hidden = !paused;
    // A toggle: the same word, pressed while paused (the cover over the board says Resume).
    $('#pause').setAttribute('aria-pressed', String(paused));
    $('#pause').title = paused ? 'Show the board and start the clock again' : 'Stop the clock and hide the board';
  },

  showSaves(game) {
    showSaves(game);
  },

  updateButtons(game) {
    // A finished game can still be looked back through, move by move.
    $('#undo').disabled = !game.history.canUndo() || game.chasing;
    $('#redo').disabled = !game.history.canRedo() || game.chasing;
    for (const id of ['#check', '#hint', '#reveal', '#solve', '#fewest', '#restart']) {
      $(id).disabled = game.chasing || game.paused || (game.solved && id !== '#restart');
    }
    if (game.paused) $('#undo').disabled = $('#redo').disabled = true;
    $('#pause').disabled = game.solved && !game.paused;
    $('#pad').classList.toggle('colour-mode', game.view.mode === 'colour');
    for (const button of $('#modes').children) {
      button.setAttribute('aria-checked', String(button.dataset.mode === game.view.mode));
    }
  },
};

const game = new Game(page);

function wireBoard() {
  const svg = page.svg;
  svg.addEventListener('contextmenu', (event) => event.preventDefault());
  svg.addEventListener('pointerdown', (event) => {
    if (!game.board || game.paused) return;
    svg.focus({ preventScroll: true });
    const result = game.board.pointerDown(svg, event, game.state(), game.view);
    if (result && result.capture) svg.setPointerCapture(event.pointerId);
    game.apply(result);
    event.preventDefault();
  });
  // A drag with a button down: the boards that select several cells follow it.
  svg.addEventListener('pointermove', (event) => {
    if (!game.board || !game.board.pointerMove || !event.buttons) return;
    game.apply(game.board.pointerMove(svg, event, game.state(), game.view));
  });
  svg.addEventListener('pointerup', (event) => {
    if (!game.board || !game.board.pointerUp) return;
    game.apply(game.board.pointerUp(svg, event, game.state(), game.view));
  });
  // Keys on the whole document, so that a click on a button or the pad does not take the
  // keyboard away from the board.
  document.addEventListener('keydown', (event) => {
    if (!game.board || event.defaultPrevented || document.querySelector('dialog[open]')) return;
    if (event.key === 'Escape' && closeNewGamePanel()) {
      event.preventDefault();
      return;
    }
    if (game.paused) return;
    if (handleUndoKeys(event)) return;
    if (ownsKey(event.target, event, svg)) return;
    if (handleShortcut(event)) return;
    const result = game.board.key(event, game.state(), game.view);
    if (result) {
      game.apply(result);
      event.preventDefault();
    }
  });
  document.addEventListener('pointerdown', (event) => {
    if (!event.target.closest('#new-game-panel, dialog')) closeNewGamePanel();
  });
  // A button clicked with the pointer hands the keyboard back to the board; one pressed from
  // the keyboard keeps the focus, so that Tab goes on from there.
  for (const area of [$('#toolbar'), $('#pad'), $('#tools > .row'), $('#message-box')]) {
    area.addEventListener('click', (event) => {
      if (event.target.closest('button') && event.detail > 0) svg.focus({ preventScroll: true });
    });
  }
}

// The new-game panel opens over the page: Escape or a press anywhere else closes it.
function closeNewGamePanel() {
  const panel = $('#new-game-panel');
  if (!panel.open) return false;
  // The focus leaves the fields closed away with the panel, so that keys play again.
  if (panel.contains(document.activeElement)) panel.querySelector('summary').focus();
  panel.open = false;
  return true;
}

// Ctrl+Z and Ctrl+Y undo the game's moves everywhere but in a text field, where they are the
// field's own: the browser's undo would otherwise change a field the player is not in.
function handleUndoKeys(event) {
  const ctrl = event.ctrlKey || event.metaKey;
  const key = event.key.toLowerCase();
  if (!ctrl || !(key === 'z' || key === 'y') || isTextEntry(event.target)) return false;
  if (key === 'z' && !event.shiftKey) game.undo();
  else game.redo();
  event.preventDefault();
  return true;
}

function handleShortcut(event) {
  const ctrl = event.ctrlKey || event.metaKey;
  const key = event.key.toLowerCase();
  if (!ctrl && !event.altKey && key === 'm' && game.board.modes.length) {
    const modes = game.board.modes;
    game.setMode(modes[(modes.indexOf(game.view.mode) + 1) % modes.length]);
  } else return false;
  event.preventDefault();
  return true;
}

function wireTools() {
  $('#undo').addEventListener('click', () => game.undo());
  $('#redo').addEventListener('click', () => game.redo());
  $('#restart').addEventListener('click', () => game.restart());
  $('#check').addEventListener('click', () => game.check());
  $('#hint').addEventListener('click', () => game.hint());
  $('#reveal').addEventListener('click', () => game.reveal());
  $('#solve').addEventListener('click', () => game.solve());
  $('#fewest').addEventListener('click', () => game.fewestPresses());
  $('#pause').addEventListener('click', () => (game.paused ? game.resume() : game.pause()));
  $('#resume').addEventListener('click', () => game.resume());
  // A hidden page (another tab, a minimised window) stops the clock; Resume goes on.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') game.pause('Paused while the page was hidden: Resume goes on.');
  });
  $('#saves').addEventListener('toggle', () => showSaves(game));
  // Another tab saved or deleted a game: the list follows.
  window.addEventListener('storage', () => showSaves(game));
  $('#conflicts').addEventListener('change', () => game.setConflicts($('#conflicts').checked));
  $('#import').addEventListener('click', async () => {
    try {
      const puzzle = await transfer.importText($('#import-text').value);
      if (!(await confirmReplace(game))) return;
      game.start(puzzle);
      page.form.select(puzzle.type, { fresh: true });
      page.say('Imported.', 'success');
    } catch (error) {
      page.say(`Could not read the puzzle. ${error.message}`, 'error');
    }
  });
  for (const button of document.querySelectorAll('#exports button')) {
    // Drawings come from render, which the WebAssembly engine has not (docs/wasm.md).
    if (api.engineKind === 'worker' && transfer.isDrawing(button.dataset.format)) button.hidden = true;
    button.addEventListener('click', async () => {
      const format = button.dataset.format;
      try {
        const blob = await transfer.exportBlob(game.puzzle, format);
        transfer.download(blob, transfer.fileName(game.puzzle, format));
      } catch (error) {
        page.say(`Export failed: ${error.message}`, 'error');
      }
    });
  }
  for (const button of document.querySelectorAll('#foreign-exports button')) {
    button.addEventListener('click', async () => {
      try {
        const text = await transfer.foreignExport(game.puzzle, button.dataset.to);
        $('#foreign-out').value = text;
        $('#foreign-out').setAttribute('aria-label', button.textContent);
        $('#foreign-row').hidden = false;
        $('#foreign-note').textContent = transfer.foreignNote(button.dataset.to, text);
        $('#foreign-note').hidden = false;
      } catch (error) {
        page.say(`No ${button.textContent} for this puzzle. ${error.message}`, 'error');
      }
    });
  }
  $('#copy-foreign').addEventListener('click', async () => {
    $('#foreign-out').select();
    try {
      await navigator.clipboard.writeText($('#foreign-out').value);
      page.say('Copied.', 'success');
    } catch {
      page.say('Copy it from the box (it is selected).', 'info');
    }
  });
  $('#share').addEventListener('click', async () => {
    const link = storage.shareLink(game.puzzle, $('#share-progress').checked ? game.state() : null);
    $('#share-link').value = link;
    $('#share-link').select();
    try {
      await navigator.clipboard.writeText(link);
      page.say('Link copied.', 'success');
    } catch {
      page.say('Copy the link from the box.', 'info');
    }
  });
}

// A saved game's line in the list: its type, size and level, time played and when.
function describe(puzzle) {
  let size = '';
  try {
    const board = createBoard(puzzle);
    size = ` ${board.rows} × ${board.cols}`;
  } catch {
    size = '';
  }
  const level = puzzle.difficulty ?? puzzle.level ?? puzzle.grade;
  return `${puzzle.type}${size}${level !== undefined && level !== null ? `, ${level}` : ''}`;
}

function ago(time) {
  const minutes = Math.round((Date.now() - time) / 60000);
  if (!(minutes >= 1)) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  if (minutes < 24 * 60) return `${Math.round(minutes / 60)} h ago`;
  return new Date(time).toLocaleDateString();
}

// A game with moves in it and not finished: one the list offers to take up again.
const unfinished = (saved) => !saved.solved && saved.history
  && ((saved.history.past || []).length > 0 || (saved.history.future || []).length > 0);

function showSaves(current) {
  const list = $('#saves-list');
  $('#saves-kept').textContent = String(storage.KEPT_GAMES);
  if (!$('#saves').open) return;
  const here = current.puzzle ? storage.keyOf(current.puzzle) : null;
  const games = storage.list().filter(({ key, game: saved }) => key === here || unfinished(saved));
  const items = games.map(({ key, game: saved }) => {
    const item = document.createElement('li');
    item.dataset.key = key;
    const what = document.createElement('span');
    what.className = 'save-what';
    const name = describe(saved.puzzle);
    const playing = key === here;
    const elapsed = playing ? current.timer.total() : Number(saved.elapsed) || 0;
    what.textContent = `${name}: ${formatTime(elapsed)} played, ${playing ? 'playing now' : `last played ${ago(saved.lastPlayed)}`}`;
    item.append(what);
    if (!playing) {
      const resume = document.createElement('button');
      resume.textContent = 'Resume';
      resume.className = 'save-resume';
      resume.setAttribute('aria-label', `Resume ${name}`);
      resume.addEventListener('click', () => resumeSaved(key));
      const remove = document.createElement('button');
      remove.textContent = 'Delete';
      remove.className = 'save-delete';
      remove.setAttribute('aria-label', `Delete ${name}`);
      remove.addEventListener('click', () => {
        storage.remove(key);
        page.say(`Deleted the game of ${name}.`, 'info');
        showSaves(current);
      });
      item.append(resume, remove);
    }
    return item;
  });
  if (!items.length) {
    const none = document.createElement('li');
    none.textContent = 'No game in progress yet.';
    items.push(none);
  }
  list.replaceChildren(...items);
}

// A game of the list on the board; the one played before stays in the list.
function resumeSaved(key) {
  const found = storage.list().find((item) => item.key === key);
  if (!found) {
    page.say('That game is no longer kept (another tab may have deleted it).', 'warning');
    showSaves(game);
    return;
  }
  game.save();
  try {
    game.start(found.game.puzzle, found.game);
    history.replaceState(null, '', window.location.pathname + window.location.search);
  } catch {
    storage.remove(key);
    page.say('That saved game could not be read: it is deleted.', 'error');
    showSaves(game);
  }
}

// A position of a link fits its puzzle when it has the shape of the board's own states: the
// same fields, and lists of the same lengths.
function fits(puzzle, position) {
  try {
    const initial = createBoard(puzzle).initialState();
    if (!position || typeof position !== 'object' || Array.isArray(initial) !== Array.isArray(position)) return false;
    if (Array.isArray(initial)) return initial.length === position.length;
    return Object.keys(initial).every((name) => name in position
      && Array.isArray(initial[name]) === Array.isArray(position[name])
      && (!Array.isArray(initial[name]) || initial[name].length === position[name].length));
  } catch {
    return false;
  }
}

// A share link's puzzle, with its position when it has one. The game that was on the board (or
// played last) stays under Games in progress, and the message says so; a position of the link
// replaces the player's own position of the same puzzle only once the player says so.
async function openShared(shared, other) {
  if (game.board) game.save();
  const saved = storage.loadPuzzle(shared.puzzle);
  let resume = saved;
  let withPosition = false;
  let broken = false;
  if (shared.position !== null && !fits(shared.puzzle, shared.position)) {
    shared = { ...shared, position: null };
    broken = true;
  }
  if (shared.position !== null) {
    const mine = saved && unfinished(saved)
      && JSON.stringify(saved.history.present) !== JSON.stringify(shared.position);
    if (!mine || await confirmReplace(game, {
      text: "The link holds a position of a puzzle you are playing. Open the link's position in place of yours?",
      yes: "Open the link's position",
      no: 'Keep my position',
    })) {
      // Undo goes back from the link's position to the empty board.
      const initial = createBoard(shared.puzzle).initialState();
      resume = { history: { past: [initial], present: shared.position, future: [] }, elapsed: 0 };
      withPosition = true;
    }
  }
  let message = broken ? "The link's position does not fit its puzzle: the puzzle alone is open." : null;
  try {
    game.start(shared.puzzle, resume);
    if (withPosition) message = 'Opened the shared puzzle with its entries and marks.';
  } catch {
    game.start(shared.puzzle, saved);
    message = "The link's position does not fit its puzzle: the puzzle alone is open.";
  }
  if (other && !storage.samePuzzle(other, shared.puzzle)) {
    const kept = `Your game of ${describe(other)} is kept under Games in progress.`;
    page.say(`${message || 'Opened the shared puzzle.'} ${kept}`, 'info');
  } else if (message) {
    page.say(message, 'info');
  }
  history.replaceState(null, '', window.location.pathname + window.location.search);
}

// The puzzle as kept and shared: the generator's bookkeeping (timing, counters) left out.
function keep(puzzle) {
  const { time_ms: _time, generator: _generator, ...rest } = puzzle;
  return rest;
}

async function newPuzzle(params, { ask = true } = {}) {
  if (ask && !(await confirmReplace(game))) return;
  $('#new-game-panel').open = false;
  page.say('Generating…', 'info');
  try {
    const puzzle = await api.generate(params);
    if (puzzle.status === 'timeout') {
      page.say(`Generating took too long: ${puzzle.error || 'try smaller parameters'}`, 'error');
      return;
    }
    game.start(keep(puzzle));
    history.replaceState(null, '', window.location.pathname + window.location.search);
  } catch (error) {
    page.say(error.message, 'error');
  }
}

async function init() {
  wireBoard();
  wireTools();
  window.addEventListener('beforeunload', () => game.save());
  window.addEventListener('hashchange', async () => {
    const shared = storage.sharedFromFragment();
    if (shared) {
      await openShared(shared, game.inProgress() ? game.puzzle : null);
      if (page.form) page.form.select(shared.puzzle.type, { fresh: true });
    }
  });
  let types;
  try {
    types = await api.types();
  } catch (error) {
    page.say(api.engineKind === 'worker' ? `The engine did not start: ${error.message}`
      : `The server did not answer: ${error.message}`, 'error');
    return;
  }
  page.types = types.types;
  page.form = setUpForm($('#new-game'), types, newPuzzle);
  const shared = storage.sharedFromFragment();
  const saved = storage.load();
  if (shared) {
    await openShared(shared, saved && unfinished(saved) ? saved.puzzle : null);
  } else if (saved && saved.puzzle) {
    try {
      game.start(saved.puzzle, saved);
    } catch {
      await newPuzzle({ type: $('#type').value, seed: 1 }, { ask: false });
    }
  } else {
    await newPuzzle({ type: $('#type').value, seed: 1 }, { ask: false });
  }
  if (game.puzzle && $('#type').value !== game.puzzle.type) page.form.select(game.puzzle.type);
  // The tests (and curious players) reach the game from the console.
  window.gridlogic = game;
  document.body.dataset.ready = 'true';
}

init();
// The static site plays offline once loaded, and can be installed as an app (src/wasm/site/).
if (api.engineKind === 'worker' && 'serviceWorker' in navigator) {
  navigator.serviceWorker.register('sw.js').catch(() => {
    // Without it (a private window, a file: URL) the page still plays while it is open.
  });
}
