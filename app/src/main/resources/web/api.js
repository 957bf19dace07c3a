// Talking to the server: every request sends the puzzle as its JSON model, every answer is UTF-8 JSON (lines).
// One request of a kind at a time: a newer one aborts the older (a stale answer never lands on a newer puzzle).
// Where no server is behind the page (the static app), the same requests go to the browser's own engine
// (browser.js) and come back as the server would answer them.
import backend from './backend.js';
import * as browser from './browser.js';

const local = backend === 'worker';
if (local) browser.warm();

const pending = new Map();

/** One request, to the server or the browser's engine: `{ok, status, text}`. */
async function send(method, path, body, signal, progress) {
  if (local) return browser.send(method, path, body, signal, progress);
  const init = { method, signal };
  if (body !== undefined) Object.assign(init, { headers: { 'Content-Type': 'text/plain; charset=utf-8' }, body });
  const r = await fetch(path, init);
  return { ok: r.ok, status: r.status, text: await r.text() };
}

/** Puzzle text (or an object, sent as JSON) to a route; the JSON lines of the answer. `kind` names the slot. */
export async function post(path, body, kind = path) {
  if (pending.has(kind)) pending.get(kind).abort();
  const control = new AbortController();
  pending.set(kind, control);
  try {
    const r = await send('POST', path, typeof body === 'string' ? body : JSON.stringify(body), control.signal);
    if (!r.ok) throw new Error(errorOf(r.text, r.status));
    return r.text.split('\n').filter(l => l.trim()).map(l => JSON.parse(l));
  } finally {
    if (pending.get(kind) === control) pending.delete(kind);
  }
}

/** The first answer line, or an error carrying the server's own words. */
export async function first(path, body, kind) {
  const [line] = await post(path, body, kind);
  if (!line) throw new Error('no answer');
  if (line.status === 'invalid') throw new Error(line.error);
  return line;
}

function errorOf(text, status) {
  try { return JSON.parse(text).error; } catch (e) { return `the server answered ${status}`; }
}

export function abortAll() {
  for (const c of pending.values()) c.abort();
  pending.clear();
}

let job = null;

function cancelled() {
  const e = new Error('cancelled');
  e.name = 'AbortError';
  return e;
}

/**
 * A job's final status (`{id, state, nodes, millis, result}`) as the result line with the job's time; a puzzle that
 * cannot be read is an error when `strict`, else a result the caller shows.
 */
function finished(j, strict) {
  if (j.result.status === 'cancelled') throw cancelled();
  if (strict && j.result.status === 'invalid') throw new Error(j.result.error);
  return Object.assign({ jobMillis: j.millis }, j.result);
}

/**
 * A long solve as a job: started, polled for its nodes and time (`progress` is told each), cancellable: the
 * server stops its search. The result line, with the job's time in `millis`.
 */
export async function runJob(path, model, progress) {
  if (local) {
    const control = new AbortController();
    job = control;
    try {
      const r = await send('POST', path, JSON.stringify(model), control.signal, progress);
      if (!r.ok) throw new Error(errorOf(r.text, r.status));
      return finished(JSON.parse(r.text), true);
    } finally {
      if (job === control) job = null;
    }
  }
  const started = await send('POST', path, JSON.stringify(model));
  if (!started.ok) throw new Error(errorOf(started.text, started.status));
  let j = JSON.parse(started.text);
  job = j.id;
  try {
    while (!j.result) {
      progress(j);
      await new Promise(r => setTimeout(r, 200));
      j = await (await fetch('api/jobs/' + j.id)).json();
    }
  } finally {
    job = null;
  }
  return finished(j, true);
}

export function cancelJob() {
  if (job && local) job.abort();
  else if (job) fetch('api/jobs/' + job, { method: 'DELETE' });
  abortAll();
}

export async function getJson(path) {
  const r = await send('GET', path);
  if (!r.ok) throw new Error(errorOf(r.text, r.status));
  return JSON.parse(r.text);
}

/**
 * A job of the setter's loop, cancellable on its own: `{result, cancel}`. Cancel tells the server to stop (its
 * engine checks the flag within a few hundred nodes) and rejects `result` with an AbortError. A busy server (503)
 * is asked again after a pause, within the job's life.
 */
export function watchJob(path, body) {
  if (local) {
    const control = new AbortController();
    const result = send('POST', path, JSON.stringify(body), control.signal).then(r => {
      if (!r.ok) throw new Error(errorOf(r.text, r.status));
      return finished(JSON.parse(r.text), false);
    });
    return { result, cancel: () => control.abort() };
  }
  let id = null, isCancelled = false;
  const result = (async () => {
    for (let tries = 0; ; tries++) {
      if (isCancelled) throw cancelled();
      const r = await send('POST', path, JSON.stringify(body));
      if (r.status === 503 && tries < 20) { await new Promise(res => setTimeout(res, 500)); continue; }
      if (!r.ok) throw new Error(errorOf(r.text, r.status));
      let j = JSON.parse(r.text);
      id = j.id;
      if (isCancelled) { fetch('api/jobs/' + id, { method: 'DELETE' }); throw cancelled(); }
      // asked again soon at first (most of the loop's answers take a few milliseconds), then every 120 ms
      for (let polls = 0; !j.result; polls++) {
        await new Promise(res => setTimeout(res, Math.min(120, 10 << polls)));
        if (isCancelled) throw cancelled();
        j = await (await fetch('api/jobs/' + id)).json();
      }
      return finished(j, false);
    }
  })();
  return {
    result,
    cancel() {
      if (isCancelled) return;
      isCancelled = true;
      if (id) fetch('api/jobs/' + id, { method: 'DELETE' }).catch(() => {});
    },
  };
}
