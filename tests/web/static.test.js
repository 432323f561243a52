// The static site of `make wasm` (GRIDLOGIC_WEB_SITE, make test-wasm): the page's every call
// answered by the WebAssembly engine in its Web Worker with no request to /api/, offline once
// loaded (the service worker), and installable as an app (Chromium's own installability check).
// Without GRIDLOGIC_WEB_SITE (the page served by gridlogic serve) there is nothing to check here.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import {
  SITE, CHROMIUM, server, api, browser, useServerAndBrowser, finish, openPage, watchErrors, newPuzzle,
  hintTo, expectSolved,
} from './harness.js';

useServerAndBrowser();
const onSite = { skip: SITE ? false : 'runs against the static site only (make test-wasm)' };

// Every request the page and its workers make, by path.
function recordRequests(page) {
  const paths = [];
  page.context().on('request', (request) => paths.push(new URL(request.url()).pathname));
  return paths;
}

test('the page plays with no server: every action in the worker, no request to /api/', onSite, async () => {
  const page = await openPage(browser, server.url, { width: 1280, height: 800 });
  const paths = recordRequests(page);
  assert.equal(await page.getAttribute('meta[name="gridlogic-engine"]', 'content'), 'worker');
  for (const [type, params] of [['sudoku', {}], ['killer', { size: 6 }], ['binox', { size: 6 }], ['dominosa', { max: 4 }], ['lightsout', { size: 5 }]]) {
    const puzzle = await newPuzzle(page, type, 5, params);
    // What the page plays is what the engine makes for the same request (less the generator's
    // own notes, which the page does not keep).
    const { generator: _notes, time_ms: _ms, ...made } = await api('generate', { type, seed: 5, ...params });
    assert.deepEqual(puzzle, made, type);
    for (const depth of ['nudge', 'rule', 'step', 'answer']) await hintTo(page, depth);
  }
  await page.click('#solve');
  await expectSolved(page, { helped: true });
  assert.deepEqual(paths.filter((p) => p.startsWith('/api/')), [], 'requests to /api/');
  await finish(page, 'static-no-api');
});

test('offline once loaded, and installable as an app', onSite, async () => {
  // A profile of its own: Chromium offers no app to install in an incognito context, which
  // every other test's is.
  const profile = mkdtempSync(path.join(tmpdir(), 'gridlogic-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'], viewport: { width: 1280, height: 800 },
  });
  const page = watchErrors(await context.newPage());
  await page.goto(server.url);
  await page.waitForSelector('body[data-ready=true]');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
    }
  });
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  assert.deepEqual(installabilityErrors, [], 'Chromium: not installable');
  const manifest = await page.evaluate(async () => (await fetch(document.querySelector('link[rel=manifest]').href)).json());
  assert.equal(manifest.display, 'standalone');
  await page.context().setOffline(true);
  await page.reload();
  await page.waitForSelector('body[data-ready=true]');
  const puzzle = await newPuzzle(page, 'binox', 9, { size: 8 });
  assert.equal(puzzle.type, 'binox');
  await hintTo(page, 'step');
  await page.context().setOffline(false);
  await finish(page, 'static-offline');
  rmSync(profile, { recursive: true, force: true });
});
