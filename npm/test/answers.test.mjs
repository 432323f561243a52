// The package's answers against the command line's `--json` on tests/data, every type: read,
// solve, count, grade, explain, hint (from the start and from positions), verify (a carried
// solution, one given apart, a wrong one), convert (json, text, tatham) and export. Wall times
// aside, the objects must be the same.

import assert from 'node:assert/strict';
import { basename } from 'node:path';
import { describe, test } from 'node:test';

import { cli, cliJson, dataPath, dataText, gridlogic, jsonl, timeless } from './helpers.mjs';

const { InputError } = gridlogic;

// A few puzzles of each file, chosen to keep the whole run short: every type, text and JSON
// spellings, sudokus of 9 x 9 and 6 x 6, killers of 4 to 9 with and without givens, Lights
// Out boards with holes, levels past 2, a graph and unsolvable ones.
const CASES = [
  { file: 'corpora/grading/sudoku_se_dev.jsonl', take: 3, types: ['sudoku'] },
  { file: 'killer/classic_batch.txt', take: 2, types: ['sudoku'] },
  { file: 'killer/generated.jsonl', take: 6, types: ['killer'] },
  { file: 'killer/givens9.killer', take: 1, types: ['killer'] },
  { file: 'binox/generated_10x10.binox', take: 1, types: ['binox'] },
  { file: 'dominosa/unique_any.jsonl', take: 3, types: ['dominosa'] },
  { file: 'dominosa/unique_hard.jsonl', take: 2, types: ['dominosa'] },
  { file: 'lightsout/facts.jsonl', take: 8, types: ['lightsout'] },
];

const covered = new Set();
const solutionFields = Object.fromEntries(
  gridlogic.types().map((type) => [type.name, type.solution_field]));

// The package's answer, or an InputError's message as the command line's `invalid` result says
// it: {status: 'invalid', error}.
function answer(run) {
  try {
    return timeless(run());
  } catch (error) {
    if (!(error instanceof InputError)) throw error;
    return { status: 'invalid', error: error.message };
  }
}

// The command line's answer as answer() gives the package's: an invalid result keeps only its
// status and error (the package throws instead of answering).
function expected(result) {
  if (result.status === 'invalid') return { status: 'invalid', error: result.error };
  return timeless(result);
}

// Two long texts the same: the first line that differs, not the whole text, when not.
function sameText(actual, wanted) {
  const [ours, theirs] = [actual.split('\n'), wanted.split('\n')];
  const at = ours.findIndex((line, n) => line !== theirs[n]);
  if (at !== -1 || ours.length !== theirs.length) {
    const n = at === -1 ? Math.min(ours.length, theirs.length) : at;
    assert.fail(`line ${n + 1} differs: ${JSON.stringify(ours[n])} instead of ${JSON.stringify(theirs[n])}`);
  }
}

// Row strings with row 0 turned by one place: a wrong solution, or a position with a mistake.
function turned(rows) {
  if (!Array.isArray(rows) || typeof rows[0] !== 'string' || rows[0].length < 2) return null;
  return [rows[0].slice(1) + rows[0][0], ...rows.slice(1)];
}

// A position part way through: the solution's first half of rows, the start below.
function halfway(puzzle, solution) {
  if (!Array.isArray(solution)) return null;
  const half = Math.floor(solution.length / 2);
  if (typeof solution[0] !== 'string') {  // a graph's presses
    return solution.map((each, n) => (n < solution.length / 2 ? each : 0));
  }
  const start = (row, r) => {
    if (puzzle.type === 'lightsout') return row.replace(/[^#]/g, '0');
    const given = puzzle.type === 'binox' ? puzzle.grid : puzzle.givens;
    return given?.[r] ?? '.'.repeat(row.length);
  };
  return solution.map((row, r) => {
    if (r >= half) return start(row, r);
    // Dominosa: a domino across the cut is left out whole.
    if (puzzle.type === 'dominosa' && r === half - 1) return row.replace(/D/g, '.');
    return row;
  });
}

for (const { file, take, types } of CASES) {
  describe(file, () => {
    const path = dataPath(file);
    const all = gridlogic.read(dataText(file), { filename: basename(file) });
    // Puzzles without an id get one, so that the command line's batch and the package's single
    // calls name them alike.
    const puzzles = all.slice(0, take).map((puzzle, n) =>
      (puzzle.id === undefined ? { ...puzzle, id: `${basename(file)}-${n + 1}` } : puzzle));
    const batch = jsonl(puzzles);
    for (const puzzle of puzzles) covered.add(puzzle.type);

    test('read: the objects of convert --to json', () => {
      const lines = cli(['convert', '--to', 'json', path]).stdout.trim().split('\n');
      assert.deepEqual(all, lines.map((line) => JSON.parse(line)));
      assert.equal(puzzles.length, take);
      assert.deepEqual([...new Set(puzzles.map((puzzle) => puzzle.type))].sort(),
        [...types].sort());
    });

    const calls = [
      ['solve', {}, []],
      ['count', { limit: 2 }, ['--limit', '2']],
      ['grade', {}, []],
      ['explain', {}, []],
      ['hint', {}, []],
      ['hint', { depth: 'answer' }, ['--depth', 'answer']],
      ['hint', { depth: 'nudge' }, ['--depth', 'nudge']],
    ];
    if (types.includes('lightsout')) {
      calls.push(['solve', { min: true }, ['--min']], ['solve', { kernel: true }, ['--kernel']],
        ['count', {}, []]);
    }
    for (const [command, options, flags] of calls) {
      test(`${command} ${JSON.stringify(options)}`, () => {
        const lines = cliJson([command, ...flags, batch]);
        assert.equal(lines.length, puzzles.length);
        puzzles.forEach((puzzle, n) => {
          assert.deepEqual(answer(() => gridlogic[command](puzzle, options)), expected(lines[n]),
            `${command} of ${puzzle.id}`);
        });
      });
    }

    test('solve of the puzzle as text answers as of its object', () => {
      for (const puzzle of puzzles) {
        assert.deepEqual(timeless(gridlogic.solve(JSON.stringify(puzzle))),
          timeless(gridlogic.solve(puzzle)));
      }
      if (puzzles.length === 1 && all.length === 1) {  // the file's own text spelling
        const text = dataText(file);
        const type = puzzles[0].type;
        const { id, ...bare } = timeless(gridlogic.solve(text, { type }));
        const { id: named, ...same } = timeless(gridlogic.solve(puzzles[0]));
        assert.deepEqual(bare, same);
        assert.equal(id, '1');
        assert.equal(named, puzzles[0].id);
      }
    });

    // The solution of each puzzle that has one: carried, else the solver's.
    const solved = puzzles.map((puzzle) => {
      const field = solutionFields[puzzle.type === 'sudoku' ? 'killer' : puzzle.type];
      const solution = puzzle[field] ?? gridlogic.solve(puzzle)[field];
      const { [field]: carried, ...bare } = puzzle;
      return { puzzle, field, solution, bare };
    }).filter(({ solution }) => solution !== undefined);

    test('verify: the solution a puzzle carries', (t) => {
      const carrying = puzzles.filter((puzzle) => solved.some(
        (each) => each.puzzle === puzzle && puzzle[each.field] !== undefined));
      if (carrying.length === 0) return t.skip('no puzzle here carries its solution');
      const lines = cliJson(['verify', jsonl(carrying)]);
      carrying.forEach((puzzle, n) => {
        assert.deepEqual(answer(() => gridlogic.verify(puzzle)), expected(lines[n]));
      });
      assert.ok(lines.every((line) => line.status === 'valid'));
    });

    test('verify: a solution given apart, right and wrong, to the object and to its text', () => {
      assert.ok(solved.length > 0);
      for (const [label, change] of [['right', (s) => s], ['wrong', turned]]) {
        const cases = solved.map((each) => ({ ...each, solution: change(each.solution) }))
          .filter(({ solution }) => solution !== null);
        if (cases.length === 0) continue;
        const lines = cliJson(['verify', jsonl(cases.map(({ bare, field, solution }) =>
          ({ ...bare, [field]: solution })))]);
        cases.forEach(({ bare, solution }, n) => {
          const want = expected(lines[n]);
          assert.deepEqual(answer(() => gridlogic.verify(bare, { solution })), want, label);
          assert.deepEqual(answer(() => gridlogic.verify(JSON.stringify(bare), { solution })),
            want, `${label}, as text`);
          if (label === 'right') assert.equal(want.status, 'valid');
        });
      }
    });

    test('hint from positions: halfway, complete, with a mistake', () => {
      let asked = 0;
      for (const { puzzle, solution } of solved.slice(0, 2)) {
        const one = jsonl([puzzle]);
        const positions = [halfway(puzzle, solution), solution, turned(solution)];
        for (const position of positions.filter((each) => each !== null)) {
          const [line] = cliJson(['hint', '--progress', JSON.stringify(position), one]);
          assert.deepEqual(answer(() => gridlogic.hint(puzzle, position)), expected(line),
            `${puzzle.id} from ${JSON.stringify(position)}`);
          assert.deepEqual(answer(() => gridlogic.hint(puzzle, position, { depth: 'rule' })),
            expected(cliJson(['hint', '--depth', 'rule', '--progress',
              JSON.stringify(position), one])[0]));
          asked += 1;
        }
      }
      assert.ok(asked >= 2);
    });

    test('convert to json', () => {
      const lines = cli(['convert', '--to', 'json', batch]).stdout.trim().split('\n');
      puzzles.forEach((puzzle, n) => {
        assert.deepEqual(gridlogic.convert(puzzle), JSON.parse(lines[n]));
        assert.deepEqual(gridlogic.convert(puzzle, { to: 'json' }), JSON.parse(lines[n]));
      });
    });

    for (const to of ['text', 'tatham']) {
      test(`convert to ${to}`, () => {
        for (const puzzle of puzzles) {
          const run = cli(['convert', '--to', to, '-'], JSON.stringify(puzzle));
          if (run.status === 0) {
            const want = to === 'text' ? run.stdout : run.stdout.replace(/\n+$/, '');
            assert.equal(gridlogic.convert(puzzle, { to }), want);
          } else {
            assert.throws(() => gridlogic.convert(puzzle, { to }), (error) =>
              error instanceof InputError && run.stderr.includes(error.message));
          }
        }
      });
    }

    // The model files' numbers: Emscripten's library has no floating-point to_chars, and
    // writers.cpp's own shortest form must write what to_chars writes.
    for (const to of ['cnf', 'mps', 'lp']) {
      test(`export to ${to}`, () => {
        const run = cli(['export', '--to', to, '-'], JSON.stringify(puzzles[0]));
        if (run.status === 0) {
          sameText(gridlogic.exportModel(puzzles[0], { to }), run.stdout);
        } else {
          assert.throws(() => gridlogic.exportModel(puzzles[0], { to }),
            (error) => error instanceof gridlogic.GridlogicError &&
              run.stderr.includes(error.message));
        }
      });
    }
  });
}

test('every type is covered', () => {
  assert.deepEqual([...covered].sort(), gridlogic.types().map((type) => type.name).concat('sudoku').sort());
});
