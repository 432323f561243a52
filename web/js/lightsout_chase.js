// The self-solving Lights Out: POST /api/explain on the board as it stands gives light
// chasing as steps (chase down row by row, read the last row, look up the first row, press
// it, chase again); each step's presses are played on the board with its sentence shown, a
// row at a time, so the method can be watched.

import * as api from './api.js';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// `play` is the game's side: board, state(), apply(state), say(text), highlight(cells),
// cancelled(). Resolves true when the animation ran to its end.
export async function chase(play, delay = 450) {
  const puzzle = play.board.puzzleNow(play.state());
  const answer = await api.explain(puzzle);
  if (answer.status !== 'solved') {
    play.say(answer.reason || answer.error || `no solution from here (${answer.status})`);
    return false;
  }
  for (const step of answer.steps) {
    if (play.cancelled()) return false;
    const detail = step.detail || {};
    // The look-up step's text holds the whole table; its first and last lines say enough
    // while it plays, and the table stays in the explanation panel.
    const lines = step.text.split('\n');
    play.say(lines.length > 2 ? `${lines[0]} … ${lines[lines.length - 1]}` : step.text, step);
    const presses = play.board.stepPresses(detail.presses);
    play.highlight(play.board.hintCells({ step: { detail: { presses } } }));
    await sleep(delay);
    let state = play.state();
    for (const [r, c, times] of presses) {
      const i = r * play.board.cols + c;
      state = play.board.press(state, i, times) || state;
    }
    if (presses.length) play.apply(state);
    await sleep(delay);
  }
  play.highlight([]);
  return true;
}
