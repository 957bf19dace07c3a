// Who answers the page's requests: in this static app, the browser's workers (browser.js, worker.js), as no
// Cellwise server is behind the page. `cellwise serve` serves 'server' here.
export default 'worker';
