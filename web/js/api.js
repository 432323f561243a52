// The JSON API of `gridlogic serve` (docs/server.md), one function a call. Every puzzle goes to
// the server as its canonical JSON text, so the page never spells a type's text form. A refusal
// throws an ApiError whose message is in a player's words (messages.js), its body kept.
//
// The page's <meta name="gridlogic-engine"> says where the API is: "server" (the page served by
// `gridlogic serve`) or "worker" (the static site of `make wasm`, where the same API runs in
// WebAssembly in a Web Worker, engine_worker.js). Either way a call answers a fetch Response.

import { playerMessage } from './messages.js';

export class ApiError extends Error {
  constructor(message, status, body) {
    super(message);
    this.status = status;
    this.body = body;
  }
}

function given(query) {
  const kept = {};
  for (const [name, value] of Object.entries(query || {})) {
    if (value !== undefined && value !== null && value !== '') kept[name] = String(value);
  }
  return kept;
}

function url(command, query) {
  const text = new URLSearchParams(given(query)).toString();
  return `/api/${command}${text ? `?${text}` : ''}`;
}

const engineMeta = typeof document === 'undefined' ? null
  : document.querySelector('meta[name="gridlogic-engine"]');
export const engineKind = engineMeta ? engineMeta.content : 'server';

let worker = null;
let lastId = 0;
const waiting = new Map();

class WorkerAnswer {
  constructor({ status, contentType, body }) {
    this.status = status;
    this.ok = status >= 200 && status < 300;
    this.statusText = '';
    this.contentType = contentType;
    this.body = body;
  }

  async json() {
    return JSON.parse(this.body);
  }

  async blob() {
    return new Blob([this.body], { type: this.contentType });
  }
}

function engineWorker() {
  if (!worker) {
    // The static site's engine_start.js starts the worker before this module arrives.
    worker = self.gridlogicEngineWorker || new Worker(new URL('./engine_worker.js', import.meta.url), { type: 'module' });
    worker.addEventListener('message', (event) => {
      const settle = waiting.get(event.data.id);
      waiting.delete(event.data.id);
      settle(new WorkerAnswer(event.data));
    });
  }
  return worker;
}

// The engine starts loading at once, while the page's other modules are still arriving.
if (engineKind === 'worker') engineWorker();

// One request: POST /api/<command> (or GET /api/types) to the server, or the same to the worker.
function request(command, query, body) {
  if (engineKind !== 'worker') {
    return command === 'types' ? fetch('/api/types')
      : fetch(url(command, query), { method: 'POST', body });
  }
  const id = ++lastId;
  return new Promise((resolve) => {
    waiting.set(id, resolve);
    engineWorker().postMessage({ id, command, query: given(query), body });
  });
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
  const response = await request(command, query, bodyText(puzzle));
  if (!response.ok) throw await refusal(response);
  return response.json();
}

// POSTs a puzzle and returns the answer as a Blob (render, convert to text).
export async function callBlob(command, puzzle, query) {
  const response = await request(command, query, bodyText(puzzle));
  if (!response.ok) throw await refusal(response);
  return response.blob();
}

export async function types() {
  const response = await request('types');
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
