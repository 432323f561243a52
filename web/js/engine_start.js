// The static site's first script (src/wasm/site.cmake puts it in the page's head): it starts the
// engine's worker before the page's modules have arrived, so that the WebAssembly downloads and
// compiles while they do; api.js takes this worker over.
self.gridlogicEngineWorker = new Worker(new URL('engine_worker.js', document.currentScript.src), { type: 'module' });
