// Browser tests of the page `gridlogic serve` serves: for every type a puzzle from a fixed
// seed is played to the end with real clicks and keys (the solution comes from the API), the
// completion noticed; hints highlight the region and the cells the API names; undo and redo,
// check, import and export, the share link and resuming, and a phone-width layout. Run by
// tests/web/run.sh.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import {
  server, api, browser, useServerAndBrowser, cellKeys, finish, openPage, newPuzzle, clickCell,
  cellCentre, highlighted, expectSolved, hintTo, shot, SITE,
} from './harness.js';

useServerAndBrowser();
const key = cellKeys;

test('sudoku: marks, undo and redo, check, hint, played to the end with clicks and keys', async () => {
  const page = await openPage(browser, server.url);
  const puzzle = await newPuzzle(page, 'sudoku', 1);
  const { solution } = await api('solve', puzzle);
  const empty = [];
  puzzle.givens.forEach((row, r) => [...row].forEach((ch, c) => { if (ch === '.') empty.push([r, c]); }));

  const hint = await api('hint', puzzle, { depth: 'step' });
  await hintTo(page, 'step');
  assert.deepEqual(await highlighted(page), key(hint.region.concat(hint.step.detail.cells, hint.step.detail.placements)));

  const [r0, c0] = empty[0];
  await clickCell(page, r0, c0);
  await page.keyboard.press('Shift+Digit3');
  await page.keyboard.press('Control+Digit4');
  assert.equal(await page.locator('#board .mark.corner').count(), 1);
  assert.equal(await page.locator('#board .mark.centre').count(), 1);
  await page.keyboard.press('Delete');
  assert.equal(await page.locator('#board .mark').count(), 0);

  const wrong = (Number(solution[r0][c0]) % 9) + 1;
  await page.keyboard.press(String(wrong));
  assert.equal(await page.locator('#board .digit.entered').count(), 1);
  await page.keyboard.press('Control+z');
  assert.equal(await page.locator('#board .digit.entered').count(), 0);
  await page.keyboard.press('Control+y');
  assert.equal(await page.locator('#board .digit.entered').textContent(), String(wrong));
  await page.click('#check');
  await page.waitForSelector('#board .cell.mistake');
  assert.match(await page.textContent('#message'), /^Mistake/);
  assert.ok(await page.locator(`#board .cell.mistake[data-row="${r0}"][data-col="${c0}"]`).count());
  await shot(page, 'sudoku-mistake');

  for (const [r, c] of empty) {
    await clickCell(page, r, c);
    await page.keyboard.press(solution[r][c]);
  }
  await expectSolved(page);
  await finish(page, 'sudoku-solved');
});

test('sudoku: several cells selected (Ctrl and a click, a drag, Shift and arrows) take a mark at once', async () => {
  const page = await openPage(browser, server.url);
  const puzzle = await newPuzzle(page, 'sudoku', 1);
  const empty = [];
  puzzle.givens.forEach((row, r) => [...row].forEach((ch, c) => { if (ch === '.') empty.push([r, c]); }));
  const [a, b] = empty;
  await clickCell(page, a[0], a[1]);
  await page.keyboard.down('Control');
  await clickCell(page, b[0], b[1]);
  await page.keyboard.up('Control');
  await page.keyboard.press('Shift+Digit5');
  assert.equal(await page.locator('#board .mark.corner').count(), 2);
  await page.keyboard.press('Shift+Digit5');  // on every selected cell: off again
  assert.equal(await page.locator('#board .mark.corner').count(), 0);

  // A drag along row 1 selects every cell it crosses; the givens among them keep their digits.
  const from = await cellCentre(page, 0, 0);
  const to = await cellCentre(page, 0, 8);
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, { steps: 18 });
  await page.mouse.up();
  assert.equal(await page.locator('#board .cell.selected').count() + 1, 9);  // and the cursor
  await page.keyboard.press('Control+Digit7');
  const open = [...puzzle.givens[0]].filter((ch) => ch === '.').length;
  assert.equal(await page.locator('#board .mark.centre').count(), open);
  await page.keyboard.press('Control+z');
  assert.equal(await page.locator('#board .mark.centre').count(), 0);

  // An arrow alone moves a one-cell selection; with Shift it grows.
  await clickCell(page, a[0], a[1]);
  await page.keyboard.press('Shift+ArrowDown');
  assert.equal(await page.locator('#board .cell.selected').count(), 1);
  await page.keyboard.press('ArrowDown');
  assert.equal(await page.locator('#board .cell.selected').count(), 0);
  await finish(page, 'sudoku-selection');
});

test('killer: cages drawn with their sums, played with the keyboard alone', async () => {
  const page = await openPage(browser, server.url);
  const puzzle = await newPuzzle(page, 'killer', 2, { size: 6 });
  const { solution } = await api('solve', puzzle);
  assert.equal(await page.locator('#board path.cage').count(), puzzle.cages.length);
  assert.equal(await page.locator('#board .cage-sum').count(), puzzle.cages.length);
  await page.focus('#board');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowLeft');
  const n = puzzle.size;
  for (let r = 0; r < n; r++) {
    for (let c = 0; c < n; c++) {
      await page.keyboard.press(solution[r][c]);
      await page.keyboard.press('ArrowRight');
    }
    await page.keyboard.press('ArrowDown');
  }
  await expectSolved(page);
  await finish(page, 'killer-solved');
});

test('binox: clicks cycle X, O, empty; a wrong symbol is marked by check', async () => {
  const page = await openPage(browser, server.url);
  const puzzle = await newPuzzle(page, 'binox', 1, { size: 6 });
  const { solution } = await api('solve', puzzle);
  const empty = [];
  puzzle.grid.forEach((row, r) => [...row].forEach((ch, c) => { if (ch === '.') empty.push([r, c]); }));
  const [r0, c0] = empty.find(([r, c]) => solution[r][c] === 'O');
  await clickCell(page, r0, c0);
  await page.click('#check');
  await page.waitForSelector('#board .cell.mistake');
  await clickCell(page, r0, c0, { button: 'right' });
  assert.equal(await page.locator('#board .symbol.entered').count(), 0);

  const hint = await api('hint', puzzle, { depth: 'step' });
  await hintTo(page, 'step');
  assert.deepEqual(await highlighted(page), key(hint.region.concat(hint.step.detail.cells, hint.step.detail.placements)));

  for (const [r, c] of empty) {
    await clickCell(page, r, c);
    if (solution[r][c] === 'O') await clickCell(page, r, c);
  }
  await expectSolved(page);
  await finish(page, 'binox-solved');
});

async function drag(page, from, to) {
  const a = await cellCentre(page, ...from);
  const b = await cellCentre(page, ...to);
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  await page.mouse.move((a.x + b.x) / 2, (a.y + b.y) / 2, { steps: 2 });
  await page.mouse.move(b.x, b.y, { steps: 2 });
  await page.mouse.up();
}

// Two placements of the same domino on four different cells, to see the table mark it.
function sameDominoTwice(grid) {
  const pairs = [];
  for (let r = 0; r < grid.length; r++) {
    for (let c = 0; c < grid[0].length; c++) {
      if (c + 1 < grid[0].length) pairs.push([[r, c], [r, c + 1]]);
      if (r + 1 < grid.length) pairs.push([[r, c], [r + 1, c]]);
    }
  }
  const name = ([[r1, c1], [r2, c2]]) => [grid[r1][c1], grid[r2][c2]].sort().join('-');
  const cells = (p) => p.map(([r, c]) => `${r},${c}`);
  for (const p of pairs) {
    for (const q of pairs) {
      if (p !== q && name(p) === name(q) && !cells(p).some((x) => cells(q).includes(x))) return [p, q];
    }
  }
  return null;
}

test('dominosa: dominoes dragged, lifted, doubled in the table, played to the end', async () => {
  const page = await openPage(browser, server.url);
  const puzzle = await newPuzzle(page, 'dominosa', 1, { max: 4 });
  const { solution } = await api('solve', puzzle);

  const hint = await api('hint', puzzle, { depth: 'step' });
  await hintTo(page, 'step');
  assert.deepEqual(await highlighted(page), key(hint.region.concat(hint.step.detail.cells, hint.step.detail.place)));

  const [p, q] = sameDominoTwice(puzzle.grid);
  await drag(page, ...p);
  await drag(page, ...q);
  assert.equal(await page.locator('#board .domino.doubled').count(), 2);
  assert.equal(await page.locator('.domino-table td.doubled').count(), 1);
  await shot(page, 'dominosa-doubled');
  await clickCell(page, ...q[0]);
  assert.equal(await page.locator('#board .domino').count(), 1);
  await page.click('#undo');
  assert.equal(await page.locator('#board .domino').count(), 2);
  await page.click('#redo');
  await page.click('#undo');
  await page.click('#undo');
  await page.click('#undo');
  assert.equal(await page.locator('#board .domino').count(), 0);

  for (let r = 0; r < solution.length; r++) {
    for (let c = 0; c < solution[r].length; c++) {
      if (solution[r][c] === 'R') await drag(page, [r, c], [r, c + 1]);
      if (solution[r][c] === 'D') await drag(page, [r, c], [r + 1, c]);
    }
  }
  await expectSolved(page);
  assert.equal(await page.locator('.domino-table td.used').count(), 15);
  await finish(page, 'dominosa-solved');
});

test('lights out: fewest presses shown, hint cells, the solution pressed by clicks', async () => {
  const page = await openPage(browser, server.url);
  const puzzle = await newPuzzle(page, 'lightsout', 1, { size: 6, levels: 3 });
  const best = await api('solve', puzzle, { min: '1' });
  await page.click('#fewest');
  await page.waitForSelector('#board .press-plan');
  const planned = best.presses.flatMap((row) => [...row]).filter((ch) => ch !== '0' && ch !== '#').length;
  assert.equal(await page.locator('#board .press-plan').count(), planned);

  const hint = await api('hint', puzzle, { depth: 'step' });
  await hintTo(page, 'step');
  assert.deepEqual(await highlighted(page), key(hint.step.detail.presses));

  for (let r = 0; r < best.presses.length; r++) {
    for (let c = 0; c < best.presses[r].length; c++) {
      for (let k = 0; k < Number(best.presses[r][c]); k++) await clickCell(page, r, c);
    }
  }
  // With three levels a cell pressed twice says so.
  const twice = best.presses.flatMap((row) => [...row]).filter((ch) => ch === '2').length;
  assert.equal(await page.locator('#board .press-count.pressed').count(), twice);
  await expectSolved(page);
  await finish(page, 'lightsout-solved');
});

test('lights out: Solve plays light chasing to the end', async () => {
  const page = await openPage(browser, `${server.url}?delay=5`);
  await newPuzzle(page, 'lightsout', 4, { size: 6 });
  await page.click('#solve');
  await expectSolved(page, { helped: true });
  const levels = await page.$$eval('#board .light', (nodes) => nodes.map((n) => n.dataset.level));
  assert.ok(levels.every((level) => level === '0'));
  await finish(page, 'lightsout-chased');
});

test('lights out graph board: imported, drawn as nodes and links, pressed to the end', async () => {
  const page = await openPage(browser, server.url);
  const graph = { type: 'lightsout', levels: 2, nodes: 6, edges: [[0, 1], [1, 2], [2, 3], [3, 4], [4, 5], [5, 0], [0, 3]], state: [1, 0, 1, 0, 0, 1] };
  await page.click('#transfer summary');
  await page.fill('#import-text', `lightsout levels=2 nodes=6\nstate 1 0 1 0 0 1\nedges 0-1 1-2 2-3 3-4 4-5 5-0 0-3\n`);
  await page.click('#import');
  await page.waitForFunction(() => window.gridlogic.puzzle && window.gridlogic.puzzle.nodes === 6);
  assert.equal(await page.locator('#board .node').count(), 6);
  assert.equal(await page.locator('#board .link').count(), 7);
  const { presses } = await api('solve', graph);
  for (let i = 0; i < presses.length; i++) {
    if (presses[i]) await clickCell(page, 0, i);
  }
  await expectSolved(page);
  await finish(page, 'lightsout-graph');
});

test('import and export round trip, every export format', async () => {
  const page = await openPage(browser, server.url);
  const puzzle = await newPuzzle(page, 'killer', 5, { size: 6 });
  await page.click('#transfer summary');
  const downloads = {};
  // The static site's engine has no render: its drawings are not offered there.
  const drawings = ['svg', 'png', 'pdf'];
  const shown = await page.$$eval('#exports button', (nodes) => nodes.filter((n) => !n.hidden).map((n) => n.dataset.format));
  assert.deepEqual(shown, SITE ? ['json', 'text'] : ['json', 'text', ...drawings]);
  for (const format of shown) {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.click(`#exports [data-format="${format}"]`),
    ]);
    downloads[format] = readFileSync(await download.path());
  }
  if (!SITE) {
    assert.match(downloads.svg.toString(), /<svg/);
    assert.equal(downloads.png.subarray(1, 4).toString(), 'PNG');
    assert.equal(downloads.pdf.subarray(0, 5).toString(), '%PDF-');
  }
  const canonical = await api('convert', puzzle);
  assert.deepEqual(JSON.parse(downloads.json.toString()), canonical, downloads.json.toString());

  await newPuzzle(page, 'binox', 1);
  await page.fill('#import-text', downloads.text.toString());
  await page.click('#import');
  await page.waitForFunction(() => window.gridlogic.puzzle.type === 'killer');
  // The text form carries no id; everything else comes back as it went out.
  const { id: _id, ...content } = canonical;
  const { id: _id2, ...imported } = await page.evaluate(() => window.gridlogic.puzzle);
  assert.deepEqual(imported, content);
  await finish(page, 'imported');
});

test('share link and resuming from storage', async () => {
  const page = await openPage(browser, server.url);
  const puzzle = await newPuzzle(page, 'sudoku', 7);
  const [r, c] = [0, [...puzzle.givens[0]].indexOf('.')];
  await clickCell(page, r, c);
  await page.keyboard.press('5');
  await page.reload();
  await page.waitForSelector('body[data-ready=true]');
  assert.equal(await page.locator('#board .digit.entered').textContent(), '5');
  assert.match(await page.textContent('#message'), /Resumed/);

  await page.click('#transfer summary');
  await page.click('#share');
  const link = await page.inputValue('#share-link');
  const other = await openPage(browser, link);
  assert.deepEqual(await other.evaluate(() => window.gridlogic.puzzle), await page.evaluate(() => window.gridlogic.puzzle));
  assert.equal(await other.locator('#board .digit.entered').count(), 0);
  await finish(other, 'shared');
  await finish(page, 'resumed');
});

test('phone width: one column, no sideways scrolling, the pad under the board', async () => {
  const page = await openPage(browser, server.url, { width: 390, height: 844 });
  await newPuzzle(page, 'sudoku', 3);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(width <= 390, `page is ${width}px wide`);
  const board = await page.locator('#board').boundingBox();
  const pad = await page.locator('#pad').boundingBox();
  assert.ok(board.width > 300 && pad.y > board.y + board.height - 1);
  await clickCell(page, 0, 0);
  await finish(page, 'phone');
});

test('reveal a cell and solve from the solution; lights out with holes solved by its algebra step', async () => {
  const page = await openPage(browser, `${server.url}?delay=5`);
  const puzzle = await newPuzzle(page, 'binox', 2, { size: 6 });
  const { solution } = await api('solve', puzzle);
  const [r, c] = puzzle.grid.flatMap((row, i) => [...row].map((ch, j) => [i, j, ch])).find(([, , ch]) => ch === '.');
  await clickCell(page, r, c);
  await clickCell(page, r, c, { button: 'right' });
  await page.click('#reveal');
  await page.waitForFunction(([i]) => window.gridlogic.state().cells[i] !== '.', [r * 6 + c]);
  assert.equal(await page.evaluate(([i]) => window.gridlogic.state().cells[i], [r * 6 + c]), solution[r][c]);
  await page.click('#solve');
  await expectSolved(page, { helped: true });

  await page.click('#transfer summary');
  await page.fill('#import-text', 'lightsout\n1#1\n111\n');
  await page.click('#import');
  await page.waitForFunction(() => window.gridlogic.puzzle.type === 'lightsout');
  await page.click('#solve');
  await expectSolved(page, { helped: true });
  await finish(page, 'lightsout-holes');
});
