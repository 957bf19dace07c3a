// The theme, set before the page is first painted (a classic script in the head, so a dark page never flashes
// white): the one chosen and kept (settings.js keeps it, and follows changes once the page runs), else the system's.
// What storage holds is read as data and only 'light' or 'dark' is ever used.
(function () {
  let chosen = null;
  try { chosen = JSON.parse(localStorage.getItem('cellwise.settings') || 'null'); } catch (e) { chosen = null; }
  const t = chosen && typeof chosen === 'object' ? chosen.theme : null;
  const dark = t === 'dark' || (t !== 'light' && !!window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches);
  document.documentElement.dataset.theme = dark ? 'dark' : 'light';
})();
