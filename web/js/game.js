// One game in play: the puzzle, its board, the history of states, the timer, and the page's
// buttons wired to the API (check, hint, reveal, solve, completion). Boards draw and read
// input; everything about right and wrong comes from the server. A game finished with Solve,
// Reveal or an applied answer is solved with help, not won.

import * as api from './api.js';
import { createBoard } from './boards.js';
import { History } from './history.js';
import { Timer, formatTime } from './timer.js';
import { cellSet } from './grid_input.js';
import * as storage from './storage.js';
import { chase, closeChase } from './lightsout_chase.js';
import { nextHint, hintMessage } from './hints.js';

export class Game {
  constructor(page) {
    this.page = page;
    this.puzzle = null;
    this.board = null;
    this.history = null;
    this.solution = null;
    this.solved = false;
    this.helped = false;
    this.chasing = false;
    this.lastHint = null;
    this.paused = false;
    this.view = this.freshView();
    this.timer = new Timer((ms) => { page.timer.textContent = formatTime(ms); });
  }

  freshView() {
    return { cursor: null, highlight: new Set(), mistakes: new Set(), conflicts: false, mode: 'digit', overlay: null };
  }

  // Starts a puzzle, or resumes it from a saved game of the same puzzle.
  start(puzzle, saved = null) {
    const board = createBoard(puzzle);
    this.stopChase();
    this.puzzle = puzzle;
    this.board = board;
    this.solution = null;
    // Rule breaks shown as the player last chose for this type, else as the board has them.
    this.breaksChoice = this.breaksChoice || {};
    const chosen = this.breaksChoice[puzzle.type];
    this.view = { ...this.freshView(), conflicts: chosen !== undefined ? chosen : !!board.breaksByDefault };
    this.history = saved ? History.fromJSON(saved.history) : new History(board.initialState());
    this.solved = !!(saved && saved.solved);
    this.helped = !!(saved && saved.helped);
    this.lastHint = null;
    this.paused = false;
    this.page.setPaused(false);
    this.page.setUpBoard(this);
    this.say(saved ? 'Resumed where you left off.' : 'New puzzle: good luck.');
    this.page.setSolved(this.solved, this.helped);
    if (this.solved) this.timer.stop();
    this.timer.start(saved ? saved.elapsed || 0 : 0);
    if (this.solved) this.timer.stop();
    this.redraw();
    this.save();
    this.page.showSaves(this);
  }

  // Pause: the clock stops and the board is hidden (so that the time cannot be gamed) until
  // Resume; the time played so far is saved with the game.
  pause(message = 'Paused: the board is hidden and the clock stopped. Resume goes on.') {
    if (!this.board || this.solved || this.paused) return;
    this.stopChase();
    this.paused = true;
    this.timer.stop();
    this.page.setPaused(true);
    this.say(message, 'info');
    this.save();
    this.page.updateButtons(this);
  }

  resume() {
    if (!this.paused) return;
    this.paused = false;
    this.page.setPaused(false);
    this.timer.start(this.timer.total());
    this.say('');
    this.save();
    this.page.updateButtons(this);
  }

  state() {
    return this.history.present;
  }

  redraw() {
    this.board.draw(this.page.svg, this.state(), this.view);
    if (this.board.drawSide) this.board.drawSide(this.page.side, this.state());
    this.page.updateButtons(this);
  }

  say(message, kind = 'info', actions = []) {
    this.page.say(message, kind, actions);
  }

  // Moves made and not finished: what New puzzle asks before replacing.
  inProgress() {
    if (!this.board || this.solved) return false;
    return JSON.stringify(this.state()) !== JSON.stringify(this.board.initialState());
  }

  save() {
    if (!this.puzzle) return;
    storage.save({ puzzle: this.puzzle, history: this.history.toJSON(), elapsed: this.timer.total(), solved: this.solved, helped: this.helped });
  }

  // A move: a new state in the history, marks and message of the last check or hint cleared
  // (they spoke of the position before), and the completion check when the board is full.
  commit(state) {
    if (!state || this.solved || this.paused) return;
    this.history.push(state);
    this.afterChange();
  }

  afterChange() {
    this.view.highlight = new Set();
    this.view.mistakes = new Set();
    this.view.overlay = null;
    this.say('');
    this.redraw();
    this.save();
    if (!this.solved && this.board.isComplete(this.state())) this.checkComplete();
  }

  // Undo and redo stay open after the end, to look back through a finished game.
  undo() {
    if (this.chasing || this.paused || !this.history.canUndo()) return;
    this.history.undo();
    this.afterChange();
  }

  redo() {
    if (this.chasing || this.paused || !this.history.canRedo()) return;
    this.history.redo();
    this.afterChange();
  }

  setCursor(cursor) {
    this.view.cursor = cursor;
    this.view.selected = null;
    this.redraw();
    this.page.announce(this.board.cellLabel(this.state(), cursor.row, cursor.col));
  }

  // What a board's input handler returned: a cursor, a state, or both.
  apply(result) {
    if (!result || this.paused) return false;
    if (result.cursor) this.view.cursor = result.cursor;
    if (result.selected) this.view.selected = result.selected;
    if (result.state && !this.chasing) this.commit(result.state);
    else this.redraw();
    if (this.view.cursor) this.page.announce(this.board.cellLabel(this.state(), this.view.cursor.row, this.view.cursor.col));
    return true;
  }

  setMode(mode) {
    this.view.mode = mode;
    this.page.updateButtons(this);
  }

  setConflicts(on) {
    this.view.conflicts = on;
    this.breaksChoice[this.puzzle.type] = on;
    this.redraw();
  }

  puzzleWith(solution) {
    return { ...this.puzzle, [this.board.solutionField]: solution };
  }

  async checkComplete() {
    const state = this.state();
    try {
      const answer = await api.verify(this.puzzleWith(this.board.solutionOf(state)));
      if (state !== this.state()) return;
      if (answer.status === 'valid') {
        this.solved = true;
        this.timer.stop();
        this.page.setSolved(true, this.helped);
        const time = formatTime(this.timer.total());
        const back = 'Undo and redo look back through the game.';
        if (this.helped) this.say(`Solved with help in ${time}. ${back}`, 'info');
        else this.say(`Solved in ${time}. Well done! ${back}`, 'success');
        this.save();
        this.page.updateButtons(this);
      } else {
        this.say('The board is full but not right yet: Check marks what is wrong.', 'warning');
      }
    } catch (error) {
      this.say(error.message, 'error');
    }
  }

  // Check: the first mistake in the position, marked without its answer.
  async check() {
    try {
      const state = this.state();
      const answer = await api.hint(this.puzzle, this.board.position(state), 'step');
      if (state !== this.state()) return;
      this.view.highlight = new Set();
      if (answer.status === 'mistake') {
        this.view.mistakes = cellSet(await this.wrongOf(answer.mistake_cells, state));
        this.say(`Mistake: ${answer.mistake}`, 'warning');
      } else if (answer.status === 'complete') {
        this.checkComplete();
      } else if (answer.status === 'hint') {
        this.say('No mistakes so far.', 'success');
      } else {
        this.say(answer.reason || answer.error || answer.status, 'warning');
      }
      this.redraw();
    } catch (error) {
      this.say(error.message, 'error');
    }
  }

  // The cells of a mistake that hold a wrong entry: a right digit that a wrong one clashes
  // with is not marked. All of them when the solution does not say (a board of several
  // solutions, or one the server could not solve).
  async wrongOf(cells, state) {
    if (!this.board.wrongCells) return cells;
    try {
      const wrong = this.board.wrongCells(state, await this.solutionOfPuzzle());
      const only = cells.filter(([row, col]) => wrong.has(`${row},${col}`));
      return only.length ? only : cells;
    } catch {
      return cells;
    }
  }

  // A hint one depth further than the last on the same position (where to look, the rule, the
  // step, the answer with Apply); a new position starts again from where to look. A position
  // that moved while the hint was worked out is asked about again, so that Hint always answers.
  async hint(retries = 2) {
    const state = this.state();
    const { puzzle } = this;
    const position = this.board.position(state);
    const depth = nextHint(this.lastHint, position);
    try {
      const answer = await api.hint(puzzle, position, depth);
      if (state !== this.state()) {
        if (retries > 0 && puzzle === this.puzzle && !this.solved) await this.hint(retries - 1);
        return;
      }
      this.view.highlight = new Set();
      this.view.mistakes = new Set();
      if (answer.status === 'mistake') {
        this.view.mistakes = cellSet(await this.wrongOf(answer.mistake_cells, state));
        this.say(`First fix a mistake: ${answer.mistake}`, 'warning');
      } else if (answer.status === 'hint') {
        this.lastHint = { position: JSON.stringify(position), depth };
        // The region at every depth; from the step on, also the cells the step reads.
        this.view.highlight = cellSet((answer.region || []).concat(answer.step ? this.board.hintCells(answer) : []));
        const actions = answer.changes && this.board.applyChanges
          ? [{ label: 'Apply', id: 'apply-hint', run: () => this.applyAnswer(answer) }] : [];
        this.say(hintMessage(answer, depth), 'hint', actions);
        this.page.showHintDepth(depth);
      } else if (answer.status === 'complete') {
        this.checkComplete();
      } else {
        this.say(answer.reason || answer.error || answer.status, 'warning');
      }
      this.redraw();
    } catch (error) {
      this.say(error.message, 'error');
    }
  }

  // The answer's changes made on the player's position, as one move that undo takes back.
  applyAnswer(answer) {
    if (this.solved || this.chasing) return;
    const next = this.board.applyChanges(this.state(), answer.changes);
    if (!next) {
      this.say(`Nothing to change on the board: ${answer.answer}.`, 'info');
      return;
    }
    this.helped = true;
    this.commit(next);
    if (!this.solved) this.say(`Applied: ${answer.answer}.`, 'info');
  }

  async solutionOfPuzzle() {
    if (this.solution) return this.solution;
    const answer = await api.solve(this.puzzle);
    if (answer.status !== 'solved') throw new Error(answer.reason || answer.error || `no solution: ${answer.status}`);
    this.solution = answer[this.board.solutionField];
    return this.solution;
  }

  async reveal() {
    if (!this.view.cursor) {
      this.say('Select a cell first (click it, or move there with the arrow keys).', 'warning');
      return;
    }
    try {
      const solution = await this.solutionOfPuzzle();
      const next = this.board.fromSolution(this.state(), solution, this.view.cursor);
      this.helped = true;
      this.commit(next);
    } catch (error) {
      this.say(error.message, 'error');
    }
  }

  async solve() {
    if (this.solved) return;
    if (this.board.puzzleNow) {
      await this.chaseAnimated();
      return;
    }
    try {
      const solution = await this.solutionOfPuzzle();
      this.helped = true;
      this.commit(this.board.fromSolution(this.state(), solution, null));
    } catch (error) {
      this.say(error.message, 'error');
    }
  }

  // Lights Out's Solve: light chasing played on the board, each press a move of the history.
  async chaseAnimated() {
    if (this.chasing) return;
    this.chasing = true;
    this.helped = true;
    const token = {};
    this.chaseToken = token;
    // The rings of Fewest presses spoke of the board before the chase: they go.
    this.view.overlay = null;
    this.page.updateButtons(this);
    try {
      await chase({
        board: this.board,
        state: () => this.state(),
        apply: (state) => {
          this.history.push(state);
          this.redraw();
          this.save();
        },
        say: (message) => this.say(message, 'hint'),
        highlight: (cells) => {
          this.view.highlight = cellSet(cells);
          this.redraw();
        },
        cancelled: () => this.chaseToken !== token,
      }, this.page.chaseDelay);
    } catch (error) {
      this.say(error.message, 'error');
    } finally {
      if (this.chaseToken === token) {
        this.chasing = false;
        this.view.highlight = new Set();
        this.redraw();
        if (this.board.isComplete(this.state())) this.checkComplete();
      }
    }
  }

  stopChase() {
    this.chaseToken = null;
    this.chasing = false;
    closeChase();
  }

  // Lights Out: the least presses that turn off the lights as they stand, drawn as rings.
  async fewestPresses() {
    try {
      const answer = await api.solve(this.board.puzzleNow(this.state()), { min: 1 });
      if (answer.status !== 'solved') {
        this.say(answer.reason || answer.error || answer.status, 'warning');
        return;
      }
      this.view.overlay = this.board.pressList(answer.presses);
      const proved = answer.min_proved ? ' (proved least)' : '';
      this.say(`Press the ringed cells: ${answer.min_presses} presses${proved}.`, 'hint');
      this.redraw();
    } catch (error) {
      this.say(error.message, 'error');
    }
  }

  restart() {
    this.stopChase();
    if (this.paused) this.resume();
    this.history.push(this.board.initialState());
    this.solved = false;
    this.page.setSolved(false, this.helped);
    this.timer.start(this.timer.total());
    this.afterChange();
  }
}
