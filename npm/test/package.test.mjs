// The package as npm installs it: its files, its version, its declarations, its README's
// example, its types.

import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';

import { cli, gridlogic, home, packageDir, tarball } from './helpers.mjs';

test('the tarball holds only the package files', () => {
  const listed = spawnSync('tar', ['-tzf', tarball], { encoding: 'utf8' });
  assert.equal(listed.status, 0, listed.stderr);
  assert.deepEqual(listed.stdout.trim().split('\n').sort(), [
    'LICENSE', 'README.md', 'engine.js', 'gridlogic.mjs', 'gridlogic.wasm', 'index.d.ts',
    'index.js', 'package.json',
  ].map((name) => `package/${name}`).sort());
});

test('one version: package.json, the module and the command line agree', () => {
  const manifest = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'));
  const line = cli(['--version']).stdout.split('\n')[0];
  assert.match(gridlogic.version, /^\d+\.\d+\.\d+$/);
  assert.equal(manifest.version, gridlogic.version);
  assert.equal(line.split(' ')[1], gridlogic.version);
  assert.ok(tarball.endsWith(`gridlogic-${gridlogic.version}.tgz`));
  assert.deepEqual(manifest.dependencies ?? {}, {});
  assert.equal(manifest.type, 'module');
});

test('index.d.ts declares every export, and only those', () => {
  const declarations = readFileSync(join(packageDir, 'index.d.ts'), 'utf8');
  const declared = new Set([...declarations.matchAll(
    /^export declare (?:function|const|class) ([A-Za-z_$][\w$]*)/gm)].map((match) => match[1]));
  assert.deepEqual([...declared].sort(), Object.keys(gridlogic).sort());
  for (const [name, value] of Object.entries(gridlogic)) {
    if (typeof value === 'function' && !/^[A-Z]/.test(name)) {
      assert.match(declarations, new RegExp(`^export declare function ${name}\\(`, 'm'), name);
    }
  }
  // The literal words come from the vocabulary: every option word of every command is there.
  for (const word of ['"native" | "milp" | "sat"', '"nudge" | "rule" | "step" | "answer"',
    '"json" | "text" | "tatham"', '"lp" | "mps" | "cnf"']) {
    assert.ok(declarations.includes(word), word);
  }
  for (const type of gridlogic.types()) {
    for (const param of type.generate_params) {
      assert.match(declarations, new RegExp(`"?${param.name}"?\\?:`), `${type.name} ${param.name}`);
    }
    assert.ok(declarations.includes(`"${type.name}"`), type.name);
  }
  assert.ok(declarations.includes('"too_large"') && declarations.includes('"mistake"'));
});

test("the README's example runs as written", () => {
  const readme = readFileSync(join(packageDir, 'README.md'), 'utf8');
  assert.ok(readme.includes(`npm install ./gridlogic-${gridlogic.version}.tgz`));
  const example = /```js\n([\s\S]*?)```/.exec(readme)[1];
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', example],
    { cwd: home, encoding: 'utf8' });
  assert.equal(run.status, 0, run.stderr);
  assert.notEqual(run.stdout.trim(), '');
  assert.equal(run.stderr, '');
});

test('types: every type the command line names, a copy each time', () => {
  const help = cli(['solve', '--help']).stdout;
  const words = /--type TEXT:\{([^}]*)\}/.exec(help)[1].split(',');
  const listed = gridlogic.types();
  const names = listed.flatMap((type) => [type.name, ...type.aliases.map((alias) => alias.name)]);
  assert.deepEqual(names.sort(), words.sort());
  for (const type of listed) {
    assert.equal(typeof type.solution_field, 'string');
    assert.ok(type.generate_params.length > 0);
  }
  listed[0].name = 'changed';
  assert.notEqual(gridlogic.types()[0].name, 'changed');
});

test('readFile: a file by its path or URL, its extension saying the type', async () => {
  const path = new URL('../../tests/data/binox/generated_10x10.binox', import.meta.url);
  const puzzles = await gridlogic.readFile(path);
  assert.deepEqual(puzzles, await gridlogic.readFile(path.pathname));
  assert.equal(puzzles.length, 1);
  assert.equal(puzzles[0].type, 'binox');
  await assert.rejects(gridlogic.readFile('/nonexistent/x.binox'), { code: 'ENOENT' });
});

test('results are objects, text answers strings, bytes as given', () => {
  const puzzle = gridlogic.generate('lightsout', { size: 3, seed: 4 });
  assert.equal(typeof gridlogic.solve(puzzle), 'object');
  assert.equal(typeof gridlogic.convert(puzzle, { to: 'text' }), 'string');
  assert.ok(!gridlogic.convert(puzzle, { to: 'tatham' }).endsWith('\n'));
  const text = gridlogic.convert(puzzle, { to: 'text' });
  const bytes = new TextEncoder().encode(text);
  assert.deepEqual(gridlogic.read(bytes), gridlogic.read(text));
  assert.deepEqual(gridlogic.solve(bytes).status, gridlogic.solve(text).status);
});
