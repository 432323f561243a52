// generate: the same type, parameters and seed give the puzzle `gridlogic generate` writes
// (JSON Lines), for every type, its aliases, parameters spelt with '_' or '-', and with_solution.

import assert from 'node:assert/strict';
import { test } from 'node:test';

import { cliLines, gridlogic, timeless } from './helpers.mjs';

// [type, the package's params, the command line's flags]
const CASES = [
  ['sudoku', { seed: 7 }, ['--seed', '7']],
  ['sudoku', { size: 6, seed: 2, with_solution: true }, ['--size', '6', '--seed', '2', '--with-solution']],
  ['sudoku', { difficulty: 'basic', seed: 3 }, ['--difficulty', 'basic', '--seed', '3']],
  ['killer', { size: 6, max_cage: 4, seed: 3 }, ['--size', '6', '--max-cage', '4', '--seed', '3']],
  ['killer', { size: 4, 'min-cage': 1, givens: 'some', seed: 5 }, ['--size', '4', '--min-cage', '1', '--givens', 'some', '--seed', '5']],
  ['killer', {}, []],
  ['binox', { rows: 6, cols: 8, seed: 5 }, ['--rows', '6', '--cols', '8', '--seed', '5']],
  ['takuzu', { size: 6, difficulty: 'easy', seed: 1, with_solution: true }, ['--size', '6', '--difficulty', 'easy', '--seed', '1', '--with-solution']],
  ['dominosa', { max: 5, seed: 4 }, ['--max', '5', '--seed', '4']],
  ['dominosa', { max: 4, difficulty: 'basic', seed: 9n }, ['--max', '4', '--difficulty', 'basic', '--seed', '9']],
  ['lightsout', { size: 5, levels: 3, seed: 2 }, ['--size', '5', '--levels', '3', '--seed', '2']],
  ['lightsout', { rows: 3, cols: 7, seed: 6, with_solution: true }, ['--rows', '3', '--cols', '7', '--seed', '6', '--with-solution']],
];


for (const [type, params, flags] of CASES) {
  const name = JSON.stringify(params, (k, v) => (typeof v === 'bigint' ? `${v}n` : v));
  test(`generate ${type} ${name}`, () => {
    const [line] = cliLines(['generate', type, ...flags]);
    const puzzle = gridlogic.generate(type, params);
    assert.deepEqual(timeless(puzzle), timeless(line));
    assert.equal(typeof puzzle.type, 'string');
    // A Lights Out board may be singular: a solvable start with several press sets.
    const counted = gridlogic.count(puzzle, { limit: 2 });
    assert.equal(counted.status, 'solved');
    if (type !== 'lightsout') assert.equal(counted.num_solutions, 1);
  });
}

test('generate: another seed, another puzzle; the default seed is 1', () => {
  const one = timeless(gridlogic.generate('binox', { size: 6 }));
  assert.deepEqual(one, timeless(gridlogic.generate('binox', { size: 6, seed: 1 })));
  assert.notDeepEqual(one, timeless(gridlogic.generate('binox', { size: 6, seed: 2 })));
});

test('generate: a seed past 2^53 as a BigInt reaches the engine whole', () => {
  const seed = 2n ** 60n + 1n;  // as a Number, 2^60: another puzzle
  const [line] = cliLines(['generate', 'sudoku', '--size', '4', '--seed', String(seed)]);
  const [rounded] = cliLines(['generate', 'sudoku', '--size', '4', '--seed', String(2n ** 60n)]);
  assert.notDeepEqual(line.givens, rounded.givens);
  assert.deepEqual(gridlogic.generate('sudoku', { size: 4, seed }).givens, line.givens);
});
