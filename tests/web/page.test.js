// Browser tests of the page around the game (issue 42): killer sums that read on a phone, the
// new-game form per type, import errors in a player's words, exports to other programs, the
// rules of each type, accessibility, dark mode. Run by tests/web/run.sh.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import {
  server, api, browser, useServerAndBrowser, finish, openPage, newPuzzle, clickCell, ARTEFACTS,
} from './harness.js';

useServerAndBrowser();

// Two boxes {x, y, width, height} that share some area.
const overlap = (a, b) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

// Every cage sum: its text, cell, rendered font size in px, box in board units and on the page.
function sumsOf(page) {
  return page.$$eval('#board .cage-sum', (nodes) => nodes.map((node) => {
    const scale = node.ownerSVGElement.getScreenCTM().a;
    const box = node.getBBox();
    const client = node.getBoundingClientRect();
    return {
      text: node.textContent,
      cell: [Math.floor(box.y + box.height / 2), Math.floor(box.x + box.width / 2)],
      px: parseFloat(getComputedStyle(node).fontSize) * scale,
      box: { x: box.x, y: box.y, width: box.width, height: box.height },
      client: { x: client.x, y: client.y, width: client.width, height: client.height },
    };
  }));
}

test('killer: cage sums 11 px or more on a phone, clear of the outlines and of a ninth corner mark, no patch behind', async () => {
  const page = await openPage(browser, server.url, { width: 390, height: 844 });
  const puzzle = await newPuzzle(page, 'killer', 3, { size: 9 });
  const sums = await sumsOf(page);
  assert.equal(sums.length, puzzle.cages.length, 'one sum a cage');
  for (const sum of sums) assert.ok(sum.px >= 11, `the sum ${sum.text} is drawn at ${sum.px.toFixed(1)} px`);

  // The outlines as straight segments (the board draws them as M x y L x y), each widened by
  // half the stroke: none crosses a sum's box.
  const segments = await page.$$eval('#board path.cage', (paths) => paths.flatMap((path) => {
    const half = parseFloat(getComputedStyle(path).strokeWidth) / 2;
    return [...path.getAttribute('d').matchAll(/M([-\d.e]+) ([-\d.e]+)L([-\d.e]+) ([-\d.e]+)/g)].map((m) => {
      const [x0, y0, x1, y1] = m.slice(1).map(Number);
      return { x: Math.min(x0, x1) - half, y: Math.min(y0, y1) - half, width: Math.abs(x1 - x0) + 2 * half, height: Math.abs(y1 - y0) + 2 * half };
    });
  }));
  assert.ok(segments.length >= puzzle.cages.length);
  for (const sum of sums) {
    const hit = segments.find((segment) => overlap(segment, sum.box));
    assert.equal(hit, undefined, `a cage outline runs through the sum ${sum.text} at ${JSON.stringify(hit)}`);
  }

  // Nine corner marks in a sum's cell: none runs into the sum.
  const open = ([row, col]) => !puzzle.givens || ['.', '0', 0].includes(puzzle.givens[row][col]);
  const sum = sums.find((s) => open(s.cell));
  const [r, c] = sum.cell;
  await clickCell(page, r, c);
  for (let d = 1; d <= 9; d++) await page.keyboard.press(`Shift+Digit${d}`);
  const marks = await page.$$eval('#board .mark.corner', (nodes, [row, col]) => nodes.map((node) => {
    const box = node.getBBox();
    return { text: node.textContent, box: { x: box.x, y: box.y, width: box.width, height: box.height } };
  }).filter((m) => Math.floor(m.box.x + m.box.width / 2) === col && Math.floor(m.box.y + m.box.height / 2) === row), [r, c]);
  assert.equal(marks.length, 9, 'nine corner marks in the cell');
  for (const mark of marks) assert.ok(!overlap(mark.box, sum.box), `the corner mark ${mark.text} runs into the sum ${sum.text}`);

  // The cell under the cursor, then highlighted by a hint: nothing but the cell behind the sum.
  const behind = () => page.evaluate(({ x, y }) => document.elementsFromPoint(x, y)
    .filter((node) => node.closest('#board') && node.tagName === 'rect')
    .map((node) => node.getAttribute('class')), { x: sum.client.x + sum.client.width / 2, y: sum.client.y + sum.client.height / 2 });
  const underCursor = await behind();
  assert.equal(underCursor.length, 1, `behind the sum: ${underCursor.join(', ')}`);
  assert.match(underCursor[0], /\bcell\b.*\bcursor\b/);
  await page.evaluate(([row, col]) => {
    window.gridlogic.view.highlight = new Set([`${row},${col}`]);
    window.gridlogic.redraw();
  }, [r, c]);
  const underHighlight = await behind();
  assert.equal(underHighlight.length, 1, `behind the highlighted sum: ${underHighlight.join(', ')}`);
  assert.match(underHighlight[0], /\bhighlight\b/);
  await page.locator('#board').screenshot({ path: path.join(ARTEFACTS, 'killer-sums-phone-board.png') });
  await finish(page, 'killer-sums-phone');
});
