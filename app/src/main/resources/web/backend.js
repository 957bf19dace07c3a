// Who answers the page's requests: 'server' when `cellwise serve` serves the page; the static app that
// `cellwise site` writes has 'worker' here, and the page answers them in the browser (browser.js).
export default 'server';
