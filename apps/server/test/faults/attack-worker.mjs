// Sends the requests it is given to the server, a few at a time, from its own thread (so the
// server's thread does only the server's work), and reports the status of each answer.
import { Agent, request as httpRequest } from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';

const { origin, requests, concurrency } = workerData;
const agent = new Agent({ keepAlive: true, maxSockets: concurrency });

function send({ method, url, headers, payload }) {
  return new Promise((resolve) => {
    const request = httpRequest(`${origin}${url}`, { method, headers, agent }, (response) => {
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
await Promise.all(Array.from({ length: concurrency }, lane));
agent.destroy();
parentPort.postMessage({ statuses });
