// Undo and redo over whole snapshots of a board's state. States are small (a few hundred
// numbers), so a snapshot a move is simpler and safer than inverting each kind of move.

// Moves kept for undo across a reload: a 16 x 16 sudoku state is about 800 numbers, so 200
// snapshots stay under 1 MB of storage.
const KEPT_MOVES = 200;

export class History {
  constructor(initial) {
    this.past = [];
    this.present = initial;
    this.future = [];
  }

  // Records a new state; a move made after undoing drops the undone moves, as editors do.
  push(state) {
    this.past.push(this.present);
    this.present = state;
    this.future = [];
  }

  canUndo() {
    return this.past.length > 0;
  }

  canRedo() {
    return this.future.length > 0;
  }

  undo() {
    if (!this.canUndo()) return this.present;
    this.future.push(this.present);
    this.present = this.past.pop();
    return this.present;
  }

  redo() {
    if (!this.canRedo()) return this.present;
    this.past.push(this.present);
    this.present = this.future.pop();
    return this.present;
  }

  // What is kept across a reload: the latest moves only, so that a long game on a large board
  // stays well inside the browser's few megabytes of storage (the game in play keeps them all).
  toJSON() {
    return {
      past: this.past.slice(-KEPT_MOVES),
      present: this.present,
      future: this.future.slice(-KEPT_MOVES),
    };
  }

  static fromJSON(saved) {
    const history = new History(saved.present);
    history.past = saved.past || [];
    history.future = saved.future || [];
    return history;
  }
}
