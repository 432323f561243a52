// Browser tests of games kept safely: one save per puzzle, listed under
// Games in progress to resume or delete, two tabs that keep their own games, a bounded store
// that survives broken entries, share links with the position, and a clock that pauses with
// the board hidden. Run by tests/web/run.sh.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  server, api, browser, useServerAndBrowser, finish, openPage, openTab, newPuzzle, clickCell,
} from './harness.js';

useServerAndBrowser();

function emptyCells(puzzle) {
  const empty = [];
  puzzle.givens.forEach((row, r) => [...row].forEach((ch, c) => { if (ch === '.') empty.push([r, c]); }));
  return empty;
}

const entered = (page) => page.$$eval('#board .digit.entered', (nodes) => nodes.map((n) => n.textContent));
const savedKeys = (page) => page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('gridlogic.save.')));
const saves = (page) => page.$$eval('#saves-list li', (items) => items.map((li) => li.textContent));

async function enter(page, [r, c], digit) {
  await clickCell(page, r, c);
  await page.keyboard.press(digit);
}

async function openSaves(page) {
  if (await page.locator('#saves:not([open])').count()) await page.click('#saves summary');
}

test('one save per puzzle: a new puzzle keeps the other game, listed to resume or delete', async () => {
  const page = await openPage(browser, server.url);
  const sudoku = await newPuzzle(page, 'sudoku', 7);
  const cell = emptyCells(sudoku)[0];
  await enter(page, cell, '5');
  await newPuzzle(page, 'binox', 2, { size: 6 });
  const [br, bc] = await page.evaluate(() => {
    const grid = window.gridlogic.puzzle.grid;
    for (let r = 0; r < grid.length; r++) for (let c = 0; c < grid[r].length; c++) if (grid[r][c] === '.') return [r, c];
    return null;
  });
  await clickCell(page, br, bc);
  await page.keyboard.press('x');
  const keys = await savedKeys(page);
  assert.ok(keys.length >= 2, `a save for each puzzle: ${keys}`);
  assert.ok(keys.some((k) => k.includes('sudoku')) && keys.some((k) => k.includes('binox')), `${keys}`);

  await openSaves(page);
  assert.match(await page.textContent('#saves'), /20 most recently played/);
  let list = await saves(page);
  assert.equal(list.length, 2, `${list}`);
  assert.ok(list.some((t) => /^binox 6 × 6.*playing now/.test(t)), `${list}`);
  assert.ok(list.some((t) => /^sudoku 9 × 9.*played, last played/.test(t)), `${list}`);

  // Resume the sudoku: its entry is back, and the binox game is now the one listed.
  await page.click('#saves-list li:has-text("sudoku") .save-resume');
  await page.waitForFunction(() => window.gridlogic.puzzle.type !== 'binox');
  assert.equal(await page.evaluate(() => window.gridlogic.puzzle.seed), 7);
  assert.deepEqual(await entered(page), ['5']);
  list = await saves(page);
  assert.ok(list.some((t) => /^binox 6 × 6.*last played/.test(t)), `${list}`);
  assert.ok(list.some((t) => /^sudoku 9 × 9.*playing now/.test(t)), `${list}`);

  // Delete the binox game: gone from the list and from the storage.
  await page.click('#saves-list li:has-text("binox") .save-delete');
  list = await saves(page);
  assert.equal(list.length, 1, `${list}`);
  assert.ok(!(await savedKeys(page)).some((k) => k.includes('binox')));
  await page.reload();
  await page.waitForSelector('body[data-ready=true]');
  assert.deepEqual(await entered(page), ['5'], 'the reload resumes the game of this tab');
  await finish(page, 'saves-list');
});

test('two tabs playing different puzzles keep their own games', async () => {
  const context = await browser.newContext({ viewport: { width: 1100, height: 820 } });
  const first = await openTab(context, server.url);
  const seven = await newPuzzle(first, 'sudoku', 7);
  await enter(first, emptyCells(seven)[0], '5');
  const second = await openTab(context, server.url);
  const eight = await newPuzzle(second, 'sudoku', 8);
  await enter(second, emptyCells(eight)[0], '3');
  await enter(first, emptyCells(seven)[1], '6');
  await enter(second, emptyCells(eight)[1], '4');
  // Both games in the storage as they stand, without waiting for a tab to close.
  const stored = await first.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('gridlogic.save.'))
    .map((k) => JSON.parse(localStorage.getItem(k)))
    .map((g) => [g.puzzle.seed, JSON.stringify(g.history.present).match(/[1-9]/g)])
    .filter(([seed]) => seed === 7 || seed === 8));
  assert.equal(stored.length, 2, JSON.stringify(stored));

  await first.reload();
  await first.waitForSelector('body[data-ready=true]');
  assert.equal(await first.evaluate(() => window.gridlogic.puzzle.seed), 7);
  assert.deepEqual((await entered(first)).sort(), ['5', '6']);
  await second.reload();
  await second.waitForSelector('body[data-ready=true]');
  assert.equal(await second.evaluate(() => window.gridlogic.puzzle.seed), 8);
  assert.deepEqual((await entered(second)).sort(), ['3', '4']);
  await finish(second, 'saves-tab-2');
  assert.deepEqual(first.errors, []);
  await context.close();
});

test('the store keeps the 20 most recent games and reads past a broken or foreign entry', async () => {
  const page = await openPage(browser, server.url);
  const puzzle = await newPuzzle(page, 'sudoku', 7);
  await page.evaluate((base) => {
    const state = window.gridlogic.state();
    localStorage.setItem('gridlogic.save.sudoku.broken', '{not json');
    localStorage.setItem('gridlogic.save.sudoku.foreign', '{"something":"else"}');
    localStorage.setItem('gridlogic.save.null', 'null');
    localStorage.setItem('gridlogic.game', '[1, 2');
    localStorage.setItem('another.program', 'its own');
    for (let i = 0; i < 25; i++) {
      localStorage.setItem(`gridlogic.save.sudoku.old${i}`, JSON.stringify({
        puzzle: { ...base, seed: 1000 + i },
        history: { past: [state], present: state, future: [] },
        elapsed: (i + 1) * 61000,
        // Hours apart, so that the ages read back do not hang on the clock within a minute.
        lastPlayed: Date.now() - (i + 1) * 2 * 3600000,
      }));
    }
  }, puzzle);
  await page.reload();
  await page.waitForSelector('body[data-ready=true]');
  assert.equal(await page.evaluate(() => window.gridlogic.puzzle.seed), 7);
  await openSaves(page);
  const listed = await saves(page);
  assert.ok(listed.length >= 20, `${listed}`);
  assert.ok(listed.some((t) => /^sudoku 9 × 9[^:]*: 1:01 played, last played 2 h ago/.test(t)), `${listed}`);

  await newPuzzle(page, 'sudoku', 9);
  const kept = await page.evaluate(() => Object.keys(localStorage).filter((k) => {
    try {
      return k.startsWith('gridlogic.save.') && JSON.parse(localStorage.getItem(k)).puzzle;
    } catch {
      return false;
    }
  }));
  assert.equal(kept.length, 20, `${kept}`);
  assert.ok(!kept.includes('gridlogic.save.sudoku.old24'), 'the oldest game made room');
  assert.equal(await page.evaluate(() => localStorage.getItem('another.program')), 'its own');
  await finish(page, 'saves-bounded');
});

test('a share link with the position restores it; a link in the same tab keeps the game in progress', async () => {
  const page = await openPage(browser, server.url);
  const seven = await newPuzzle(page, 'sudoku', 7);
  const [a, b, c] = emptyCells(seven);
  await enter(page, a, '5');
  await enter(page, b, 'Shift+4');
  assert.equal(await page.locator('#board .mark.corner').count(), 1);
  await page.click('#transfer summary');
  await page.click('#share');
  const bare = await page.inputValue('#share-link');
  assert.ok(!bare.includes('&s='), 'the puzzle alone unless asked');
  await page.check('#share-progress');
  await page.click('#share');
  const link = await page.inputValue('#share-link');
  assert.match(link, /#p=[\w-]+&s=[\w-]+$/);

  // Another browser opens the link: the puzzle, its entry and its mark.
  const other = await openPage(browser, link);
  assert.equal(await other.evaluate(() => window.gridlogic.puzzle.seed), 7);
  assert.deepEqual(await entered(other), ['5']);
  assert.equal(await other.locator('#board .mark.corner').count(), 1);
  assert.match(await other.textContent('#message'), /with its entries and marks/);
  // Its player goes on, then opens a link to another puzzle in the same tab: the game stays.
  await enter(other, c, '7');
  const { time_ms: _time, generator: _generator, ...eight } = await api('generate', { type: 'sudoku', seed: 8 });
  await other.evaluate((hash) => { window.location.hash = hash; },
    `#p=${Buffer.from(JSON.stringify(eight)).toString('base64url')}`);
  await other.waitForFunction(() => window.gridlogic.puzzle.seed === 8);
  assert.deepEqual(await entered(other), []);
  assert.match(await other.textContent('#message'), /Your game of sudoku 9 × 9 is kept under Games in progress/);
  await openSaves(other);
  await other.click('#saves-list li:has-text("last played") .save-resume');
  await other.waitForFunction(() => window.gridlogic.puzzle.seed === 7);
  assert.deepEqual((await entered(other)).sort(), ['5', '7']);

  // The first link again, on top of the player's own position of that puzzle: asked first.
  await other.evaluate((hash) => { window.location.hash = hash; }, new URL(link).hash);
  await other.waitForSelector('#confirm-new[open]');
  assert.match(await other.textContent('#confirm-new-text'), /in place of yours/);
  await other.click('#confirm-new-no');
  assert.deepEqual((await entered(other)).sort(), ['5', '7'], 'the own position stays');
  await finish(other, 'shared-progress');
  await finish(page, 'shared-progress-from');
});

test('pause: the clock stops and the board is hidden until Resume; a hidden page pauses; the time is saved', async () => {
  const page = await openPage(browser, server.url);
  const seven = await newPuzzle(page, 'sudoku', 7);
  const [a, b] = emptyCells(seven);
  await enter(page, a, '5');
  await page.waitForTimeout(1200);
  await page.click('#pause');
  assert.equal(await page.isVisible('#board'), false, 'the board is hidden');
  assert.equal(await page.isVisible('#paused-cover'), true);
  assert.equal(await page.getAttribute('#pause', 'aria-pressed'), 'true');
  assert.equal(await page.isDisabled('#hint'), true);
  const paused = await page.evaluate(() => window.gridlogic.timer.total());
  const shown = await page.textContent('#timer');
  await page.keyboard.press('Delete');
  await page.waitForTimeout(1500);
  assert.equal(await page.evaluate(() => window.gridlogic.timer.total()), paused);
  assert.equal(await page.textContent('#timer'), shown);
  const kept = await page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.startsWith('gridlogic.save.')
      && JSON.parse(localStorage.getItem(k)).puzzle.seed === 7);
    return JSON.parse(localStorage.getItem(key)).elapsed;
  });
  assert.ok(Math.abs(kept - paused) < 5, `saved ${kept}, played ${paused}`);

  await page.click('#resume');
  assert.equal(await page.isVisible('#board'), true);
  await page.waitForTimeout(1100);
  assert.ok(await page.evaluate(() => window.gridlogic.timer.total()) > paused + 900, 'the clock goes on');
  assert.deepEqual(await entered(page), ['5']);
  await enter(page, b, '6');
  assert.deepEqual((await entered(page)).sort(), ['5', '6']);

  // The page hidden (another tab): paused.
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    delete document.visibilityState;
  });
  assert.equal(await page.evaluate(() => window.gridlogic.paused), true);
  assert.equal(await page.isVisible('#board'), false);
  assert.match(await page.textContent('#message'), /hidden/);
  const before = await page.evaluate(() => window.gridlogic.timer.total());
  await page.reload();
  await page.waitForSelector('body[data-ready=true]');
  assert.ok(await page.evaluate(() => window.gridlogic.timer.total()) >= before, 'the time played is kept');
  await finish(page, 'paused');
});
