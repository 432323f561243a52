// Which board plays which type: the one place the page names the puzzle types, since each
// needs its own drawing and input. A type the server offers without a board here is listed
// but cannot be played.

import * as sudoku from './board_sudoku.js';
import * as binox from './board_binox.js';
import * as dominosa from './board_dominosa.js';
import * as lightsout from './board_lightsout.js';

const BOARDS = { killer: sudoku, sudoku, binox, dominosa, lightsout };

export function hasBoard(type) {
  return type in BOARDS;
}

export function createBoard(puzzle) {
  const module = BOARDS[puzzle.type];
  if (!module) throw new Error(`no board for the type '${puzzle.type}'`);
  return module.createBoard(puzzle);
}
