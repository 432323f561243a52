// The WebAssembly budgets of docs/BENCHMARKS.md, measured in Debian's chromium on the static site
// of `make wasm` beside the native command line, in one run:
//   - first puzzle on screen after a cold load from 127.0.0.1 (a new browser context each round:
//     no cache, no service worker), from navigation start to the board's first cell in the page;
//   - a 9 x 9 sudoku solve and a killer grade per puzzle: through the page's own api.js and its
//     worker (message passing included; one call after another, and all at once), as the same
//     engine's API call in Node.js, and as the solver's own time_ms, against the native command
//     line over the same puzzles (its whole process per puzzle, wall and CPU, and its time_ms);
//     all wall times, alternating by round.
//
//   node bench/wasm_budgets.mjs [BUILD] [--rounds 5] [--sudokus FILE] [--count 300]
//
// BUILD (default build) holds gridlogic and wasm/site/; playwright-core comes from tests/web's
// node_modules (tests/web/run.sh installs it). The sudokus default to the shared corpus's
// magictour_top1465 when it is there, else puzzles the CLI generates; the killers are generated
// by the CLI (seeds 1..COUNT/10), so the run needs nothing else.

import { execFileSync, spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args.splice(at, 2)[1] : fallback;
};
const rounds = Number(option('rounds', 5));
const count = Number(option('count', 300));
const sudokuFile = option('sudokus', path.join(root, '../shared/corpora/sudoku/magictour_top1465.txt'));
const build = path.resolve(args[0] || path.join(root, 'build'));
const cli = path.join(build, 'gridlogic');
const site = path.join(build, 'wasm/site');
const { chromium } = createRequire(path.join(root, 'tests/web/package.json'))('playwright-core');
// The moment the first puzzle is on screen, watched as tests/web/page.test.js watches it.
const { watchBoardDrawn, importSiteEngine } = await import(path.join(root, 'tests/web/harness.js'));

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const scratch = mkdtempSync(path.join(tmpdir(), 'gridlogic-wasm-bench-'));

// The puzzles, one JSON object a line, as the native CLI and the page both take them.
function sudokus() {
  const lines = existsSync(sudokuFile)
    ? readFileSync(sudokuFile, 'utf8').split('\n').filter((l) => l.trim()).slice(0, count)
    : Array.from({ length: Math.min(count, 50) }, (_, i) => execFileSync(cli, ['generate', 'sudoku', '--seed', String(i + 1)]).toString().trim());
  const file = path.join(scratch, 'sudokus.txt');
  writeFileSync(file, `${lines.join('\n')}\n`);
  return { file, bodies: execFileSync(cli, ['convert', '--json', file]).toString().trim().split('\n') };
}

function killers() {
  const bodies = Array.from({ length: Math.max(5, Math.floor(count / 10)) }, (_, i) =>
    execFileSync(cli, ['generate', 'killer', '--seed', String(i + 1)]).toString().trim());
  const file = path.join(scratch, 'killers.jsonl');
  writeFileSync(file, `${bodies.join('\n')}\n`);
  return { file, bodies };
}

// The native CLI over a file: the sum of its results' time_ms, and the process's CPU seconds.
function native(command, file) {
  // bash's time builtin reports the child's user and system CPU on the last line of stderr.
  const outFile = path.join(scratch, 'native.out');
  const timed = execFileSync('bash', ['-c', 'TIMEFORMAT="%3R %3U %3S"; { time "$@" > "$OUT"; } 2>&1 | tail -1', 'time', cli, command, '--json', file],
    { env: { ...process.env, OUT: outFile } }).toString().trim().split(/\s+/).map(Number);
  const results = readFileSync(outFile, 'utf8').trim().split('\n').map((line) => JSON.parse(line));
  return { engineMs: results.reduce((sum, r) => sum + (r.time_ms || 0), 0), wallMs: timed[0] * 1000, cpuMs: (timed[1] + timed[2]) * 1000 };
}

async function serve() {
  const child = spawn('/usr/bin/python3', ['-u', '-m', 'http.server', '0', '--bind', '127.0.0.1', '--directory', site], { stdio: ['ignore', 'pipe', 'ignore'] });
  const port = await new Promise((resolve) => {
    let seen = '';
    child.stdout.on('data', (chunk) => {
      seen += chunk;
      const match = /port (\d+)/.exec(seen);
      if (match) resolve(Number(match[1]));
    });
  });
  return { child, url: `http://127.0.0.1:${port}/` };
}

// One command over every body in the page's worker: wall ms per puzzle one call after another (a
// player's wait, message passing included) and all calls sent at once (a batch, as the native CLI
// reads its file), and the engine's time_ms.
async function inPage(page, command, bodies) {
  return page.evaluate(async ([name, texts]) => {
    const api = await import('./js/api.js');
    let engineMs = 0;
    let started = performance.now();
    for (const text of texts) engineMs += (await api.call(name, text)).time_ms || 0;
    const wallMs = performance.now() - started;
    started = performance.now();
    await Promise.all(texts.map((text) => api.call(name, text)));
    return { wallMs, batchMs: performance.now() - started, engineMs };
  }, [command, bodies]);
}

// The same API calls on the site's engine loaded in Node (V8, as in chromium) with the page's
// limits: the engine's cost without the page's message passing.
const { loadEngine } = await importSiteEngine(site);
const { default: createModule } = await import(path.join(site, 'gridlogic.mjs'));
const nodeEngine = await loadEngine(createModule, readFileSync(path.join(site, 'gridlogic.wasm')));
function inNode(command, bodies) {
  const started = performance.now();
  for (const body of bodies) nodeEngine.call(command, {}, body);
  return { wallMs: performance.now() - started };
}

const server = await serve();
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM || '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
try {
  const loads = [];
  for (let round = 0; round < rounds; ++round) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await context.addInitScript(watchBoardDrawn);
    const page = await context.newPage();
    await page.goto(server.url);
    await page.waitForFunction(() => window.boardDrawnAt !== undefined);
    loads.push(await page.evaluate(() => window.boardDrawnAt));
    await context.close();
  }
  console.log(`first puzzle on screen, cold load: best ${Math.min(...loads).toFixed(0)} ms, median ${median(loads).toFixed(0)} ms (${loads.map((x) => x.toFixed(0)).join(', ')})`);

  const sets = { solve: sudokus(), grade: killers() };
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(server.url);
  await page.waitForSelector('body[data-ready=true]');
  for (const [command, set] of Object.entries(sets)) {
    const n = set.bodies.length;
    const runs = { browser: [], node: [], native: [] };
    for (let round = 0; round < rounds; ++round) {
      runs.browser.push(await inPage(page, command, set.bodies));
      runs.node.push(inNode(command, set.bodies));
      runs.native.push(native(command, set.file));
    }
    const per = (list, field) => median(list.map((r) => r[field])) / n;
    const browserWall = per(runs.browser, 'wallMs');
    const browserBatch = per(runs.browser, 'batchMs');
    const nodeWall = per(runs.node, 'wallMs');
    const nativeWall = per(runs.native, 'wallMs');
    const wasmEngine = per(runs.browser, 'engineMs');
    const nativeEngine = per(runs.native, 'engineMs');
    const ms = (x) => `${x.toFixed(3)} ms`;
    console.log(`${command}, ${n} puzzles (${path.basename(set.file)}), per puzzle, wall: page through its worker ${ms(browserWall)} one after another, `
      + `${ms(browserBatch)} sent at once; the same engine's API call (Node) ${ms(nodeWall)}; native CLI process ${ms(nativeWall)} (CPU ${ms(per(runs.native, 'cpuMs'))}); `
      + `solver time_ms WebAssembly ${ms(wasmEngine)} vs native ${ms(nativeEngine)}. `
      + `Ratios to native: page ${(browserWall / nativeWall).toFixed(2)} (at once ${(browserBatch / nativeWall).toFixed(2)}), `
      + `API call ${(nodeWall / nativeWall).toFixed(2)}, solver ${(wasmEngine / nativeEngine).toFixed(2)}`);
  }
  await context.close();
} finally {
  await browser.close();
  server.child.kill();
}
