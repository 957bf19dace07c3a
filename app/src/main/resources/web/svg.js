// The one way markup enters the page: the server's own pictures (the board, a hint's step, a puzzle's drawings),
// which its writers draw from the model with every text and attribute escaped. Even so they are parsed as an
// inert XML document (nothing in it runs or loads), and only the pictures' own vocabulary is kept: the SVG
// elements and presentation attributes the writers use, with plain values (numbers, colours, names). Anything else
// (an event handler, a link, a script, an animation, a foreign element) is dropped before the picture joins the
// page. The parse goes through the page's one Trusted Types policy; the server's Content-Security-Policy refuses
// markup from any other place (innerHTML and the like), so a slip elsewhere fails loudly instead of running.

const NS = 'http://www.w3.org/2000/svg';
const ELEMENTS = new Set(['svg', 'g', 'title', 'rect', 'line', 'circle', 'ellipse', 'path', 'polyline', 'polygon', 'text']);
const ATTRIBUTES = new Set(['width', 'height', 'viewBox', 'font-family', 'class', 'x', 'y', 'x1', 'y1', 'x2', 'y2', 'cx', 'cy', 'r',
  'rx', 'ry', 'd', 'points', 'fill', 'stroke', 'stroke-width', 'stroke-dasharray', 'stroke-linecap', 'stroke-linejoin', 'opacity',
  'font-size', 'font-weight', 'text-anchor']);
/** Numbers, colours (#rrggbb, names), class names, path data: never a URL, a call or markup. */
const PLAIN = /^[#\w .,%-]*$/;

const policy = window.trustedTypes ? window.trustedTypes.createPolicy('cellwise-svg', { createHTML: text => text }) : null;

/** Keeps the vocabulary below `node`: other elements go with what they hold, other attributes go. */
function clean(node) {
  for (const child of [...node.childNodes]) {
    if (child.nodeType === Node.TEXT_NODE) continue;
    if (child.nodeType !== Node.ELEMENT_NODE || child.namespaceURI !== NS || !ELEMENTS.has(child.localName)) { child.remove(); continue; }
    cleanAttributes(child);
    clean(child);
  }
}

function cleanAttributes(element) {
  for (const a of [...element.attributes]) {
    const declaration = a.namespaceURI === 'http://www.w3.org/2000/xmlns/' && a.value === NS;
    if (declaration) continue;
    if (a.namespaceURI !== null || !ATTRIBUTES.has(a.localName) || !PLAIN.test(a.value)) element.removeAttributeNode(a);
  }
}

function parse(text) {
  const doc = new DOMParser().parseFromString(policy ? policy.createHTML(text) : text, 'image/svg+xml');
  const root = doc.documentElement;
  if (!root || root.namespaceURI !== NS || root.localName !== 'svg' || doc.getElementsByTagNameNS('*', 'parsererror').length)
    throw new Error('the server\'s picture could not be read');
  cleanAttributes(root);
  clean(root);
  return root;
}

/** A whole picture from the server, as an element of this page. */
export function picture(text) {
  return document.importNode(parse(text), true);
}

/** Elements drawn by the server to lay into a picture (a puzzle's own drawings), as a fragment of this page. */
export function fragment(text) {
  const root = parse(`<svg xmlns="${NS}">${text}</svg>`);
  const out = document.createDocumentFragment();
  for (const child of [...root.childNodes]) out.appendChild(document.importNode(child, true));
  return out;
}
