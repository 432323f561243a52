// The screenshots of docs/images: each type at 1280 x 800 and 390 x 844, a game under way (a
// few moves and a hint's step highlighted), and the README's page.png. Not a test: run by hand after a change to the page,
//   cd tests/web && GRIDLOGIC_CLI=../../build/gridlogic node screenshots.js
// then look at every image before committing it.

import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { startServer, apiOf, launch, openPage, newPuzzle, hintTo, clickCell } from './harness.js';

const OUT = path.resolve('../../docs/images');
const TYPES = [
  ['sudoku', 7, {}],
  ['killer', 3, { size: 9 }],
  ['binox', 2, { size: 8 }],
  ['dominosa', 2, { max: 6 }],
  ['lightsout', 2, { size: 6, levels: 3 }],
];
const VIEWPORTS = [{ width: 1280, height: 800 }, { width: 390, height: 844 }];

mkdirSync(OUT, { recursive: true });
const server = await startServer();
const api = apiOf(server.url);
const browser = await launch();
try {
  for (const viewport of VIEWPORTS) {
    for (const [type, seed, params] of TYPES) {
      const page = await openPage(browser, server.url, viewport);
      const puzzle = await newPuzzle(page, type, seed, params);
      // A few moves from the solution (the cells of the top rows), so that the board shows a
      // game under way; then a hint's step on that position.
      const solved = await api('solve', puzzle);
      await page.evaluate((answer) => {
        const game = window.gridlogic;
        let state = game.state();
        const rows = Math.max(1, Math.floor(game.board.rows / 3));
        for (let row = 0; row < rows; row++) {
          for (let col = 0; col < game.board.cols; col += 1 + (row % 2)) {
            state = game.board.fromSolution(state, answer[game.board.solutionField], { row, col }) || state;
          }
        }
        game.commit(state);
      }, solved);
      await hintTo(page, 'step');
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: path.join(OUT, `page-${type}-${viewport.width}.png`) });
      await page.context().close();
    }
  }
  // The README's picture: a killer with corner and centre marks and a hint's step.
  const page = await openPage(browser, server.url, { width: 1280, height: 800 });
  const puzzle = await newPuzzle(page, 'killer', 3, { size: 9 });
  const { solution } = await api('solve', puzzle);
  for (let col = 0; col < 9; col += 2) {
    await clickCell(page, 0, col);
    await page.keyboard.press(String(solution[0][col]));
  }
  // Corner marks in two cells of row 4 and centre marks in two of row 5: the right digit and
  // one or two others.
  for (const [row, col, keys] of [[3, 0, 'Shift'], [3, 1, 'Shift'], [4, 0, 'Control'], [4, 2, 'Control']]) {
    await clickCell(page, row, col);
    const right = Number(solution[row][col]);
    for (const digit of [right, right % 9 + 1, (right + 3) % 9 + 1]) await page.keyboard.press(`${keys}+Digit${digit}`);
  }
  await hintTo(page, 'step');
  await page.screenshot({ path: path.join(OUT, 'page.png') });
  await page.context().close();
} finally {
  await browser.close();
  server.child.kill('SIGTERM');
}
