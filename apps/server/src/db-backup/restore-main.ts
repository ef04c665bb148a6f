import { unsupportedNodeReason } from '../node-version';

// As in main.ts: the Node check first, before the native database module loads.
const reason = unsupportedNodeReason(process.versions.node);
if (reason !== undefined) {
  process.stderr.write(`Nothing was restored: ${reason}\n`);
  process.exit(1);
}
await import('./restore-command');
