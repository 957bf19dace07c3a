// Cellwise's engine in a Web Worker: the page's API (browser.js sends each request here) answered by the same Java
// code as `cellwise serve`, compiled to WebAssembly by TeaVM. One request at a time; a job tells its progress as it
// goes. The page ends the worker to cancel a search.
import { load } from './engine/cellwise.wasm-runtime.js';

let current = null;
// the engine calls this while a job searches (every 150 ms at most): the page shows the nodes and the time
globalThis.cellwiseProgress = (nodes, millis) => {
  if (current !== null) postMessage({ id: current, progress: { nodes, millis } });
};

const WHY = 'this browser cannot run Cellwise: it needs WebAssembly with garbage collection '
  + '(Chrome or Edge 119, Firefox 120, Safari 18.2 or newer)';

// the bytes are fetched here and compiled from memory: any static server will do, whatever type it gives .wasm
const engine = (async () => {
  if (typeof WebAssembly !== 'object') throw new Error(WHY);
  const r = await fetch(new URL('engine/cellwise.wasm', import.meta.url));
  if (!r.ok) throw new Error(`the engine did not load (engine/cellwise.wasm: ${r.status})`);
  const bytes = await r.arrayBuffer();
  let teavm;
  try {
    teavm = await load(bytes);
  } catch (e) {
    throw new Error(e instanceof WebAssembly.CompileError ? WHY : 'the engine did not start: ' + e.message);
  }
  return teavm.exports;
})();

engine.then(() => postMessage({ ready: true }), e => postMessage({ failed: e.message }));

onmessage = async e => {
  const { id, method, route, query, body } = e.data;
  const api = await engine;
  current = id;
  let status, text;
  try {
    text = api.answer(method, route, query, body);
    status = api.status();
  } catch (err) {
    // what the Java code did not catch: the server's words for it, and the details for whoever looks
    console.error(err);
    status = 500;
    text = JSON.stringify({ error: err instanceof RangeError ? 'the puzzle nests too deeply to work on' : 'internal error' });
  } finally {
    current = null;
  }
  postMessage({ id, status, text });
};
