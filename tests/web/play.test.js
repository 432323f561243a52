// Browser tests of how the page plays, beyond each type's game: keys wherever the focus is, a
// board that never moves, help that is not a win, hints that step up to an answer applied as
// one move, and a game in progress kept until the player says so. Run by tests/web/run.sh.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  server, api, browser, useServerAndBrowser, cellKeys, finish, openPage, newPuzzle, clickCell,
  highlighted, expectSolved, hintTo, shot,
} from './harness.js';

useServerAndBrowser();
const key = cellKeys;

function emptyCells(puzzle) {
  const empty = [];
  puzzle.givens.forEach((row, r) => [...row].forEach((ch, c) => { if (ch === '.') empty.push([r, c]); }));
  return empty;
}

const entered = (page) => page.locator('#board .digit.entered').count();
const cursorAt = (page) => page.$eval('#board .cell.cursor', (n) => [Number(n.dataset.row), Number(n.dataset.col)]);
const focused = (page) => page.evaluate(() => document.activeElement && document.activeElement.id);

test('keys: after any button the keys play on the board, and Ctrl+Z undoes the move, not the seed field', async () => {
  const page = await openPage(browser, server.url, { width: 1280, height: 800 });
  const puzzle = await newPuzzle(page, 'sudoku', 11);
  const { solution } = await api('solve', puzzle);
  const [r0, c0] = emptyCells(puzzle)[0];
  await clickCell(page, r0, c0);
  await page.keyboard.press(solution[r0][c0]);
  assert.equal(await entered(page), 1);

  for (const button of ['#check', '#hint', '#undo', '#redo']) {
    await page.click(button);
    assert.equal(await focused(page), 'board', `the board keeps the focus after ${button}`);
  }
  await page.keyboard.press('Delete');
  assert.equal(await entered(page), 0, 'Delete after a button');
  await page.keyboard.press('Control+z');
  assert.equal(await entered(page), 1, 'Ctrl+Z after a button undoes the move');
  assert.equal(await page.inputValue('#seed'), '11', 'the seed field keeps its text');
  await page.click('#hint');
  await page.keyboard.press('ArrowRight');
  assert.deepEqual(await cursorAt(page), [r0, (c0 + 1) % 9], 'an arrow after a button');

  // A mode button, then a digit: a corner mark; the pad, then a digit.
  await clickCell(page, r0, c0);
  await page.keyboard.press('Delete');
  await page.click('#modes [data-mode="corner"]');
  await page.keyboard.press('4');
  assert.equal(await page.locator('#board .mark.corner').count(), 1);
  await page.click('#modes [data-mode="digit"]');
  await page.click('#pad button >> nth=2');
  assert.equal(await page.locator('#board .digit.entered').textContent(), '3');
  await page.keyboard.press('7');
  assert.equal(await page.locator('#board .digit.entered').textContent(), '7', 'a digit after the pad');

  // In a text field the keys are the field's: a digit types, Ctrl+Z undoes the typing.
  await page.click('#new-game-panel summary');
  await page.click('#seed');
  await page.keyboard.press('End');
  await page.keyboard.press('5');
  assert.equal(await page.inputValue('#seed'), '115');
  assert.equal(await page.locator('#board .digit.entered').textContent(), '7');
  await page.keyboard.press('Control+z');
  assert.equal(await page.inputValue('#seed'), '11');
  assert.equal(await page.locator('#board .digit.entered').textContent(), '7');
  // Escape closes the panel, and the keys play on the board again.
  await page.keyboard.press('Escape');
  assert.equal(await page.locator('#new-game-panel[open]').count(), 0);
  await page.keyboard.press('Delete');
  assert.equal(await entered(page), 0);
  await finish(page, 'keys-after-buttons');
});

// The board's place on the page, to the pixel.
const boardBox = (page) => page.locator('#board').boundingBox();

test('layout: the board never moves while playing, and a 9 x 9 with its pad fits 1280 x 800', async () => {
  const page = await openPage(browser, `${server.url}?delay=40`, { width: 1280, height: 800 });
  await newPuzzle(page, 'sudoku', 4);
  const start = await boardBox(page);
  const pad = await page.locator('#pad').boundingBox();
  assert.ok(pad.y + pad.height <= 800, `the pad ends at ${pad.y + pad.height}px, below the window`);
  assert.ok(start.width >= 450, `the board is ${start.width}px wide`);
  for (const depth of ['nudge', 'rule', 'step', 'answer']) {
    await hintTo(page, depth);
    assert.deepEqual(await boardBox(page), start, `the board moved after a hint (${depth})`);
  }
  await page.click('#check');
  await page.waitForFunction(() => !document.querySelector('#message-box').dataset.hintDepth);
  assert.deepEqual(await boardBox(page), start, 'the board moved after Check');
  await shot(page, 'layout-desktop-sudoku');

  // Lights Out's chase speaks a sentence a step: the board stays where it is throughout.
  await newPuzzle(page, 'lightsout', 4, { size: 6 });
  const lights = await boardBox(page);
  await page.click('#solve');
  const seen = new Set();
  while (!(await page.locator('#solved-badge:not([hidden])').count())) {
    seen.add(JSON.stringify(await boardBox(page)));
    await page.waitForTimeout(25);
  }
  assert.deepEqual([...seen].map((b) => JSON.parse(b)), [lights], 'the board moved during the chase');
  await finish(page, 'layout-desktop-chase');
});

test('layout at 390 x 844: board, mode, undo, check and hint in the first screen; the type menu whole', async () => {
  const page = await openPage(browser, server.url, { width: 390, height: 844 });
  for (const [type, seed] of [['sudoku', 3], ['killer', 3]]) {
    await newPuzzle(page, type, seed, type === 'killer' ? { size: 9 } : {});
    await page.evaluate(() => window.scrollTo(0, 0));
    for (const selector of ['#board', '#modes', '#undo', '#check', '#hint']) {
      const box = await page.locator(selector).boundingBox();
      assert.ok(box.y >= 0 && box.y + box.height <= 844, `${type}: ${selector} is at ${box.y}..${box.y + box.height}, out of the first screen`);
    }
    assert.ok((await boardBox(page)).width >= 360, `${type}: the board is narrow`);
    await shot(page, `layout-phone-${type}`);
  }
  const header = await page.locator('header').boundingBox();
  assert.ok(header.height <= 60, `the header takes ${header.height}px`);
  // Every type's name shows whole in its menu.
  await page.click('#new-game-panel summary');
  const cut = await page.$eval('#type', (select) => {
    const context = document.createElement('canvas').getContext('2d');
    context.font = getComputedStyle(select).font;
    const widest = Math.max(...[...select.options].map((o) => context.measureText(o.textContent).width));
    return widest + 20 > select.clientWidth ? `${widest} in ${select.clientWidth}` : null;
  });
  assert.equal(cut, null, 'the type menu is cut');
  await finish(page, 'layout-phone-menu');
});

test('help: Reveal and Solve end in "solved with help", messages cleared, undo and redo after the end', async () => {
  const page = await openPage(browser, server.url, { width: 1280, height: 800 });
  const puzzle = await newPuzzle(page, 'binox', 2, { size: 6 });
  const [r, c] = puzzle.grid.flatMap((row, i) => [...row].map((ch, j) => [i, j, ch])).find(([, , ch]) => ch === '.');
  await page.click('#check');
  await page.waitForFunction(() => /No mistakes/.test(document.querySelector('#message').textContent));
  await clickCell(page, r, c);
  await page.click('#reveal');
  await page.waitForFunction(([i]) => window.gridlogic.state().cells[i] !== '.', [r * 6 + c]);
  assert.equal(await page.textContent('#message'), '', 'the message of Check stays after Reveal');
  await page.click('#hint');
  await page.waitForSelector('#message-box[data-hint-depth]');
  await page.click('#restart');
  assert.equal(await page.textContent('#message'), '', 'the hint stays after Restart');

  await page.click('#solve');
  await expectSolved(page, { helped: true });
  assert.equal(await page.textContent('#solved-badge'), 'Solved with help');
  assert.doesNotMatch(await page.textContent('#message'), /Well done/);
  const full = await page.evaluate(() => JSON.stringify(window.gridlogic.state()));
  assert.equal(await page.isDisabled('#undo'), false, 'undo after the end');
  await page.click('#undo');
  assert.notEqual(await page.evaluate(() => JSON.stringify(window.gridlogic.state())), full);
  await page.click('#redo');
  assert.equal(await page.evaluate(() => JSON.stringify(window.gridlogic.state())), full);
  await page.keyboard.press('Control+z');
  assert.notEqual(await page.evaluate(() => JSON.stringify(window.gridlogic.state())), full);
  await finish(page, 'solved-with-help');
});

test('check: a right digit that a wrong one clashes with is not marked, only the wrong one', async () => {
  const page = await openPage(browser, server.url);
  const puzzle = await newPuzzle(page, 'sudoku', 1);
  const { solution } = await api('solve', puzzle);
  const empty = emptyCells(puzzle);
  // Two open cells of one row: the right digit in the second, the same digit in the first.
  const [[r, a], [, b]] = empty.flatMap(([r1, c1]) => empty.filter(([r2, c2]) => r2 === r1 && c2 > c1).map((other) => [[r1, c1], other]))[0];
  await clickCell(page, r, b);
  await page.keyboard.press(solution[r][b]);
  await clickCell(page, r, a);
  await page.keyboard.press(solution[r][b]);
  await page.click('#check');
  await page.waitForSelector('#board .cell.mistake');
  const marked = await page.$$eval('#board .cell.mistake', (nodes) => nodes.map((n) => `${n.dataset.row},${n.dataset.col}`));
  assert.deepEqual(marked, [`${r},${a}`]);
  await finish(page, 'check-only-wrong');
});

test('hints step up from where to look to the answer; Apply makes the answer one undoable move', async () => {
  const page = await openPage(browser, server.url);
  const puzzle = await newPuzzle(page, 'sudoku', 1);
  const full = await api('hint', puzzle, { depth: 'answer' });
  await page.click('#hint');
  await page.waitForSelector('#message-box[data-hint-depth="nudge"]');
  assert.deepEqual(await highlighted(page), key(full.region), 'nudge: the region highlighted');
  assert.match(await page.textContent('#message'), new RegExp(full.nudge, 'i'));
  assert.equal(await page.locator('#apply-hint').count(), 0);
  await page.click('#hint');
  await page.waitForSelector('#message-box[data-hint-depth="rule"]');
  assert.match(await page.textContent('#message'), new RegExp(full.rule));
  await page.click('#hint');
  await page.waitForSelector('#message-box[data-hint-depth="step"]');
  assert.deepEqual(await highlighted(page), key(full.region.concat(full.step.detail.cells, full.step.detail.placements)));
  await page.click('#hint');
  await page.waitForSelector('#message-box[data-hint-depth="answer"]');
  assert.match(await page.textContent('#message'), new RegExp(full.answer));
  await shot(page, 'hint-answer');
  await page.click('#apply-hint');
  const [[r, c, v]] = full.changes.place;
  assert.equal(await page.evaluate(([i]) => window.gridlogic.state().values[i], [r * 9 + c]), v);
  assert.equal(await page.evaluate(() => window.gridlogic.history.past.length), 1, 'one move');
  assert.equal(await page.evaluate(() => document.activeElement.id), 'board');
  await page.keyboard.press('Control+z');
  assert.equal(await entered(page), 0);
  // A new position: the next hint starts again from where to look.
  await page.keyboard.press('Control+y');
  await page.click('#hint');
  await page.waitForSelector('#message-box[data-hint-depth="nudge"]');

  // Every other type's answer applies on its board, and undo takes it back.
  for (const [type, params] of [['binox', { size: 6 }], ['dominosa', { max: 4 }], ['lightsout', { size: 6, levels: 3 }]]) {
    await newPuzzle(page, type, 3, params);
    const before = await page.evaluate(() => JSON.stringify(window.gridlogic.state()));
    await hintTo(page, 'answer');
    await page.click('#apply-hint');
    assert.notEqual(await page.evaluate(() => JSON.stringify(window.gridlogic.state())), before, `${type}: the answer applied`);
    await page.click('#undo');
    assert.equal(await page.evaluate(() => JSON.stringify(window.gridlogic.state())), before, `${type}: undone`);
  }
  await finish(page, 'hint-steps');
});

test('new puzzle: a game in progress is replaced only once the player confirms', async () => {
  const page = await openPage(browser, server.url);
  const puzzle = await newPuzzle(page, 'sudoku', 1);
  const [r, c] = emptyCells(puzzle)[0];
  await clickCell(page, r, c);
  await page.keyboard.press('5');
  await page.click('#new-game-panel summary');
  await page.fill('#seed', '2');
  await page.click('#generate');
  await page.waitForSelector('#confirm-new[open]');
  await shot(page, 'confirm-new');
  await page.click('#confirm-new-no');
  assert.equal(await page.evaluate(() => window.gridlogic.puzzle.seed), 1);
  assert.equal(await entered(page), 1, 'the game in progress stays');

  await page.click('#generate');
  await page.waitForSelector('#confirm-new[open]');
  await page.click('#confirm-new-yes');
  await page.waitForFunction(() => window.gridlogic.puzzle.seed === 2);
  assert.equal(await entered(page), 0);
  await finish(page, 'confirmed-new');
});
