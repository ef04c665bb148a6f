// Pings a route of the server from a process of its own, as a visitor's machine would, so the
// measurement goes on while the server's thread is busy and shares neither its heap nor its
// collector: the time each answer took is how long any visitor would have waited.
//
//   fork('ping-process.mjs', [url, everyMs]); 'ready' after the first answer; 'stop' to end.
//
// It calls from 127.0.0.2, another address than the attacker's 127.0.0.1, as a visitor would:
// from one address, every request would bump the same rate-limit counter, and on PostgreSQL the
// ping would wait for the attacker's updates of that one row (counts are per address).
//
// The first answer opens the connection and runs the route for the first time; it is a cold
// start, not a freeze, so it is taken before the load begins and not counted.
import { Agent, get } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';

const [url, everyMsText] = process.argv.slice(2);
const everyMs = Number(everyMsText);
const agent = new Agent({ keepAlive: true, maxSockets: 1, localAddress: '127.0.0.2' });
let stopped = false;
let worstMs = 0;
let pings = 0;
let failures = 0;

/** Milliseconds the answer took, and whether it was a 200. */
function ping() {
  return new Promise((resolve) => {
    const started = performance.now();
    const request = get(url, { agent }, (response) => {
      response.resume();
      response.on('end', () =>
        resolve({ ok: response.statusCode === 200, tookMs: performance.now() - started }),
      );
    });
    request.on('error', () => resolve({ ok: false, tookMs: performance.now() - started }));
  });
}

process.on('message', (message) => {
  if (message === 'stop') stopped = true;
});

await ping();
process.send('ready');
while (!stopped) {
  const { ok, tookMs } = await ping();
  pings += 1;
  if (!ok) failures += 1;
  worstMs = Math.max(worstMs, tookMs);
  await sleep(everyMs);
}
agent.destroy();
process.send({ worstMs, pings, failures }, () => process.exit(0));
