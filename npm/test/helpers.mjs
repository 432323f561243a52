// What the package's tests share: the package as installed by npm/test.sh (imported by its bare
// name from that folder), the native command line to check it against, and tests/data.

import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

function required(name) {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the tests through npm/test.sh`);
  return value;
}

export const home = required('GRIDLOGIC_NPM_HOME');
export const tarball = required('GRIDLOGIC_NPM_TARBALL');
export const cliPath = required('GRIDLOGIC_CLI');
export const packageDir = join(home, 'node_modules', 'gridlogic');
export const data = new URL('../../tests/data/', import.meta.url);
export const gridlogic = await import(pathToFileURL(join(home, 'under-test.mjs')).href);

/** tests/data/<name> as text. */
export function dataText(name) {
  return readFileSync(new URL(name, data), 'utf8');
}

/** tests/data/<name> as a path. */
export function dataPath(name) {
  return fileURLToPath(new URL(name, data));
}

/** Runs the command line: {status, stdout, stderr}. */
export function cli(args, input) {
  const run = spawnSync(cliPath, args, { input, encoding: 'utf8', maxBuffer: 1 << 28 });
  if (run.error) throw run.error;
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

/** The command line's --json answers: one object a line. */
export function cliJson(args, input) {
  return cliLines([...args, '--json'], input);
}

/** The command line's JSON Lines (generate's, convert --to json's): one object a line. */
export function cliLines(args, input) {
  const { stdout, stderr, status } = cli(args, input);
  const lines = stdout.split('\n').filter((line) => line.trim() !== '');
  if (lines.length === 0) throw new Error(`gridlogic ${args.join(' ')}: no answer (exit ${status}): ${stderr}`);
  return lines.map((line) => JSON.parse(line));
}

/** A folder for files the command line reads, removed at exit. */
const scratch = mkdtempSync(join(tmpdir(), 'gridlogic-npm-test-'));
process.on('exit', () => rmSync(scratch, { recursive: true, force: true }));
let files = 0;

/** Writes puzzle objects as a JSON Lines file; returns its path. */
export function jsonl(objects) {
  files += 1;
  const path = join(scratch, `puzzles-${files}.jsonl`);
  writeFileSync(path, objects.map((object) => JSON.stringify(object)).join('\n') + '\n');
  return path;
}

/** A result without what differs between runs: wall times (`time_ms`, any `*_ms`). */
export function timeless(value) {
  if (Array.isArray(value)) return value.map(timeless);
  if (value === null || typeof value !== 'object') return value;
  const out = {};
  for (const [key, each] of Object.entries(value)) {
    if (!/_ms$/.test(key)) out[key] = timeless(each);
  }
  return out;
}
