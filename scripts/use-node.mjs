// Puts the project's Node (the version in .node-version, from the npm registry) first on PATH.
//   eval "$(node scripts/use-node.mjs)"        this shell: prints the export lines to evaluate
//   node scripts/use-node.mjs --system         as root (CI): installs it as /usr/local/bin/node
//   node scripts/use-node.mjs --binary [VER]   prints the path of a provisioned node binary
// Node built-ins only: it runs on the machine's older Node.
import { mkdirSync, rmSync, symlinkSync } from 'node:fs';
import { dirname } from 'node:path';
import { projectNodeVersion, provisionNode } from './lib/node-runtime.mjs';

const [mode, requestedVersion] = process.argv.slice(2);
const version = requestedVersion ?? projectNodeVersion;

try {
  if (mode === '--system') {
    // The way a CI's setup-node step does it: the binary in a versioned folder, linked onto PATH.
    const binary = provisionNode(version, '/usr/local/lib/nodejs');
    mkdirSync('/usr/local/bin', { recursive: true });
    rmSync('/usr/local/bin/node', { force: true });
    symlinkSync(binary, '/usr/local/bin/node');
    console.log(`Node ${version} is /usr/local/bin/node (${binary}).`);
  } else if (mode === '--binary') {
    console.log(provisionNode(version));
  } else if (mode === undefined) {
    const binDir = dirname(provisionNode(version));
    console.log(`export PATH="${binDir}:$PATH"`);
  } else {
    console.error('usage: node scripts/use-node.mjs [--system | --binary [VERSION]]');
    process.exit(2);
  }
} catch (error) {
  console.error(`Could not provision Node ${version}: ${error.message}`);
  process.exit(1);
}
