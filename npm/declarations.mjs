// node npm/declarations.mjs STAGE VERSION: writes STAGE/index.d.ts, the package's TypeScript
// declarations, from the staged engine's own vocabulary (GET /api/types: each command's options
// with their words, each type's names and generate parameters) and the status words of
// include/gridlogic/status.hpp, so that the declarations say what this very module takes and
// cannot drift from it. Fails when the module's version is not VERSION (CMakeLists.txt's).
// Run by npm/pack.sh.

import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const [stage, version] = process.argv.slice(2);
if (!stage || !version) {
  console.error('usage: node npm/declarations.mjs STAGE VERSION');
  process.exit(2);
}

const { loadEngine } = await import(pathToFileURL(join(stage, 'engine.js')).href);
const { default: createModule } = await import(pathToFileURL(join(stage, 'gridlogic.mjs')).href);
const engine = await loadEngine(createModule, await readFile(join(stage, 'gridlogic.wasm')));
if (engine.version() !== version) {
  console.error(`declarations.mjs: the WebAssembly module is version ${engine.version()}, ` +
    `CMakeLists.txt says ${version}: rebuild it (make wasm)`);
  process.exit(1);
}
const catalogue = JSON.parse(engine.types({ trusted: true }).body);
const vocabulary = new Map(catalogue.vocabulary.map((command) => [command.name, command]));

// The status words, from the Status enum (kTooLarge -> too_large).
const statusHeader = await readFile(
  new URL('../include/gridlogic/status.hpp', import.meta.url), 'utf8');
const enumBody = /enum class Status \{([^}]*)\}/.exec(statusHeader)?.[1] ?? '';
const statuses = [...enumBody.matchAll(/\bk([A-Z]\w*)\s*,/g)]
  .map(([, word]) => word.replace(/[A-Z]/g, (c, at) => (at ? '_' : '') + c.toLowerCase()));
if (statuses.length < 5) {
  console.error('declarations.mjs: no Status enum found in include/gridlogic/status.hpp');
  process.exit(1);
}

const literal = (word) => JSON.stringify(word);
const union = (words) => words.map(literal).join(' | ');
const key = (name) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : literal(name));
const comment = (text, indent = '') =>
  `${indent}/** ${String(text).replace(/\*\//g, '*\\/')} */\n`;

function optionType(option) {
  switch (option.shape) {
    case 'word': return union(option.choices.map((choice) => choice.word));
    case 'whole': return 'number | bigint';
    case 'switch': return 'boolean';
    default: return option.name === 'progress' ? 'Position' : 'string';
  }
}

function optionDoc(option) {
  let text = option.help;
  if (option.choices?.length) {
    text += ': ' + option.choices.map((c) => `\`${c.word}\` (${c.meaning})`).join(', ');
  }
  if (option.shape === 'whole' && option.max !== undefined && option.max < 2 ** 53) {
    text += ` (${option.min} to ${option.max})`;
  }
  if ('default' in option) text += `; default \`${option.default}\``;
  return text;
}

const typeNames = catalogue.types.flatMap((type) =>
  [type.name, ...(type.aliases ?? []).map((alias) => alias.name)]);

const out = [];
const emit = (text) => out.push(text);

emit(`// gridlogic ${version}: TypeScript declarations, written by npm/declarations.mjs from the
// engine's command vocabulary and types (GET /api/types). Do not edit: npm/pack.sh writes them.

/** The release, "MAJOR.MINOR.PATCH". */
export declare const version: string;

/** Every type word the engine reads, with the aliases. */
export type TypeName = ${union(typeNames)};

/** How a call ended (docs/FORMATS.md "Results"). */
export type Status = ${union(statuses)};

/** A puzzle as its JSON object (docs/FORMATS.md). */
export interface PuzzleObject {
  type?: TypeName | (string & {});
  id?: string;
  [field: string]: unknown;
}

/** A puzzle: its object, or any text the command line reads (a text puzzle with its header, a
 * one-line sudoku, JSON, another program's id or link). */
export type Puzzle = PuzzleObject | string | Uint8Array;

/** A player's position (docs/FORMATS.md "Positions"): its text, its rows, or {grid, marks}. */
export type Position = string | readonly unknown[] | { grid: unknown; marks?: unknown; [field: string]: unknown };

/** Every error a call throws for its input or for what this build offers. */
export declare class GridlogicError extends Error {
  constructor(message: string, where?: string, rule?: string, status?: number);
  /** The place: a field, an option ("option engine"), "body", "timeout". */
  readonly where: string;
  /** The rule broken ("unknown parameter", "not available", ...). */
  readonly rule: string;
  /** The API's code: 400 malformed, 422 well formed but impossible. */
  readonly status: number;
}

/** A puzzle, position or option that cannot be taken (400 or 422). */
export declare class InputError extends GridlogicError {}

/** A call this type does not offer, or an engine this build lacks: rule "not available". */
export declare class NotAvailable extends GridlogicError {}

/** What every result object holds (the objects of \`--json\`). */
export interface Result {
  id: string;
  type: string;
  status: Status;
  /** What stopped a solve or count before it finished. */
  stopped_by?: "time_limit" | "cancel" | "node_limit";
  /** invalid, wrong, too_large: what and where. */
  error?: string;
  /** Wall time spent on the puzzle. */
  time_ms?: number;
  [field: string]: unknown;
}

export interface SolveResult extends Result {
  /** The solution field: \`solution\` (rows), or Lights Out's \`presses\`. */
  solution?: unknown;
  presses?: unknown;
  /** Lights Out: exact; a decimal string past 2^53. */
  num_solutions?: number | string;
  min_presses?: number;
  nodes?: number;
}

export interface CountResult extends Result {
  /** A decimal string past 2^53. */
  num_solutions?: number | string;
  /** false: counting stopped at the limit, num_solutions a lower bound. */
  complete?: boolean;
}

export interface Step {
  rule: string;
  difficulty: number;
  text: string;
  detail: { [field: string]: unknown };
}

export interface ExplainResult extends Result {
  steps?: Step[];
}

export interface GradeResult extends Result {
  level?: string;
  rating?: number;
  hardest_rule?: string;
  steps?: number;
  guessed?: boolean;
  reason?: string;
}

export interface HintResult extends Result {
  nudge?: string;
  region?: unknown[];
  rule?: string;
  step?: Step;
  answer?: string;
  changes?: { place: unknown[]; remove: unknown[] };
  mistake?: string;
  mistake_cells?: unknown[];
  warning?: string;
  warning_cells?: unknown[];
}

export interface VerifyResult extends Result {}

/** A puzzle type (GET /api/types). */
export interface TypeInfo {
  name: string;
  title: string;
  aliases: { name: string; generate_preset: { [param: string]: unknown } }[];
  solution_field: string;
  foreign_formats: string[];
  solve_flags: { name: string; meaning: string }[];
  generate_params: {
    name: string;
    shape: string;
    default?: string;
    meaning: string;
    min?: number;
    max?: number;
    choices?: string[];
  }[];
}
`);

const interfaceName = (command) =>
  command.replace(/(^|_)(\w)/g, (whole, under, c) => c.toUpperCase()) + 'Options';

// Each command's options: the vocabulary's, `type` on a puzzle, `timeout` where the call takes
// it (verify and convert do not, as in Python).
const timed = new Set(['solve', 'count', 'explain', 'grade', 'hint', 'render', 'export']);
for (const [name, command] of vocabulary) {
  if (name === 'generate') continue;
  emit(comment(`Options of ${name}: ${command.summary}.`));
  emit(`export interface ${interfaceName(name)} {\n`);
  for (const option of command.options) {
    emit(comment(optionDoc(option), '  '));
    emit(`  ${key(option.name)}?: ${optionType(option)};\n`);
  }
  if (name === 'verify') {
    emit(comment('The solution to check, in the type\'s solution field\'s form; none: the one the puzzle carries.', '  '));
    emit('  solution?: unknown;\n');
  }
  emit(comment('The puzzle type where the text does not say it (as --type).', '  '));
  emit('  type?: TypeName;\n');
  if (timed.has(name)) {
    emit(comment('Seconds; none: no limit. A run stopped by it answers status "timeout".', '  '));
    emit('  timeout?: number;\n');
  }
  emit('}\n\n');
}

// generate: its own options, then each type's parameters (a name with '-' also with '_').
const generateCommand = vocabulary.get('generate');
emit(comment(`Options of generate: ${generateCommand.summary}.`));
emit('export interface GenerateOptions {\n');
for (const option of generateCommand.options) {
  emit(comment(optionDoc(option), '  '));
  emit(`  ${key(option.name)}?: ${optionType(option)};\n`);
}
emit(comment('Seconds; none: no limit.', '  '));
emit('  timeout?: number;\n}\n\n');

const paramsName = (type) => `${type[0].toUpperCase()}${type.slice(1)}Params`;
for (const type of catalogue.types) {
  emit(comment(`${type.title}'s generate parameters.`));
  emit(`export interface ${paramsName(type.name)} extends GenerateOptions {\n`);
  for (const param of type.generate_params) {
    let kind = 'string';
    if (param.shape === 'integer') kind = 'number';
    if (param.shape === 'choice') kind = union(param.choices);
    let doc = param.meaning;
    if (param.min !== undefined) doc += ` (${param.min} to ${param.max})`;
    if (param.default !== undefined) doc += `; default ${param.default}`;
    const names = param.name.includes('-') ? [param.name, param.name.replaceAll('-', '_')]
      : [param.name];
    for (const each of names) {
      emit(comment(doc, '  '));
      emit(`  ${key(each)}?: ${kind};\n`);
    }
  }
  emit('}\n\n');
}

const summary = (name) => {
  const text = vocabulary.get(name).summary;
  return text[0].toUpperCase() + text.slice(1);
};
emit(`${comment(`Solves one puzzle: ${vocabulary.get('solve').summary} (\`solve --json\`).`)}export declare function solve(puzzle: Puzzle, options?: SolveOptions): SolveResult;

${comment(`Counts solutions up to \`limit\` (0: all) (\`count --json\`).`)}export declare function count(puzzle: Puzzle, options?: CountOptions): CountResult;

${comment(`${summary('explain')} (\`explain --json\`).`)}export declare function explain(puzzle: Puzzle, options?: ExplainOptions): ExplainResult;

${comment(`${summary('grade')} (\`grade --json\`).`)}export declare function grade(puzzle: Puzzle, options?: GradeOptions): GradeResult;

${comment(`${summary('hint')} (\`hint --json\`); progress: a position, none: the start.`)}export declare function hint(puzzle: Puzzle, options?: HintOptions): HintResult;
export declare function hint(puzzle: Puzzle, progress: Position | null | undefined, options?: HintOptions): HintResult;

${comment(`${summary('verify')}: the solution the puzzle carries, or options.solution (\`verify --json\`).`)}export declare function verify(puzzle: Puzzle, options?: VerifyOptions): VerifyResult;

${comment(`${summary('convert')}: the canonical object for to "json" (the default), else one text.`)}export declare function convert(puzzle: Puzzle, options?: ConvertOptions & { to?: "json" }): PuzzleObject;
export declare function convert(puzzle: Puzzle, options: ConvertOptions & { to: Exclude<ConvertOptions["to"], "json" | undefined> }): string;
export declare function convert(puzzle: Puzzle, options?: ConvertOptions): PuzzleObject | string;

`);
for (const type of catalogue.types) {
  const names = [type.name, ...(type.aliases ?? []).map((alias) => alias.name)];
  emit(comment(`One unique ${type.title} puzzle (\`generate ${type.name} --json\`), or a result with status timeout.`));
  emit(`export declare function generate(type: ${union(names)}, params?: ${paramsName(type.name)}): PuzzleObject | Result;\n`);
}
emit(`export declare function generate(type: TypeName, params?: GenerateOptions & { [param: string]: unknown }): PuzzleObject | Result;

${comment(`${summary('render')}: not in the WebAssembly build, it throws NotAvailable.`)}export declare function render(puzzle: Puzzle, options?: RenderOptions): string | Uint8Array;

${comment(`${summary('export')} (\`export\`, a word JavaScript keeps for itself): the model as text.`)}export declare function exportModel(puzzle: Puzzle, options?: ExportOptions): string;

/** Every puzzle of a text in any spelling the command line reads, as canonical objects. */
export declare function read(text: string | Uint8Array, options?: { type?: TypeName; filename?: string }): PuzzleObject[];

/** read() of a file; its name's extension may say the type. */
export declare function readFile(path: string | URL, options?: { type?: TypeName }): Promise<PuzzleObject[]>;

/** Every puzzle type, a copy. */
export declare function types(): TypeInfo[];
`);

await writeFile(join(stage, 'index.d.ts'), out.join(''));
