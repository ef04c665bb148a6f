// Pings a route of the server from its own thread, so the measurement goes on while the server's
// thread is busy: the time each answer took is how long any visitor would have waited.
import { Agent, get } from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';

const { url, everyMs } = workerData;
const agent = new Agent({ keepAlive: true, maxSockets: 1 });
let stopped = false;
let worstMs = 0;
let pings = 0;
let failures = 0;

function ping() {
  return new Promise((resolve) => {
    const started = performance.now();
    const request = get(url, { agent }, (response) => {
      response.resume();
      response.on('end', () => {
        if (response.statusCode !== 200) failures += 1;
        resolve(performance.now() - started);
      });
    });
    request.on('error', () => {
      failures += 1;
      resolve(performance.now() - started);
    });
  });
}

parentPort.on('message', (message) => {
  if (message === 'stop') stopped = true;
});

while (!stopped) {
  const tookMs = await ping();
  pings += 1;
  worstMs = Math.max(worstMs, tookMs);
  await new Promise((resolve) => setTimeout(resolve, everyMs));
}
agent.destroy();
parentPort.postMessage({ worstMs, pings, failures });
