// The page's engine when it has no server (the static site of `make wasm`, docs/wasm.md): a
// module Web Worker that holds the WebAssembly engine and answers api.js's requests one at a
// time, so that a long solve never stalls the page. A request is {id, command, query, body}
// (command "types" for GET /api/types); the answer {id, status, contentType, body}.

import createModule from '../gridlogic.mjs';
import { loadEngine } from './engine.js';

const ready = loadEngine(createModule, new URL('../gridlogic.wasm', import.meta.url));
// The page's first request is for the types: made at once, while the page is still loading.
const types = ready.then((engine) => engine.types());
types.catch(() => {}); // a failed load is answered to each request below, not reported twice

self.addEventListener('message', async (event) => {
  const { id, command, query, body } = event.data;
  let answer;
  try {
    answer = command === 'types' ? await types : (await ready).call(command, query, body);
  } catch (error) {
    // The engine failed to load, or a bug in it trapped: a 500, as the server would answer.
    answer = {
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ error: `the engine failed: ${error.message || error}`, where: command, rule: 'internal' }),
    };
  }
  self.postMessage({ id, ...answer });
});
