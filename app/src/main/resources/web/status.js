// One line that answers: what a button did, what the server said, why a key was refused.

import { onChange } from './state.js';

export function say(text, bad = false) {
  const a = document.getElementById('answer');
  a.textContent = text;
  a.className = bad ? 'bad' : '';
}

/**
 * Words about the grid as it is now (Check's report, the drawings rubbed out): the next edit of the work or the
 * puzzle takes them away, as it takes a check's red cells away, so they never go on describing a grid that changed.
 */
let passing = null;
export function sayUntilEdit(text, bad = false) {
  say(text, bad);
  passing = text;
}
onChange(what => {
  if ((what !== 'work' && what !== 'model') || passing === null) return;
  if (document.getElementById('answer').textContent === passing) say('');
  passing = null;
});
