import { unsupportedNodeReason } from './node-version';

// The Node check comes before anything else loads: the database and password modules are native
// and crash without a readable message on a Node they were not built for. Hence the dynamic import.
const reason = unsupportedNodeReason(process.versions.node);
if (reason !== undefined) {
  process.stderr.write(`The server could not start: ${reason}\n`);
  process.exit(1);
}
await import('./start-server');
