// Talking to the server: every request sends the puzzle as its JSON model, every answer is UTF-8 JSON (lines).
// One request of a kind at a time: a newer one aborts the older (a stale answer never lands on a newer puzzle).

const pending = new Map();

/** Puzzle text (or an object, sent as JSON) to a route; the JSON lines of the answer. `kind` names the slot. */
export async function post(path, body, kind = path) {
  if (pending.has(kind)) pending.get(kind).abort();
  const control = new AbortController();
  pending.set(kind, control);
  try {
    const r = await fetch(path, {
      method: 'POST', signal: control.signal,
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await r.text();
    if (!r.ok) throw new Error(errorOf(text, r.status));
    return text.split('\n').filter(l => l.trim()).map(l => JSON.parse(l));
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

/**
 * A long solve as a job: started, polled for its nodes and time (`progress` is told each), cancellable: the
 * server stops its search. The result line, with the job's time in `millis`.
 */
export async function runJob(path, model, progress) {
  const started = await fetch(path, { method: 'POST', headers: { 'Content-Type': 'text/plain; charset=utf-8' }, body: JSON.stringify(model) });
  const text = await started.text();
  if (!started.ok) throw new Error(errorOf(text, started.status));
  let j = JSON.parse(text);
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
  if (j.result.status === 'cancelled') { const e = new Error('cancelled'); e.name = 'AbortError'; throw e; }
  if (j.result.status === 'invalid') throw new Error(j.result.error);
  return Object.assign({ jobMillis: j.millis }, j.result);
}

export function cancelJob() {
  if (job) fetch('api/jobs/' + job, { method: 'DELETE' });
  abortAll();
}

export async function getJson(path) {
  const r = await fetch(path);
  if (!r.ok) throw new Error(errorOf(await r.text(), r.status));
  return r.json();
}
