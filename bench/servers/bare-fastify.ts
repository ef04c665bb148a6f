// The baseline: bare Fastify answering a constant JSON body, nothing else.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/api/owner/session', async () => ({ owner: true }));
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
console.log(JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0 }));
