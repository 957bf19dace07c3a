// The API answered in this browser, where no server is behind the page (the static app `cellwise site` writes):
// Web Workers run Cellwise's engine compiled to WebAssembly (worker.js), so the page never waits on a search. Each
// request takes an idle worker, or a new one up to a few; a cancelled job ends its worker at once (a search cannot be
// interrupted from outside), and an abandoned request does too once it has run a moment, a fresh worker taking its
// place. The answers are the server's: the same routes, query, body, status and text.

const MAX_WORKERS = 3;
/** An abandoned request may finish this long before its worker is ended: most answers take less. */
const GRACE_MS = 300;

const workers = new Set();
const idle = [];
const queue = [];
let failure = null;
let ids = 0;

function abortError() {
  const e = new Error('cancelled');
  e.name = 'AbortError';
  return e;
}

/**
 * The worker's script address, through the page's Trusted Types policy for it (the static app's policy requires one
 * for a worker's script): it allows the app's own worker.js and nothing else. Made on first use, so a page whose
 * API is a server never makes it.
 */
let workerPolicy = null;
function workerScript() {
  if (!window.trustedTypes) return 'worker.js';
  if (!workerPolicy) workerPolicy = window.trustedTypes.createPolicy('cellwise-worker', {
    createScriptURL: url => { if (url !== 'worker.js') throw new TypeError('only the app\'s own worker runs'); return url; }
  });
  return workerPolicy.createScriptURL('worker.js');
}

/** A worker, resolving `ready` once its engine is loaded. */
function spawn() {
  const w = { worker: new Worker(workerScript(), { type: 'module' }), request: null };
  workers.add(w);
  w.ready = new Promise((resolve, reject) => { w.loaded = resolve; w.failed = reject; });
  w.ready.catch(() => {});
  w.worker.onmessage = e => {
    const m = e.data;
    if (m.ready) { w.loaded(); return; }
    if (m.failed) { failure = m.failed; w.failed(new Error(m.failed)); end(w, new Error(m.failed)); return; }
    const r = w.request;
    if (!r || r.id !== m.id) return;
    if (m.progress) { if (r.progress) r.progress(m.progress); return; }
    w.request = null;
    r.settle(null, { ok: m.status >= 200 && m.status < 300, status: m.status, text: m.text });
    free(w);
  };
  w.worker.onerror = e => {
    e.preventDefault();
    // a worker that stops on its own ran out of memory or stack: its request says so, a new worker takes the next
    end(w, new Error('the browser stopped the search (out of memory?): ' + (e.message || 'no reason given')));
  };
  return w;
}

/** Ends a worker; its request, if any, fails with `error`. */
function end(w, error) {
  if (!workers.delete(w)) return;
  w.worker.terminate();
  const i = idle.indexOf(w);
  if (i >= 0) idle.splice(i, 1);
  const r = w.request;
  w.request = null;
  if (r) r.settle(error);
  if (failure) { while (queue.length) queue.shift().settle(new Error(failure)); return; }
  // a warm worker waits for the next request, so ending one costs the page nothing it would notice
  if (!idle.length && workers.size < MAX_WORKERS) idle.push(spawn());
  next();
}

function free(w) {
  if (!workers.has(w)) return;
  idle.push(w);
  next();
}

/**
 * Hands waiting requests to idle workers, starting new ones up to the limit; then, if every worker is busy, starts a
 * spare, so the next request (the setter's verdict when an edit has ended the job under way) finds one loaded.
 */
function next() {
  while (queue.length) {
    if (!idle.length && workers.size < MAX_WORKERS) idle.push(spawn());
    if (!idle.length) return;
    // the worker freed last first: its engine has run the most, a spare's code is still cold
    const w = idle.pop(), r = queue.shift();
    run(w, r);
  }
  if (!idle.length && workers.size < MAX_WORKERS && !failure) idle.push(spawn());
}

async function run(w, r) {
  w.request = r;
  r.worker = w;
  try {
    await w.ready;
  } catch (e) {
    return; // end() has failed the request
  }
  if (w.request !== r) return;
  if (r.done) { w.request = null; free(w); return; } // abandoned while the engine loaded
  r.started = performance.now();
  w.worker.postMessage(r.message);
}

/**
 * One request: `{ok, status, text}` as the server would answer it. `signal` abandons it (an AbortError); a job's
 * worker ends at once, another's after a grace. `progress` hears a job's `{nodes, millis}`.
 */
export function send(method, path, body, signal, progress) {
  if (failure) return Promise.reject(new Error(failure));
  const url = new URL(path, document.baseURI);
  const route = url.pathname.slice(url.pathname.lastIndexOf('/api/') + 5);
  const query = JSON.stringify(Object.fromEntries(url.searchParams));
  const job = route.startsWith('jobs/');
  return new Promise((resolve, reject) => {
    const r = { id: ++ids, progress, worker: null, started: null, done: false };
    r.message = { id: r.id, method, route, query, body: body === undefined ? '' : body };
    r.settle = (error, answer) => {
      if (r.done) return;
      r.done = true;
      if (error) reject(error); else resolve(answer);
    };
    if (signal) {
      if (signal.aborted) { reject(abortError()); return; }
      signal.addEventListener('abort', () => {
        if (r.done) return;
        r.settle(abortError());
        const i = queue.indexOf(r);
        if (i >= 0) { queue.splice(i, 1); return; }
        const w = r.worker;
        if (!w) return;
        const ran = r.started === null ? 0 : performance.now() - r.started;
        const wait = job ? 0 : Math.max(0, GRACE_MS - ran);
        setTimeout(() => { if (w.request === r) end(w, abortError()); }, wait);
      });
    }
    queue.push(r);
    next();
  });
}

/** Starts a worker before the first request needs one, so the engine is loaded by then. */
export function warm() {
  if (!workers.size && !failure) idle.push(spawn());
}
