// What the browser tests share: the server (`gridlogic serve --port 0`, its port read from
// stderr), the API from Node, chromium through playwright-core, and the screenshots kept
// under the build folder.
//
// With GRIDLOGIC_WEB_SITE set to the static site of `make wasm` (build/wasm/site), the same
// tests run against that site, served by Python's plain static file server with no gridlogic
// process: the page's engine is the WebAssembly one in its Web Worker, and the tests' own calls
// to the API go to the same engine loaded in Node.

import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { before, after } from 'node:test';
import { chromium } from 'playwright-core';

export const CLI = process.env.GRIDLOGIC_CLI || path.resolve('../../build/gridlogic');
export const ARTEFACTS = process.env.GRIDLOGIC_WEB_ARTEFACTS || path.resolve('../../build/web-tests');
export const CHROMIUM = process.env.CHROMIUM || '/usr/bin/chromium';
export const SITE = process.env.GRIDLOGIC_WEB_SITE ? path.resolve(process.env.GRIDLOGIC_WEB_SITE) : null;

// Starts `program` and waits for the port it prints on `stream` (matched by `pattern`).
async function listening(program, args, stream, pattern) {
  const child = spawn(program, args, { stdio: ['ignore', stream === 'stdout' ? 'pipe' : 'ignore', stream === 'stderr' ? 'pipe' : 'ignore'] });
  const port = await new Promise((resolve, reject) => {
    let seen = '';
    const timer = setTimeout(() => reject(new Error(`no port from ${program}: ${seen}`)), 10000);
    child[stream].on('data', (chunk) => {
      seen += chunk;
      const match = pattern.exec(seen);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.on('exit', (code) => reject(new Error(`${program} exited with ${code}: ${seen}`)));
  });
  return { child, port, url: `http://127.0.0.1:${port}/` };
}

export async function startServer() {
  if (SITE) {
    return listening('/usr/bin/python3', ['-u', '-m', 'http.server', '0', '--bind', '127.0.0.1', '--directory', SITE],
      'stdout', /Serving HTTP on \S+ port (\d+)/);
  }
  return listening(CLI, ['serve', '--port', '0'], 'stderr', /serving http:\/\/127\.0\.0\.1:(\d+)\//);
}

// The site's engine.js as an ES module: the site has no package.json saying its .js files are
// modules, which Node.js 18 (Debian's) needs, so its text is imported as such.
export async function importSiteEngine(site) {
  const text = readFileSync(path.join(site, 'js/engine.js'));
  return import(`data:text/javascript;base64,${text.toString('base64')}`);
}

// The API as the page meets it: the server's, or the site's engine loaded in Node with the
// page's limits. Answers {status, contentType, text}.
let siteEngine = null;
async function request(base, command, body, query = {}) {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  if (SITE) {
    if (!siteEngine) {
      const { loadEngine } = await importSiteEngine(SITE);
      const { default: createModule } = await import(path.join(SITE, 'gridlogic.mjs'));
      siteEngine = await loadEngine(createModule, readFileSync(path.join(SITE, 'gridlogic.wasm')));
    }
    const texts = Object.fromEntries(Object.entries(query).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]));
    const reply = command === 'types' ? siteEngine.types() : siteEngine.call(command, texts, text);
    return { status: reply.status, contentType: reply.contentType, text: reply.body };
  }
  const url = new URL(`/api/${command}`, base);
  for (const [k, v] of Object.entries(query)) url.searchParams.set(k, typeof v === 'string' ? v : JSON.stringify(v));
  const response = command === 'types' ? await fetch(url) : await fetch(url, { method: 'POST', body: text });
  return { status: response.status, contentType: response.headers.get('content-type'), text: await response.text() };
}

// An init script for a page: window.boardDrawnAt is set to the moment the board's first cell is
// in the page (the first puzzle on screen), for page.test.js's budget and bench/wasm_budgets.mjs.
export const watchBoardDrawn = () => {
  new MutationObserver((changes, observer) => {
    const board = document.querySelector('#board');
    if (board && board.querySelector('[data-row], [data-node]')) {
      window.boardDrawnAt = performance.now();
      observer.disconnect();
    }
  }).observe(document, { childList: true, subtree: true });
};

// A command's answer as text (convert to a text form), failing on a refusal.
export async function apiText(base, command, body, query = {}) {
  const reply = await request(base, command, body, query);
  if (reply.status !== 200) throw new Error(`${command}: ${reply.status} ${reply.text}`);
  return reply.text;
}

// GET /api/types.
export async function apiTypes(base) {
  return JSON.parse(await apiText(base, 'types', ''));
}

export function apiOf(base) {
  return async (command, body, query = {}) => JSON.parse(await apiText(base, command, body, query));
}

export async function launch() {
  mkdirSync(ARTEFACTS, { recursive: true });
  return chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
}

// Collects the page's errors and console errors in page.errors, so a test fails on them.
export function watchErrors(page) {
  page.errors = [];
  page.on('pageerror', (error) => page.errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') page.errors.push(message.text());
  });
  return page;
}

// A new page of `context` (a second tab shares the first's storage), loaded and ready, its
// errors collected.
export async function openTab(context, url) {
  const page = watchErrors(await context.newPage());
  await page.goto(url);
  await page.waitForSelector('body[data-ready=true]');
  return page;
}

// A fresh page (its own storage) with the page's errors collected.
export async function openPage(browser, url, viewport = { width: 1100, height: 820 }) {
  return openTab(await browser.newContext({ viewport, acceptDownloads: true }), url);
}

// A puzzle from the new-game panel (opened first: it is closed while playing).
export async function newPuzzle(page, type, seed, params = {}) {
  if (await page.locator('#new-game-panel:not([open])').count()) await page.click('#new-game-panel summary');
  await page.selectOption('#type', type);
  for (const [name, value] of Object.entries(params)) {
    const input = page.locator(`#params [name="${name}"]`);
    if ((await input.evaluate((node) => node.tagName)) === 'SELECT') await input.selectOption(String(value));
    else await input.fill(String(value));
  }
  await page.fill('#seed', String(seed));
  // The page's opening puzzle may already have this seed (and sudoku comes back as its kind), so
  // only a puzzle object other than the one shown before the click is the generated one.
  await page.evaluate(() => { window.puzzleBeforeGenerate = window.gridlogic.puzzle; });
  await page.click('#generate');
  // A game in progress is replaced once the player confirms (play.test.js tests the question).
  await page.waitForFunction(() => document.querySelector('#confirm-new[open]')
    || window.gridlogic.puzzle !== window.puzzleBeforeGenerate);
  if (await page.locator('#confirm-new[open]').count()) await page.click('#confirm-new-yes');
  await page.waitForFunction(([t, s]) => window.gridlogic.puzzle
    && window.gridlogic.puzzle !== window.puzzleBeforeGenerate && window.gridlogic.puzzle.seed === s
    && (window.gridlogic.puzzle.type === t || t === 'sudoku'), [type, seed]);
  return page.evaluate(() => window.gridlogic.puzzle);
}

// The page position of the centre of cell [row, col], from the cell's own rectangle.
export async function cellCentre(page, row, col) {
  const box = await page.locator(`#board [data-row="${row}"][data-col="${col}"]`).first().boundingBox();
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

export async function clickCell(page, row, col, options = {}) {
  const { x, y } = await cellCentre(page, row, col);
  await page.mouse.click(x, y, options);
}

export async function highlighted(page) {
  return page.$$eval('#board .highlight', (nodes) => nodes.map((n) => `${n.dataset.row},${n.dataset.col}`).sort());
}

// The end of a game: won by the player, or (Solve, Reveal, an applied answer) solved with help.
export async function expectSolved(page, { helped = false } = {}) {
  await page.waitForSelector('#solved-badge:not([hidden])', { timeout: 10000 });
  const message = await page.textContent('#message');
  const expected = helped ? /^Solved with help in/ : /^Solved in .*Well done!/;
  if (!expected.test(message)) throw new Error(`not the completion message ${expected}: ${message}`);
}

// Hint pressed until the message holds a hint of that depth (nudge, rule, step, answer).
export async function hintTo(page, depth) {
  for (let asked = 0; asked < 4; asked++) {
    const before = await page.getAttribute('#message-box', 'data-hint-depth');
    await page.click('#hint');
    await page.waitForFunction((last) => {
      const box = document.querySelector('#message-box');
      return box.classList.contains('warning') || (box.dataset.hintDepth && box.dataset.hintDepth !== last);
    }, before);
    if ((await page.getAttribute('#message-box', 'data-hint-depth')) === depth) return;
  }
  throw new Error(`no hint of depth ${depth}: ${await page.textContent('#message')}`);
}

export async function shot(page, name) {
  await page.screenshot({ path: path.join(ARTEFACTS, `${name}.png`), fullPage: true });
}

// The server, its API and the browser of one test file, as live bindings that
// useServerAndBrowser() sets before the file's tests and closes after them.
export let server;
export let api;
export let browser;

export function useServerAndBrowser() {
  before(async () => {
    server = await startServer();
    api = apiOf(server.url);
    browser = await launch();
  });
  after(async () => {
    if (browser) await browser.close();
    if (server) server.child.kill('SIGTERM');
  });
}

// Cells as a sorted set of "row,col" keys, to compare highlights whatever their order.
export const cellKeys = (cells) => [...new Set(cells.map(([r, c]) => `${r},${c}`))].sort();

// Ends a test's page: its screenshot, no error on it, its context closed.
export async function finish(page, name) {
  await shot(page, name);
  assert.deepEqual(page.errors, [], `errors on the page: ${page.errors.join('; ')}`);
  await page.context().close();
}
