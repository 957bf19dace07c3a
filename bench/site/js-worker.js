// The worker of ../worker.js with the engine compiled to JavaScript instead (bench/site-bench.py --js).
import { answer, status } from '../engine-js/cellwise.js';

globalThis.cellwiseProgress = () => {};
onmessage = e => {
  const { id, method, route, query, body } = e.data;
  const text = answer(method, route, query, body);
  postMessage({ id, status: status(), text });
};
postMessage({ ready: true });
