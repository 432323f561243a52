// The page: finds its elements, builds the new-game form from the server's types, and routes
// pointer, keyboard and button input to the game. Keys play on the board wherever the focus
// is, except in a text field. A puzzle in the link's fragment wins over the saved game; the
// saved game resumes when it is the same puzzle.

import * as api from './api.js';
import { Game } from './game.js';
import { setUpForm } from './controls.js';
import * as storage from './storage.js';
import * as transfer from './transfer.js';
import { ownsKey, isTextEntry } from './focus.js';
import { confirmReplace } from './confirm.js';
import { fillHowTo } from './rules.js';

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

  updateButtons(game) {
    // A finished game can still be looked back through, move by move.
    $('#undo').disabled = !game.history.canUndo() || game.chasing;
    $('#redo').disabled = !game.history.canRedo() || game.chasing;
    for (const id of ['#check', '#hint', '#reveal', '#solve', '#fewest', '#restart']) {
      $(id).disabled = game.chasing || (game.solved && id !== '#restart');
    }
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
    if (!game.board) return;
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
    const link = storage.shareLink(game.puzzle);
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
  window.addEventListener('hashchange', () => {
    const shared = storage.puzzleFromFragment();
    if (shared) {
      game.start(shared);
      if (page.form) page.form.select(shared.type, { fresh: true });
    }
  });
  let types;
  try {
    types = await api.types();
  } catch (error) {
    page.say(`The server did not answer: ${error.message}`, 'error');
    return;
  }
  page.types = types.types;
  page.form = setUpForm($('#new-game'), types, newPuzzle);
  const shared = storage.puzzleFromFragment();
  const saved = storage.load();
  if (shared) {
    const resume = saved && storage.samePuzzle(saved.puzzle, shared) ? saved : null;
    game.start(shared, resume);
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
