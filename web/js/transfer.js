// Import and export: anything the command line reads comes in through POST /api/convert (so
// the page parses no puzzle text), and every export is the server's own writing or drawing,
// downloaded from a Blob.

import * as api from './api.js';

const FORMATS = {
  json: { command: 'convert', query: { to: 'json' }, extension: 'json' },
  text: { command: 'convert', query: { to: 'text' }, extension: 'txt' },
  svg: { command: 'render', query: { to: 'svg' }, extension: 'svg' },
  png: { command: 'render', query: { to: 'png' }, extension: 'png' },
  pdf: { command: 'render', query: { to: 'pdf' }, extension: 'pdf' },
};

// Whether `format` is a drawing (made by render), not the puzzle's own writing.
export const isDrawing = (format) => FORMATS[format] && FORMATS[format].command === 'render';

export async function importText(text) {
  const puzzle = await api.convert(text);
  return puzzle;
}

export async function exportBlob(puzzle, format) {
  const spec = FORMATS[format];
  if (format === 'json') {
    // The canonical JSON, pretty enough to read and one line to paste back.
    const canonical = await api.call(spec.command, puzzle, spec.query);
    return new Blob([`${JSON.stringify(canonical)}\n`], { type: 'application/json' });
  }
  return api.callBlob(spec.command, puzzle, spec.query);
}

// The puzzle in another program's form (docs/FORMATS.md "Formats of other programs"): a Simon
// Tatham game id, an f-puzzles link, or the same puzzle as a SudokuPad link (SudokuPad opens
// f-puzzles' blob after /fpuzzles). Null when the type has no such form.
const FOREIGN = {
  tatham: { from: 'tatham', label: 'Tatham game id' },
  'fpuzzles-link': { from: 'fpuzzles-link', label: 'f-puzzles link' },
  'sudokupad-link': { from: 'fpuzzles-link', label: 'SudokuPad link' },
};

export function foreignFormats(formats) {
  return Object.keys(FOREIGN).filter((name) => formats.includes(FOREIGN[name].from));
}

export async function foreignExport(puzzle, name) {
  const blob = await api.callBlob('convert', puzzle, { to: FOREIGN[name].from });
  const text = (await blob.text()).trim();
  if (name !== 'sudokupad-link') return text;
  // The blob as written ('+' stays '+': decoding the query would make it a space).
  const load = text.slice(text.indexOf('?load=') + '?load='.length);
  return `https://sudokupad.app/fpuzzles${load}`;
}

// Where to take an exported id: the program's own words for it.
export function foreignNote(name, text) {
  if (name === 'tatham') {
    const game = text.slice(0, text.indexOf(':'));
    return `In Simon Tatham's ${game[0].toUpperCase()}${game.slice(1)}, paste what follows '${game}:' under Game > Specific; this page reads it whole.`;
  }
  return name === 'sudokupad-link' ? 'Opens the puzzle in SudokuPad.' : 'Opens the puzzle in f-puzzles.';
}

export function download(blob, name) {
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // The click has started the download by now; the object URL is no longer needed after it.
  setTimeout(() => URL.revokeObjectURL(link.href), 10000);
}

export function fileName(puzzle, format) {
  return `${puzzle.type}${puzzle.seed !== undefined ? `-${puzzle.seed}` : ''}.${FORMATS[format].extension}`;
}
