// Sends the requests it is given to the server, a few at a time, from its own thread (so the
// server's thread does only the server's work), and reports the status of each answer.
import { readlinkSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';

const { origin, requests, concurrency } = workerData;

// The attack runs at a lower priority than the server and the pinger. An attacker's requests come
// from another machine: on this one, the load generator would otherwise take turns on the same
// two cores from the server it measures (decision 121). It still keeps four requests in flight
// whenever the server can take them. Linux gives a thread a priority of its own by its id.
try {
  const threadId = Number(readlinkSync('/proc/thread-self').split('/').pop());
  setPriority(threadId, 10);
} catch {
  // Another system: the attack runs at the usual priority.
}

function send({ method, url, headers, payload }) {
  return new Promise((resolve) => {
    // A connection of its own: the server closes one after refusing a body unread (413), and a
    // kept-alive socket reused meanwhile would reset the next request, legal or not.
    const request = httpRequest(`${origin}${url}`, { method, headers, agent: false }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode));
    });
    // A server may refuse a large body before it is all sent and close the connection.
    request.on('error', (error) => resolve(`connection: ${error.code ?? error.message}`));
    if (payload === undefined) request.end();
    else request.end(Buffer.from(payload));
  });
}

const statuses = new Array(requests.length);
let next = 0;
async function lane() {
  while (next < requests.length) {
    const index = next;
    next += 1;
    statuses[index] = await send(requests[index]);
  }
}
// Ready once the requests are here; the load starts when the parent says so.
parentPort.postMessage('ready');
await new Promise((resolve) => parentPort.once('message', resolve));
await Promise.all(Array.from({ length: concurrency }, lane));
parentPort.postMessage({ statuses });
