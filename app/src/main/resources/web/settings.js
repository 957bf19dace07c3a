// The player's choices, kept between visits for every puzzle (storage.js): the theme (as the system says, light or
// dark), the clock shown or hidden, the helps (conflicts, marks cleared by a digit, the selected digit elsewhere) and
// the pen's colour. Read back defensively: a choice that is not one of the page's is left at its default.

import { state } from './state.js';
import * as storage from './storage.js';

const $ = id => document.getElementById(id);
const HELPS = [['set-conflicts', 'conflicts'], ['set-autoclear', 'autoclear'], ['set-samedigit', 'samedigit'], ['set-clock', 'clock']];
const dark = window.matchMedia ? window.matchMedia('(prefers-color-scheme: dark)') : null;

/** The theme shown: the one chosen, or the system's. */
export function theme() {
  const t = state.settings.theme;
  return t === 'light' || t === 'dark' ? t : dark && dark.matches ? 'dark' : 'light';
}

/** Shows the choices on the page: the theme on the root element (the style sheet does the rest), the fields. */
export function show() {
  const t = theme();
  document.documentElement.dataset.theme = t;
  $('theme').setAttribute('aria-pressed', String(t === 'dark')); // a switch: pressed while the theme is dark
  $('set-theme').value = state.settings.theme;
  for (const [id, name] of HELPS) $(id).checked = state.settings[name];
  document.body.classList.toggle('no-clock', !state.settings.clock);
}

/** Reads the kept choices over the defaults and wires the fields; `redraw` shows a change on the board. */
export function install(redraw) {
  Object.assign(state.settings, storage.settings());
  const keep = () => { storage.saveSettings(); show(); redraw(); };
  for (const [id, name] of HELPS) $(id).onchange = () => { state.settings[name] = $(id).checked; keep(); };
  $('set-theme').onchange = () => { state.settings.theme = $('set-theme').value; keep(); };
  // the header's switch: the other theme than the one shown, kept as a choice (no longer following the system)
  $('theme').onclick = () => { state.settings.theme = theme() === 'dark' ? 'light' : 'dark'; keep(); };
  if (dark) dark.addEventListener('change', show);
  show();
}
