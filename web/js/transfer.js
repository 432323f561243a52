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
