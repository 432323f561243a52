// gridlogic for Node.js: the engine compiled to WebAssembly (src/wasm/) behind the same calls as
// the Python module (python/gridlogic/__init__.py), answering the objects `--json` prints.
//
//   import { generate, count, grade } from 'gridlogic';
//   const puzzle = generate('sudoku', { seed: 7 });
//   count(puzzle, { limit: 2 }).num_solutions;   // 1
//
// Like the Python module and the web server, this file names no puzzle type and no option: each
// call's options, their defaults and words come from the engine's command vocabulary
// (src/api/vocabulary.hpp, GET /api/types' "vocabulary"), and the engine refuses what a call
// does not take, naming it. The engine is web/js/engine.js, the page's own, copied in by
// npm/pack.sh.

import { readFile as readBytes } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

import createModule from './gridlogic.mjs';
import { loadEngine } from './engine.js';

// Once, when the package is imported: the module's own bytes, beside this file.
const engine = await loadEngine(createModule,
  await readBytes(new URL('./gridlogic.wasm', import.meta.url)));

// A program's own limits (any size the types accept), as Python's, not the page's server limits.
const TRUSTED = true;

/** The release, "MAJOR.MINOR.PATCH" (CMakeLists.txt's project() version). */
export const version = engine.version();

/** Every error a call throws for its input or for what this build offers: `where` names the
 * place (a field, an option), `rule` the rule broken and `status` the API's code (400
 * malformed, 422 well formed but impossible). */
export class GridlogicError extends Error {
  constructor(message, where = '', rule = '', status = 400) {
    super(message);
    this.name = new.target.name;
    this.where = where;
    this.rule = rule;
    this.status = status;
  }
}

/** A puzzle, position or option that cannot be taken. */
export class InputError extends GridlogicError {}

/** A call this puzzle type does not offer, or an engine this build lacks (SAT, MILP, drawing):
 * the input is fine, this build cannot answer it (rule "not available"). */
export class NotAvailable extends GridlogicError {}

const catalogue = JSON.parse(engine.types({ trusted: TRUSTED }).body);
const VOCABULARY = new Map(catalogue.vocabulary.map((command) => [command.name, command]));
const TYPES = catalogue.types;

function describe(value) {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return `a ${typeof value}`;
}

function isObject(value) {
  return typeof value === 'object' && value !== null && !Array.isArray(value) &&
    !ArrayBuffer.isView(value);
}

function body(puzzle) {
  if (typeof puzzle === 'string') return puzzle;
  // Bytes go to the reader as they are, so that it judges their encoding as the command line does.
  if (puzzle instanceof Uint8Array) return puzzle;
  if (isObject(puzzle)) return json(puzzle);
  throw new TypeError(`a puzzle is an object or a text, not ${describe(puzzle)}`);
}

// JSON.stringify, with BigInt values written as the whole numbers they are (a 64-bit seed).
function json(value) {
  const marks = [];
  const text = JSON.stringify(value, (key, each) => {
    if (typeof each !== 'bigint') return each;
    marks.push(each.toString());
    return `\u0000bigint${marks.length - 1}\u0000`;
  });
  return marks.length === 0 ? text
    : text.replace(/"\\u0000bigint(\d+)\\u0000"/g, (whole, n) => marks[Number(n)]);
}

// An option's value as the API's query takes it (Python's _value).
function value(each) {
  if (typeof each === 'boolean') return each ? '1' : '0';
  if (typeof each === 'object' && each !== null) return json(each);
  return String(each ?? '');
}

function defaultOf(option) {
  if (option.shape === 'switch') return false;
  if (option.shape === 'whole' && 'default' in option) return Number(option.default);
  return option.default;
}

function timeoutOf(timeout) {
  if (timeout === undefined || timeout === null) return 0;
  if (typeof timeout !== 'number' || !(timeout > 0)) {
    throw new InputError(`timeout ${String(timeout)} is not a positive number of seconds`,
      'timeout', 'out of range');
  }
  return Number.isFinite(timeout) ? timeout : 0;
}

function optionsOf(name, options) {
  if (options === undefined || options === null) return {};
  if (!isObject(options)) {
    throw new TypeError(`${name}: the options are an object, not ${describe(options)}`);
  }
  return options;
}

// The API's query (Python's _query): `type`, the command's options with their defaults, then
// every name the command does not take, which the API refuses, naming it. An option set to
// undefined counts as not given.
function queryOf(name, options, { timeout = true, extras = [] } = {}) {
  const spec = VOCABULARY.get(name);
  const known = new Set(['type', ...extras, ...spec.options.map((option) => option.name)]);
  if (timeout) known.add('timeout');
  const query = {};
  if (options.type !== undefined && options.type !== null) query.type = String(options.type);
  for (const option of spec.options) {
    let given = options[option.name];
    if (given === undefined || given === null) given = defaultOf(option);
    if (given === undefined || given === null) continue;
    if (option.shape === 'switch' && given === false) continue;
    query[option.name] = value(given);
  }
  for (const [key, given] of Object.entries(options)) {
    if (!known.has(key) && given !== undefined) query[key] = value(given);
  }
  return query;
}

function raise(status, text) {
  let error;
  try {
    error = JSON.parse(typeof text === 'string' ? text : new TextDecoder().decode(text));
  } catch {
    error = null;
  }
  if (!isObject(error)) error = { error: String(text) };
  const Kind = error.rule === 'not available' ? NotAvailable : InputError;
  // The API names an option as the server receives it; here it is a member of the options.
  const where = String(error.where ?? '').replace('query parameter ', 'option ');
  throw new Kind(error.error ?? 'refused', where, error.rule ?? '', status);
}

function reply({ status, contentType, body: answer }) {
  if (status !== 200) raise(status, answer);
  if (contentType === 'application/json') return JSON.parse(answer);
  return answer;  // a text as a string (engine.js decodes text/*, SVG); other bytes a Uint8Array
}

function call(name, puzzle, options, { timeout = true, extras = [] } = {}) {
  const query = queryOf(name, options, { timeout, extras });
  return reply(engine.call(name, query, body(puzzle),
    { timeout: timeout ? timeoutOf(options.timeout) : 0, trusted: TRUSTED }));
}

function onPuzzle(name) {
  return (puzzle, options) => call(name, puzzle, optionsOf(name, options));
}

/** Solves one puzzle: `solve --json`'s object (`status`, the solution field, ...). */
export const solve = onPuzzle('solve');
/** Counts solutions up to `limit` (0: all): `num_solutions`, `complete`. */
export const count = onPuzzle('count');
/** The deductions that solve the puzzle, one named rule a step: `steps`. */
export const explain = onPuzzle('explain');
/** The puzzle's level on its type's scale: `level`, `rating`, `hardest_rule`, `steps`. */
export const grade = onPuzzle('grade');
/** Draws the puzzle: not in the WebAssembly build (throws NotAvailable). */
export const render = onPuzzle('render');
/** The documents' model for an LP or SAT solver (`to`: lp, mps, cnf), as text: `export` on
 * the command line and in Python, a word JavaScript keeps for itself. */
export const exportModel = onPuzzle('export');

// A position object has a grid (sudoku's {grid, marks}, binox's {grid}); an options object not.
function looksLikeOptions(second) {
  return isObject(second) && !('grid' in second) && !('marks' in second);
}

/** The next step from a position (`progress`: docs/FORMATS.md "Positions", an object, array or
 * text; none: the start), or its first mistake. `hint(puzzle, options)`,
 * `hint(puzzle, progress)` or `hint(puzzle, progress, options)`. */
export function hint(puzzle, ...rest) {
  let progress;
  let options;
  if (rest.length >= 2) [progress, options] = rest;
  else if (looksLikeOptions(rest[0])) [options] = rest;
  else [progress] = rest;
  options = optionsOf('hint', options);
  if (progress !== undefined && progress !== null) {
    if (options.progress !== undefined && options.progress !== null) {
      throw new TypeError('hint: progress given twice (as an argument and as an option)');
    }
    options = { ...options, progress };
  }
  return call('hint', puzzle, options);
}

function solutionField(puzzle) {
  const word = puzzle.type;
  for (const listed of TYPES) {
    const names = [listed.name, ...(listed.aliases ?? []).map((alias) => alias.name)];
    if (names.includes(word)) return listed.solution_field;
  }
  throw new InputError(`unknown puzzle type ${JSON.stringify(word ?? null)}`, 'type',
    'unknown type');
}

/** Checks a solution against every rule: the one the puzzle carries, or `solution` (the
 * type's solution field: `solution`, or Lights Out's `presses`). `status`: valid, wrong. */
export function verify(puzzle, options) {
  const { solution, ...rest } = optionsOf('verify', options);
  if (solution !== undefined && solution !== null) {
    const object = isObject(puzzle) ? puzzle : convert(puzzle, { type: rest.type });
    puzzle = { ...object, [solutionField(object)]: solution };
  }
  return call('verify', puzzle, rest, { timeout: false });
}

/** Rewrites the puzzle: the canonical object (`to: 'json'`, the default), or a text: the text
 * form (`'text'`), or one line in another program's format (`'tatham'`, `'fpuzzles'`,
 * `'fpuzzles-link'`). Throws InputError when the format cannot say the puzzle. */
export function convert(puzzle, options) {
  options = optionsOf('convert', options);
  const converted = call('convert', puzzle, options, { timeout: false });
  const to = options.to ?? 'json';
  if (to !== 'json' && to !== 'text' && typeof converted === 'string') {
    return converted.replace(/\n+$/, '');
  }
  return converted;
}

/** One unique puzzle of `type` (a type word or alias) with the type's own parameters
 * (`difficulty`, `size`, `max_cage` or `'max-cage'`, ...; types() lists each type's), `seed`
 * (default 1), `with_solution` and `timeout`: a puzzle object, or a result with status
 * timeout. */
export function generate(type, params) {
  if (typeof type !== 'string') {
    throw new TypeError(`generate: the type is a word, not ${describe(type)}`);
  }
  params = optionsOf('generate', params);
  const spec = VOCABULARY.get('generate');
  const request = { type };
  for (const option of spec.options) {
    let given = params[option.name];
    if (given === undefined || given === null) given = defaultOf(option);
    if (given !== undefined && given !== null && given !== false) request[option.name] = given;
  }
  for (const [key, given] of Object.entries(params)) {
    if (key === 'timeout' || spec.options.some((option) => option.name === key)) continue;
    if (given !== undefined) request[key.replaceAll('_', '-')] = given;
  }
  return reply(engine.call('generate', {}, json(request),
    { timeout: timeoutOf(params.timeout), trusted: TRUSTED }));
}

/** Every puzzle of a file's text, in any spelling the command line reads, as canonical objects
 * (with the file's ids and carried solutions). `type` where the text does not say it;
 * `filename`, whose extension may say it (`.binox`). Throws InputError naming the first puzzle
 * that cannot be read. */
export function read(text, options) {
  const { type = '', filename = '', ...unknown } = optionsOf('read', options);
  for (const key of Object.keys(unknown)) {
    throw new InputError(`read takes no option '${key}' (it takes type, filename)`,
      `option ${key}`, 'unknown parameter');
  }
  if (typeof text !== 'string' && !(text instanceof Uint8Array)) {
    throw new TypeError(`read: the text is a string or bytes, not ${describe(text)}`);
  }
  const answer = engine.read(text, { type: String(type ?? ''), filename: String(filename) });
  if (answer.status !== 200) raise(answer.status, answer.body);
  return JSON.parse(answer.body).map((item) => {
    if (!item.ok) throw new InputError(item.error, String(filename), 'invalid input');
    return item.puzzle;
  });
}

/** read() of a file (a path or a file: URL); its name may say the type. A promise. */
export async function readFile(path, options) {
  const { type, ...unknown } = optionsOf('readFile', options);
  for (const key of Object.keys(unknown)) {
    throw new InputError(`readFile takes no option '${key}' (it takes type)`, `option ${key}`,
      'unknown parameter');
  }
  const name = path instanceof URL ? fileURLToPath(path) : String(path);
  return read(await readBytes(name), { type, filename: name });
}

/** Every puzzle type (GET /api/types): `name`, `aliases`, `solution_field`, `generate_params`
 * (each with `name`, `shape`, `default`, and `choices` for a choice: `difficulty`'s are the
 * type's levels). A copy. */
export function types() {
  return structuredClone(TYPES);
}
