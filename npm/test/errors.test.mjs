// Refusals: malformed puzzles (the command line's message, and where), what this build lacks
// (NotAvailable), options a call does not take or words it does not know (InputError naming
// them, as Python's), time limits, and arguments of the wrong kind.

import assert from 'node:assert/strict';
import { test } from 'node:test';

import { cliJson, gridlogic } from './helpers.mjs';

const { GridlogicError, InputError, NotAvailable } = gridlogic;
const sudoku = gridlogic.generate('sudoku', { seed: 7 });

// A check for assert.throws: the class, and each named property's value.
function refusal(Kind, properties) {
  return (error) => {
    assert.ok(error instanceof Kind, `${error?.name}: ${error?.message}`);
    assert.ok(error instanceof GridlogicError);
    assert.ok(error instanceof Error);
    for (const [name, value] of Object.entries(properties)) {
      if (value instanceof RegExp) assert.match(error[name], value, name);
      else assert.equal(error[name], value, name);
    }
    return true;
  };
}

const MALFORMED = {
  sudoku: 'sudoku\nxx\n',
  killer: 'killer\nAB\n',
  binox: 'binox\nXO.\nO\n',
  dominosa: '{"type": "dominosa", "grid": [[0, 1], [1]]}',
  lightsout: 'lightsout levels=2\n0a\n00\n',
};

for (const [type, text] of Object.entries(MALFORMED)) {
  test(`a malformed ${type} throws InputError with the command line's message`, () => {
    const [line] = cliJson(['solve', '-'], text);
    assert.equal(line.status, 'invalid');
    const rule = /\[rule: ([^\]]+)\]$/.exec(line.error)[1];
    for (const call of [gridlogic.solve, gridlogic.count, gridlogic.grade, gridlogic.explain,
      gridlogic.hint, gridlogic.verify]) {
      assert.throws(() => call(text), refusal(InputError, {
        message: line.error, where: /^(body|line \d|grid row \d)/, rule, status: 400,
        name: 'InputError',
      }), call.name);
    }
    // read names the puzzle, and the file.
    assert.throws(() => gridlogic.read(text, { filename: 'mine.txt' }), refusal(InputError, {
      message: `puzzle 1: ${line.error}`, where: 'mine.txt', rule: 'invalid input',
    }));
  });
}

// An error's `where` names the line its message names, counted from the input's first line.
test('where names the line the message names', () => {
  for (const text of ['binox\nXO.\nO\n', '\n\nbinox\nXO\nOX\nXQ\nOX\n', 'lightsout levels=2\n0a\n00\n']) {
    assert.throws(() => gridlogic.solve(text), (error) => {
      const line = /^line \d+/.exec(error.where)?.[0];
      assert.equal(line, /^line \d+/.exec(error.message)[0],
        `where '${error.where}', message '${error.message}'`);
      return true;
    });
  }
});

test('a text whose type nothing says: InputError from read, solve, and the type option mends it', () => {
  const text = '10\n01\n';
  assert.throws(() => gridlogic.read(text), refusal(InputError, { rule: 'invalid input' }));
  assert.throws(() => gridlogic.solve(text), refusal(InputError, { rule: 'unknown type' }));
  assert.equal(gridlogic.solve('XO..\n....\n....\n....\n', { type: 'binox' }).type, 'binox');
  assert.equal(gridlogic.read(text, { type: 'lightsout' })[0].type, 'lightsout');
  assert.equal(gridlogic.read(text, { filename: 'board.lightsout' })[0].type, 'lightsout');
});

test('the SAT and MILP engines and drawing are not available', () => {
  for (const engine of ['sat', 'milp']) {
    for (const call of [gridlogic.solve, gridlogic.count]) {
      assert.throws(() => call(sudoku, { engine }), refusal(NotAvailable, {
        rule: 'not available', status: 422, name: 'NotAvailable',
        message: new RegExp(engine === 'sat' ? 'SAT' : 'MILP'),
      }));
    }
  }
  assert.throws(() => gridlogic.render(sudoku), refusal(NotAvailable, { rule: 'not available' }));
  assert.throws(() => gridlogic.solve(sudoku, { engine: 'sat' }),
    (error) => !(error instanceof InputError));
});

test('an option a call does not take is refused, named', () => {
  assert.throws(() => gridlogic.solve(sudoku, { bogus: 1 }), refusal(InputError, {
    where: 'option bogus', rule: 'unknown parameter', status: 400, message: /bogus/,
  }));
  assert.throws(() => gridlogic.count(sudoku, { depth: 'nudge' }),
    refusal(InputError, { where: 'option depth' }));
  assert.throws(() => gridlogic.hint(sudoku, null, { limit: 2 }),
    refusal(InputError, { where: 'option limit' }));
  // As in Python, verify and convert take no time limit.
  assert.throws(() => gridlogic.verify(sudoku, { timeout: 1 }),
    refusal(InputError, { where: 'option timeout' }));
  assert.throws(() => gridlogic.convert(sudoku, { to: 'text', timeout: 1 }),
    refusal(InputError, { where: 'option timeout' }));
  assert.throws(() => gridlogic.generate('killer', { seed: 1, bogus: 2 }),
    refusal(InputError, { message: /bogus/ }));
  assert.throws(() => gridlogic.read('sudoku\n', { bogus: 1 }),
    refusal(InputError, { where: 'option bogus' }));
});

test('a word an option does not have is refused, naming the option', () => {
  assert.throws(() => gridlogic.solve(sudoku, { engine: 'warp' }),
    refusal(InputError, { where: 'option engine', message: /warp/ }));
  assert.throws(() => gridlogic.hint(sudoku, { depth: 'all' }),
    refusal(InputError, { where: 'option depth' }));
  assert.throws(() => gridlogic.generate('binox', { difficulty: 'galactic' }),
    refusal(InputError, { message: /galactic/ }));
  assert.throws(() => gridlogic.convert(sudoku, { to: 'png' }),
    refusal(InputError, { where: 'option to' }));
  assert.throws(() => gridlogic.solve(sudoku, { type: 'chess' }), refusal(InputError, {}));
});

test('a position that cannot be read is refused, naming progress', () => {
  assert.throws(() => gridlogic.hint(sudoku, '12'),
    refusal(InputError, { message: /^progress/, status: 400 }));
  assert.throws(() => gridlogic.hint(sudoku, ['123']), refusal(InputError, {}));
});

test('timeouts: seconds, a bad one refused, a run stopped by one', () => {
  for (const timeout of [0, -1, 'soon', Number.NaN]) {
    assert.throws(() => gridlogic.solve(sudoku, { timeout }), refusal(InputError, {
      where: 'timeout', rule: 'out of range',
    }), String(timeout));
  }
  assert.equal(gridlogic.solve(sudoku, { timeout: 30 }).status, 'solved');
  const started = performance.now();
  const stopped = gridlogic.generate('dominosa', { max: 40, difficulty: 'any', timeout: 0.05 });
  assert.equal(stopped.status, 'timeout');
  assert.ok(performance.now() - started < 5000);
});

test('arguments of the wrong kind are TypeErrors', () => {
  assert.throws(() => gridlogic.solve(42), TypeError);
  assert.throws(() => gridlogic.solve(null), TypeError);
  assert.throws(() => gridlogic.solve(sudoku, 'native'), TypeError);
  assert.throws(() => gridlogic.generate({ type: 'killer' }), TypeError);
  assert.throws(() => gridlogic.read(42), TypeError);
  assert.throws(() => gridlogic.hint(sudoku, '..3', { progress: '..3' }), TypeError);
});

test('the errors carry the properties Python names', () => {
  const error = new InputError('m', 'w', 'r', 422);
  assert.deepEqual([error.message, error.where, error.rule, error.status, error.name],
    ['m', 'w', 'r', 422, 'InputError']);
  assert.deepEqual([new NotAvailable('x').status, new GridlogicError('x').where], [400, '']);
});

// Bytes reach the reader as they are: malformed UTF-8 is refused as the command line refuses it,
// not read as U+FFFD.
test('bytes that are not UTF-8 are refused as the command line refuses them', () => {
  const bytes = new TextEncoder().encode(`53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79`);
  const broken = new Uint8Array([...bytes.slice(0, 40), 0xC0, 0x80, ...bytes.slice(41)]);
  const [line] = cliJson(['solve', '--type', 'sudoku', '-'], Buffer.from(broken));
  assert.match(line.error, /UTF-8/);
  assert.throws(() => gridlogic.solve(broken, { type: 'sudoku' }),
    refusal(InputError, { message: line.error }));
});
