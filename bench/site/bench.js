// The browser side of bench/site-bench.py: the page's requests timed in a worker, as the page sends them (a message
// to the worker and its answer back), on the same sets the JVM side times; and the setter's badge timed in the real
// page, from an edit to the new verdict. The results are posted to the script that serves this page.
const params = new URLSearchParams(location.search);
const engine = params.get('engine') || 'wasm';
const sets = (params.get('sets') || '').split(',').filter(Boolean);
const warmup = Number(params.get('warmup') || 1);
const out = document.getElementById('out');
const results = { engine, sets: [], badge: null, errors: [] };

function worker() {
  const w = new Worker(engine === 'js' ? 'js-worker.js' : '../worker.js', { type: 'module' });
  const waiting = new Map();
  let ids = 0, ready;
  const loaded = new Promise((res, rej) => { ready = { res, rej }; });
  w.onmessage = e => {
    const m = e.data;
    if (m.ready) ready.res();
    else if (m.failed) ready.rej(new Error(m.failed));
    else if (!m.progress && waiting.has(m.id)) { waiting.get(m.id)(m); waiting.delete(m.id); }
  };
  const ask = (route, query, body) => new Promise(res => {
    const id = ++ids;
    waiting.set(id, res);
    w.postMessage({ id, method: 'POST', route, query: JSON.stringify(query), body });
  });
  return { loaded, ask, end: () => w.terminate() };
}

async function timeSet(name) {
  const set = await (await fetch(`sets/${name}.json`)).json();
  const t0 = performance.now();
  const w = worker();
  await w.loaded;
  const loadMs = performance.now() - t0;
  const route = set.route || 'solve', query = set.query || {};
  // the first request of a fresh worker: what a visitor waits for the first time
  let t = performance.now();
  const first = await w.ask(route, query, set.puzzles[0]);
  const firstMs = performance.now() - t;
  if (first.status !== 200) results.errors.push(`${name}: ${first.text.slice(0, 200)}`);
  for (let pass = 0; pass < warmup; pass++) for (const p of set.puzzles) await w.ask(route, query, p);
  const times = [];
  for (const p of set.puzzles) {
    t = performance.now();
    const r = await w.ask(route, query, p);
    times.push(performance.now() - t);
    if (r.status !== 200) results.errors.push(`${name}: ${r.text.slice(0, 200)}`);
  }
  w.end();
  return { set: name, side: engine, loadMs, firstMs, times };
}

/**
 * The setter's badge in the real page (in a frame, opened from a share link): a given typed and taken away again
 * with the page's own key handling (or, where it has no given, a value typed and deleted), timed from the key to the
 * badge's verdict (its pause included), and to the marking on the board where a second step brings it (the conflict
 * of "no solution": the badge's `data-marking` is "pending" until it lands). Each edit waits for the previous one's
 * marking, as a setter who looks at the board would.
 */
async function timeBadge(model) {
  const frame = document.createElement('iframe');
  frame.style.width = '1200px';
  frame.style.height = '1000px';
  const link = btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(model))))
    .replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  frame.src = '../index.html#p=' + link;
  document.body.appendChild(frame);
  await new Promise(r => frame.onload = r);
  const win = frame.contentWindow, doc = frame.contentDocument;
  const until = async (ok, ms = 60000) => {
    const end = performance.now() + ms;
    while (!ok()) {
      if (performance.now() > end) throw new Error('the page did not answer in time');
      await new Promise(r => setTimeout(r, 5));
    }
  };
  await until(() => win.cellwise && win.cellwise.upToDate());
  doc.querySelector('[data-set-mode=setting]').click();
  const badge = doc.getElementById('badge');
  const verdict = () => badge.dataset.state && badge.dataset.state !== 'working';
  const marked = () => verdict() && badge.dataset.marking !== 'pending';
  await until(marked);
  // each edit and its undoing: a given taken away and typed again, or (a killer has none) a value typed into an
  // empty cell of the first row and taken away again, the puzzle back as set
  const givens = win.cellwise.state.model.givens || {};
  const edits = Object.keys(givens).length > 0
    ? Object.keys(givens).slice(0, 10).map(cell => [cell, ['Delete', String(givens[cell])]])
    : Array.from({ length: 9 }, (_, i) => [`r1c${i + 1}`, [String(i + 1), 'Delete']]);
  const out = [];
  for (const [cell, keys] of edits) {
    for (const key of keys) {
      win.cellwise.state.selection = [cell];
      await new Promise(r => setTimeout(r, 400)); // the previous verdict settled; nothing pending
      const t = performance.now();
      doc.dispatchEvent(new win.KeyboardEvent('keydown', { key, bubbles: true }));
      await until(() => badge.dataset.state === 'working');
      await until(verdict);
      const ms = performance.now() - t, state = badge.dataset.state;
      await until(marked);
      out.push({ ms, state, markedMs: performance.now() - t });
    }
  }
  frame.remove();
  return out;
}

try {
  for (const name of sets) {
    out.textContent = `${engine}: ${name}…`;
    results.sets.push(await timeSet(name));
  }
  if (engine === 'wasm' && params.get('badge')) {
    const set = await (await fetch(`sets/${params.get('badge')}.json`)).json();
    results.badge = [];
    for (const [i, m] of set.models.entries()) {
      out.textContent = `${engine}: the badge on killer ${i + 1} of ${set.models.length}…`;
      results.badge.push(...await timeBadge(JSON.parse(m)));
    }
  }
} catch (e) {
  results.errors.push(String(e && e.stack || e));
}
await fetch('result', { method: 'POST', body: JSON.stringify(results) });
out.textContent = 'done';
