// Browser tests of Lights Out as a lesson: the self-solving chase paused, stepped, sped up and
// stopped, its phases in plain words with the look-up table it uses (readable on a phone), the
// rings of Fewest presses gone during it, and the legend of the lights' levels and marks.
// Run by tests/web/run.sh.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { server, api, browser, useServerAndBrowser, finish, openPage, newPuzzle, clickCell } from './harness.js';

useServerAndBrowser();

const PHASES = [
  'Chase the lights down: press under each lit light, row by row',
  'Look up which top-row presses clear what is left in the last row',
  'Chase again',
];

// Presses made so far on the board (the sum of the game's press counts).
const pressesMade = (page) => page.evaluate(() => window.gridlogic.state().presses.reduce((a, b) => a + b, 0));
const lightsOf = (page) => page.$$eval('#board .light', (nodes) => nodes.map((n) => n.dataset.level).join(''));

// Every message and every chase sentence the page shows, kept as they come.
async function recordTexts(page) {
  await page.evaluate(() => {
    window.seenTexts = new Set();
    const keep = () => {
      window.seenTexts.add(document.querySelector('#message').textContent);
      const panel = document.querySelector('#chase-panel');
      if (panel) window.seenTexts.add(panel.textContent);
      const current = document.querySelector('#chase-panel li.current');
      if (current) window.seenTexts.add(`phase: ${current.textContent}`);
    };
    new MutationObserver(keep).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
  });
}

test('lights out chase: phases in plain words, pause within a press, one press a step, speed, the look-up table on a 390 px phone', async () => {
  const page = await openPage(browser, `${server.url}?delay=300`, { width: 390, height: 844 });
  const puzzle = await newPuzzle(page, 'lightsout', 3, { size: 6, difficulty: 'lookup' });
  const explained = await api('explain', puzzle);
  const pattern = explained.steps.find((s) => s.detail && s.detail.last_row && s.detail.last_row.some((v) => v)).detail.last_row;
  await recordTexts(page);
  await page.click('#solve');
  await page.waitForSelector('#chase-panel');
  assert.equal((await page.textContent('#chase-panel li.current')).trim(), PHASES[0]);
  await page.waitForFunction(() => window.gridlogic.state().presses.some((v) => v));

  // Pause: at most the press under way, then nothing (counted at the click itself).
  await page.evaluate(() => document.addEventListener('click', (event) => {
    if (event.target.id === 'chase-pause') window.pressesAtPause = window.gridlogic.state().presses.reduce((a, b) => a + b, 0);
  }, { capture: true, once: true }));
  await page.click('#chase-pause');
  const atClick = await page.evaluate(() => window.pressesAtPause);
  await page.waitForTimeout(300);
  const paused = await pressesMade(page);
  assert.ok(paused - atClick <= 1, `${paused - atClick} presses after Pause`);
  assert.equal((await page.textContent('#chase-pause')).trim(), 'Resume');
  await page.waitForTimeout(1200);
  assert.equal(await pressesMade(page), paused, 'the chase went on while paused');

  // Step: exactly one press each time.
  for (let i = 1; i <= 2; i++) {
    await page.click('#chase-step');
    await page.waitForFunction((n) => window.gridlogic.state().presses.reduce((a, b) => a + b, 0) === n, paused + i);
    await page.waitForTimeout(700);
    assert.equal(await pressesMade(page), paused + i, 'Step made more than one press');
  }

  // Speed: slow, normal and fast are offered; fast to the look-up.
  const speeds = await page.$$eval('#chase-speed option', (options) => options.map((o) => o.value));
  assert.deepEqual(speeds, ['slow', 'normal', 'fast']);
  await page.selectOption('#chase-speed', 'fast');
  await page.click('#chase-pause');
  assert.equal((await page.textContent('#chase-pause')).trim(), 'Pause');
  await page.waitForSelector('#chase-panel table tr.used', { timeout: 20000 });
  await page.click('#chase-pause');
  // The table is on screen when scrolled to, fits the phone's width, and its text is readable.
  const table = page.locator('#chase-panel table');
  await table.scrollIntoViewIfNeeded();
  assert.ok(await table.isVisible());
  const box = await table.boundingBox();
  assert.ok(box.x >= 0 && box.x + box.width <= 390, `the table spans ${box.x}..${box.x + box.width}px`);
  const fontPx = await page.$eval('#chase-panel table td', (td) => parseFloat(getComputedStyle(td).fontSize));
  assert.ok(fontPx >= 11, `table text at ${fontPx}px`);
  // Its marked row is this board's: what the first chase left in the last row.
  assert.equal(await page.getAttribute('#chase-panel tr.used .chase-lights', 'aria-label'), pattern.join(' '));
  await page.click('#chase-pause');
  await page.waitForSelector('#solved-badge:not([hidden])', { timeout: 30000 });

  const seen = [...await page.evaluate(() => [...window.seenTexts])];
  const phases = seen.filter((t) => t.startsWith('phase: ')).map((t) => t.slice(7).trim());
  assert.deepEqual([...new Set(phases)], PHASES);
  for (const text of seen) {
    assert.doesNotMatch(text, /M y|\(mod|matrix|linear|system/i, `linear-algebra words on the page: ${text}`);
  }
  await finish(page, 'lightsout-chase-lesson');
});

test('lights out chase: Stop, back to start restores the board; Stop here leaves it where it stopped', async () => {
  const page = await openPage(browser, `${server.url}?delay=400`);
  await newPuzzle(page, 'lightsout', 5, { size: 6 });
  const start = await lightsOf(page);
  await page.click('#solve');
  await page.waitForSelector('#chase-panel');
  const note = await page.textContent('#chase-panel .chase-note');
  assert.match(note, /Stop here leaves the board as the chase left it/);
  assert.match(note, /back to start puts every light back as it was before the chase/);
  await page.waitForFunction(() => window.gridlogic.state().presses.reduce((a, b) => a + b, 0) >= 2);
  await page.click('#chase-stop-back');
  await page.waitForSelector('#chase-panel[data-phase=done]');
  assert.equal(await lightsOf(page), start);
  assert.match(await page.textContent('#chase-panel .chase-now'), /back as it was before/);
  assert.equal(await page.isDisabled('#solve'), false);

  await page.click('#solve');
  await page.waitForSelector('#chase-pause');
  await page.waitForFunction(() => window.gridlogic.state().presses.reduce((a, b) => a + b, 0) >= 2);
  await page.click('#chase-stop-here');
  await page.waitForSelector('#chase-panel[data-phase=done]');
  const stopped = await lightsOf(page);
  await page.waitForTimeout(1500);
  assert.equal(await lightsOf(page), stopped, 'the board changed after Stop here');
  assert.notEqual(stopped, start);
  assert.ok(!stopped.split('').every((v) => v === '0'), 'the chase ran to the end');
  assert.match(await page.textContent('#chase-panel .chase-now'), /stays as the chase left it/);
  await finish(page, 'lightsout-chase-stopped');
});

test('lights out: the rings of Fewest presses do not stay during the chase', async () => {
  const page = await openPage(browser, `${server.url}?delay=300`);
  await newPuzzle(page, 'lightsout', 6, { size: 6 });
  await page.click('#fewest');
  await page.waitForSelector('#board .press-plan');
  await page.click('#solve');
  await page.waitForFunction(() => window.gridlogic.state().presses.some((v) => v));
  assert.equal(await page.locator('#board .press-plan').count(), 0, 'rings of the board before the chase');
  await page.click('#chase-stop-here');
  await finish(page, 'lightsout-chase-no-rings');
});

// The texts drawn in each cell of the board, by cell.
async function textsByCell(page) {
  return page.$$eval('#board text', (nodes) => {
    const cells = {};
    for (const n of nodes) {
      const key = `${Math.floor(Number(n.getAttribute('x')))},${Math.floor(Number(n.getAttribute('y')))}`;
      (cells[key] = cells[key] || []).push(n.textContent);
    }
    return cells;
  });
}

test('lights out legend: off and each level told apart; a cell never shows the same number twice', async () => {
  const page = await openPage(browser, server.url);
  await newPuzzle(page, 'lightsout', 2, { size: 6, levels: 2 });
  await page.waitForSelector('#lightsout-legend');
  const two = await page.$$eval('#lightsout-legend li[data-level]', (items) => items.map((i) => i.textContent));
  assert.equal(two.length, 2);
  assert.match(two[0], /off/);
  assert.match(two[1], /on/);

  const puzzle = await newPuzzle(page, 'lightsout', 2, { size: 6, levels: 3 });
  await page.waitForSelector('#lightsout-legend[data-levels="3"]');
  const legend = await page.$$eval('#lightsout-legend li[data-level]', (items) => items.map((i) => ({
    level: i.dataset.level,
    text: i.textContent,
    colour: getComputedStyle(i.querySelector('.lo-swatch')).backgroundColor,
    glyph: i.querySelector('.lo-swatch').textContent,
  })));
  assert.deepEqual(legend.map((l) => l.level), ['0', '1', '2']);
  assert.match(legend[0].text, /off/);
  assert.equal(new Set(legend.map((l) => l.colour)).size, 3, 'two levels share a colour');
  assert.equal(new Set(legend.map((l) => l.glyph)).size, 3, 'two levels share a glyph');
  // The board's lights wear the legend's colours.
  const colours = await page.$$eval('#board .light', (nodes) => nodes.map((n) => [n.dataset.level, n.getAttribute('fill')]));
  for (const [level, fill] of colours) {
    const swatch = await page.$eval(`#lightsout-legend li[data-level="${level}"] .lo-swatch`, (s) => s.style.background);
    assert.equal(fill.replace(/\s/g, ''), swatch.replace(/\s/g, ''));
  }

  // An off light pressed twice is at level 2 and pressed twice; then Fewest presses rings the
  // cells it would press: no cell says the same number twice.
  const rows = puzzle.grid.map((row) => [...row].map(Number));
  let off = null;
  for (let r = 0; r < rows.length && !off; r++) {
    for (let c = 0; c < rows[r].length && !off; c++) if (rows[r][c] === 0) off = [r, c];
  }
  assert.ok(off, 'no off light on the board');
  const [r, c] = off;
  // A press also raises the neighbours; two presses of the cell itself take it to level 2.
  await clickCell(page, r, c);
  await clickCell(page, r, c);
  await page.waitForFunction(([row, col]) => document.querySelector(`#board [data-row="${row}"][data-col="${col}"]`).dataset.level === '2', [r, c]);
  await page.click('#fewest');
  await page.waitForSelector('#board .press-plan');
  const cells = await textsByCell(page);
  assert.ok(cells[`${c},${r}`].length >= 2, `the pressed cell shows ${cells[`${c},${r}`]}`);
  for (const [key, texts] of Object.entries(cells)) {
    assert.equal(new Set(texts).size, texts.length, `cell ${key} shows ${texts.join(' and ')}`);
  }
  await finish(page, 'lightsout-legend');
});

test('lights out 5 x 5 (singular): generated by the API and the new-game form, chased to the end', async () => {
  // The classic board has several press sets; the API gives one with the fewest presses.
  const made = await api('generate', { type: 'lightsout', rows: 5, cols: 5, seed: 11 });
  assert.equal(made.grid.length, 5);
  assert.ok(made.grid.join('').includes('1'), 'all off');
  const best = await api('solve', made, { min: '1' });
  assert.equal(made.generator.fewest_presses, best.min_presses);
  assert.equal(made.generator.solutions, 4);

  const page = await openPage(browser, `${server.url}?delay=20`);
  const puzzle = await newPuzzle(page, 'lightsout', 12, { size: 5 });
  assert.equal(puzzle.grid.length, 5);
  assert.doesNotMatch(await page.textContent('#message'), /singular|refused|error/i);
  await page.click('#solve');
  await page.waitForSelector('#solved-badge:not([hidden])', { timeout: 30000 });
  assert.equal(await page.getAttribute('#chase-panel', 'data-phase'), 'done');
  await finish(page, 'lightsout-five');
});
