// The JSON API of `gridlogic serve` (docs/server.md), one function a call. Every puzzle goes to
// the server as its canonical JSON text, so the page never spells a type's text form. A refusal
// throws an ApiError whose message is in a player's words (messages.js), its body kept.

import { playerMessage } from './messages.js';

export class ApiError extends Error {
  constructor(message, status, body) {
    super(message);
    this.status = status;
    this.body = body;
  }
}

function url(command, query) {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query || {})) {
    if (value !== undefined && value !== null && value !== '') params.set(name, String(value));
  }
  const text = params.toString();
  return `/api/${command}${text ? `?${text}` : ''}`;
}

async function refusal(response) {
  let body = null;
  try {
    body = await response.json();
  } catch {
    // A refusal is always JSON; a proxy's error page is not, and its status says enough.
  }
  const message = body && body.error ? playerMessage(body) : `${response.status} ${response.statusText}`;
  return new ApiError(message, response.status, body);
}

function bodyText(puzzle) {
  return typeof puzzle === 'string' ? puzzle : JSON.stringify(puzzle);
}

// POSTs a puzzle (an object, or any text the CLI reads) and returns the answer's JSON.
export async function call(command, puzzle, query) {
  const response = await fetch(url(command, query), { method: 'POST', body: bodyText(puzzle) });
  if (!response.ok) throw await refusal(response);
  return response.json();
}

// POSTs a puzzle and returns the answer as a Blob (render, convert to text).
export async function callBlob(command, puzzle, query) {
  const response = await fetch(url(command, query), { method: 'POST', body: bodyText(puzzle) });
  if (!response.ok) throw await refusal(response);
  return response.blob();
}

export async function types() {
  const response = await fetch('/api/types');
  if (!response.ok) throw await refusal(response);
  return response.json();
}

export const generate = (params) => call('generate', params);
export const solve = (puzzle, query) => call('solve', puzzle, query);
export const verify = (puzzle) => call('verify', puzzle);
export const explain = (puzzle) => call('explain', puzzle);
export const convert = (text) => call('convert', text);

// `progress` is the position in the form FORMATS.md "Positions" gives for the type.
export const hint = (puzzle, progress, depth) =>
  call('hint', puzzle, { depth, progress: typeof progress === 'string' ? progress : JSON.stringify(progress) });
