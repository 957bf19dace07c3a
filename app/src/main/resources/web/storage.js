// What the page keeps in the browser, so that no work is ever dropped: the puzzle open now with its work, and
// every puzzle's own work (digits, marks, colours, time) under that puzzle's key, so opening it again brings it
// back. A share link carries the puzzle in its fragment; on loading, a link to the puzzle already open keeps the
// newer work kept here, and the fragment is then taken off the address, so a reload never prefers the link. What
// comes back from a link or from storage is checked the same way (shapes.js) before the page uses any of it.

import { state, puzzleId } from './state.js';
import * as shapes from './shapes.js';

const CURRENT = 'cellwise.current', INDEX = 'cellwise.puzzles', PREFIX = 'cellwise.puzzle.', SETTINGS = 'cellwise.settings', KEPT = 40;

/** What is kept under `k`: null when nothing is, BROKEN when it is not JSON (cut short, or written by another page). */
const BROKEN = Symbol('not JSON');
function read(k) {
  let t;
  try { t = localStorage.getItem(k); } catch (e) { return null; } // storage refused (private mode, blocked)
  if (!t) return null;
  try { return JSON.parse(t); } catch (e) { return BROKEN; }
}

function write(k, v) {
  try { localStorage.setItem(k, JSON.stringify(v)); return true; } catch (e) { return false; } // private mode or full: nothing kept
}

/** The state worth keeping, as one object. */
export function entry() {
  return { id: puzzleId(state.model), model: state.model, meta: state.meta, mode: state.mode, entry: state.entry,
    digits: state.digits, corner: state.corner, centre: state.centre, colours: state.colours, pen: state.pen, hinted: state.hinted,
    solved: state.solved, ms: state.timer.ms, at: Date.now() };
}

/** Keeps the player's choices (the theme, the pen's colour, the helps): for every puzzle, between visits. */
export function saveSettings() {
  write(SETTINGS, state.settings);
}

/**
 * The choices kept, each one checked on its own: what is not one of the page's choices, of its type, is left out
 * (the page's default stays), so storage written by anyone breaks nothing. A page of before kept them with the
 * puzzle open.
 */
export function settings() {
  const kept = read(SETTINGS);
  if (kept !== null) return shapes.settings(kept === BROKEN ? null : kept);
  const old = read(CURRENT);
  return shapes.settings(old && old !== BROKEN && typeof old === 'object' ? old.settings : null);
}

/** Keeps the page now: as the puzzle open, and as that puzzle's own work. */
export function save() {
  const e = entry();
  write(CURRENT, e);
  write(PREFIX + e.id, e);
  const index = shapes.index(read(INDEX)).filter(x => x.id !== e.id);
  index.unshift({ id: e.id, title: (e.meta && e.meta.title) || e.model.name || 'puzzle', at: e.at });
  for (const old of index.splice(KEPT)) try { localStorage.removeItem(PREFIX + old.id); } catch (err) { /* gone */ }
  write(INDEX, index);
}

/** A kept entry as checked, or {error} saying what could not be read (the entry is then not used). */
function checked(e, what) {
  try {
    return shapes.kept(e);
  } catch (err) {
    if (!(err instanceof shapes.Refused)) throw err;
    return { error: `${what} could not be read (${err.message})` };
  }
}

/**
 * The puzzle open when the page was last used, null, or {error}; a page of before this module keeps its puzzle
 * and answers.
 */
export function current() {
  const e = read(CURRENT);
  if (e === BROKEN) return { error: 'the puzzle kept in this browser could not be read (it is not JSON)' };
  if (e !== null) return checked(e, 'the puzzle kept in this browser');
  const old = read('cellwise');
  if (old && old.model) {
    const digits = {};
    for (const a of Array.isArray(old.answers) ? old.answers : []) if (Array.isArray(a)) digits[a[0]] = a[1];
    return checked({ model: old.model, meta: {}, mode: Object.keys(digits).length ? 'solving' : 'setting', digits }, 'the puzzle kept in this browser');
  }
  return null;
}

/** The work kept for a puzzle: null, or {error}, or the entry. */
export function kept(id) {
  const e = read(PREFIX + id);
  if (e === BROKEN) return { error: 'the work kept for this puzzle could not be read (it is not JSON)' };
  return e === null ? null : checked(e, 'the work kept for this puzzle');
}

/** Puzzles kept, newest first: [{id, title, at}]. */
export function recent() {
  return shapes.index(read(INDEX));
}

export function encode(text) {
  return btoa(String.fromCharCode(...new TextEncoder().encode(text))).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function decode(text) {
  const b = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return new TextDecoder().decode(Uint8Array.from(b, c => c.charCodeAt(0)));
}

/** A link to this page that opens the puzzle (and what it says above it): it lives in the fragment, never sent. */
export function shareLink() {
  const meta = state.meta && (state.meta.title || state.meta.rules) ? { title: state.meta.title, author: state.meta.author, rules: state.meta.rules } : undefined;
  // the rules its text names travel too, so the page opened from the link still says which are not set
  if (meta && (state.meta.named || []).length) meta.named = state.meta.named;
  return location.href.split('#')[0] + '#p=' + encode(JSON.stringify(meta ? { model: state.model, meta } : state.model));
}

/** The puzzle a link's fragment carries, or null; the fragment is taken off the address either way. */
export function fromLink() {
  const m = /#p=([\w-]+)/.exec(location.hash);
  if (!m) return null;
  history.replaceState(null, '', location.href.split('#')[0]);
  let o;
  try {
    o = JSON.parse(decode(m[1]));
  } catch (e) {
    return { error: 'the link\'s puzzle could not be read: it is not a puzzle the page wrote (is the link cut short?)' };
  }
  try {
    return shapes.linked(o);
  } catch (e) {
    if (!(e instanceof shapes.Refused)) throw e;
    return { error: `the link's puzzle could not be read (${e.message})` };
  }
}
