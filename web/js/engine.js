// The WebAssembly engine (src/wasm/, `make wasm`) as the JSON API of `gridlogic serve`: one
// call a command, answering what the server answers (status, content type, body). The page's
// Web Worker (engine_worker.js) and the npm package (npm/) both use it, in a browser and in
// Node.js alike, so the bytes of the module are handed in rather than found by the loader.

const encoder = new TextEncoder();
const decoder = new TextDecoder();

function textual(contentType) {
  return contentType === 'application/json' || contentType.startsWith('text/') ||
    contentType === 'image/svg+xml';
}

export class Engine {
  // `module`: what Emscripten's factory (gridlogic.mjs) resolved to.
  constructor(module) {
    this.module = module;
  }

  // Copies `text` (a string, or bytes as read from a file, given to the readers as they are so
  // that they judge the encoding) into the module's memory, NUL-terminated; returns its address
  // and its length in bytes (a puzzle's text may itself hold a NUL, which the length keeps).
  #put(text) {
    const bytes = typeof text === 'string' ? encoder.encode(text) : new Uint8Array(text);
    const address = this.module._malloc(bytes.length + 1);
    this.module.HEAPU8.set(bytes, address);
    this.module.HEAPU8[address + bytes.length] = 0;
    return [address, bytes.length];
  }

  #reply(address) {
    const m = this.module;
    const size = m._gridlogic_reply_size();
    const contentType = m.UTF8ToString(m._gridlogic_reply_type());
    const bytes = m.HEAPU8.slice(address, address + size);
    return {
      status: m._gridlogic_reply_status(),
      contentType,
      body: textual(contentType) ? decoder.decode(bytes) : bytes,
    };
  }

  #with(texts, run) {
    const placed = texts.map((text) => this.#put(text));
    try {
      return run(placed);
    } finally {
      for (const [address] of placed) this.module._free(address);
    }
  }

  // POST /api/<command>: `query` an object of option names to values (texts, numbers or
  // booleans), `body` the puzzle's text or bytes. `timeout` seconds (0: none); `trusted` for a program's
  // own limits instead of the server's. Answers {status, contentType, body}.
  call(command, query, body, { timeout = 10, trusted = false } = {}) {
    const texts = {};
    for (const [name, value] of Object.entries(query || {})) {
      if (value !== undefined && value !== null) texts[name] = String(value);
    }
    return this.#with([command, JSON.stringify(texts), body ?? ''], ([c, q, b]) =>
      this.#reply(this.module._gridlogic_call(c[0], q[0], b[0], b[1], timeout, trusted ? 1 : 0)));
  }

  // GET /api/types.
  types({ trusted = false } = {}) {
    return this.#reply(this.module._gridlogic_types(trusted ? 1 : 0));
  }

  // Every puzzle of a file's text or bytes: {status, contentType, body} whose body is a JSON array of
  // {ok, puzzle} and {ok: false, error}.
  read(text, { type = '', filename = '' } = {}) {
    return this.#with([text, type, filename], ([t, ty, f]) =>
      this.#reply(this.module._gridlogic_read(t[0], t[1], ty[0], f[0])));
  }

  version() {
    return this.module.UTF8ToString(this.module._gridlogic_version());
  }
}

// Starts the module: `createModule` is gridlogic.mjs's default export, `wasm` the module's bytes
// (an ArrayBuffer or typed array) or its URL, which a browser compiles while it downloads.
export async function loadEngine(createModule, wasm) {
  // A module that fails to compile would leave the factory's promise waiting for ever.
  let failed;
  const failure = new Promise((resolve, reject) => { failed = reject; });
  const module = await Promise.race([failure, createModule({
    instantiateWasm(imports, receive) {
      const started = wasm instanceof URL || typeof wasm === 'string'
        ? WebAssembly.instantiateStreaming(fetch(wasm), imports)
        : WebAssembly.instantiate(wasm, imports);
      started.then((result) => receive(result.instance, result.module), failed);
      return {};
    },
  })]);
  return new Engine(module);
}
