// Debian's nginx and Caddy on loopback, each run with the repository's own configuration file
// (deploy/nginx/portfolio.conf, deploy/caddy/Caddyfile) with only its ports, server addresses
// and certificate replaced: the deployment tests and the bench exercise the files an owner
// installs. Each replacement must match, so a file that drifts from what this expects fails loudly.
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
export const nginxConfigFile = join(repoRoot, 'deploy/nginx/portfolio.conf');
export const caddyfile = join(repoRoot, 'deploy/caddy/Caddyfile');

/** Where a Debian package is missing, the message says how to get it (CI installs both: .ci/run). */
function requireCommand(command, debianPackage) {
  const found = spawnSync('sh', ['-c', `command -v ${command}`], { encoding: 'utf8' });
  if (found.status !== 0) {
    throw new Error(`${command} is not installed: apt-get install ${debianPackage} (.ci/run installs it)`);
  }
}

/** A self-signed certificate for 127.0.0.1 and localhost, made with openssl in `dir`. */
export function makeTestCertificate(dir) {
  requireCommand('openssl', 'openssl');
  const certificate = join(dir, 'test-cert.pem');
  const key = join(dir, 'test-key.pem');
  const made = spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-keyout',
      key,
      '-out',
      certificate,
      '-days',
      '2',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1,DNS:localhost',
    ],
    { encoding: 'utf8' },
  );
  if (made.status !== 0) throw new Error(`openssl failed: ${made.stderr}`);
  return { certificate, key, pem: readFileSync(certificate, 'utf8') };
}

function replaceOnce(text, pattern, replacement, what) {
  if (!pattern.test(text)) throw new Error(`the proxy file no longer has ${what} (${pattern})`);
  return text.replace(pattern, replacement);
}

/**
 * The repository's nginx site file with the test's ports, servers and certificate: listening on
 * 127.0.0.1 only, one `server` line per upstream with the file's own parameters.
 */
export function renderNginxSite(text, { httpPort, httpsPort, upstreams, certificate }) {
  let site = text;
  site = replaceOnce(
    site,
    /^(\s*)server 127\.0\.0\.1:8080( [^;]*)?;$/m,
    (_line, indent, parameters = '') =>
      upstreams.map((upstream) => `${indent}server ${upstream}${parameters};`).join('\n'),
    'the upstream server line',
  );
  site = replaceOnce(
    site,
    /^(\s*)listen 80;\n\s*listen \[::\]:80;$/m,
    `$1listen 127.0.0.1:${httpPort};`,
    'listen 80',
  );
  site = replaceOnce(
    site,
    /^(\s*)listen 443 ssl http2;\n\s*listen \[::\]:443 ssl http2;$/m,
    `$1listen 127.0.0.1:${httpsPort} ssl http2;`,
    'listen 443',
  );
  site = replaceOnce(
    site,
    /ssl_certificate \S+;/,
    `ssl_certificate ${certificate.certificate};`,
    'ssl_certificate',
  );
  site = replaceOnce(
    site,
    /ssl_certificate_key \S+;/,
    `ssl_certificate_key ${certificate.key};`,
    'ssl_certificate_key',
  );
  return site;
}

/** Resolves once something accepts TCP connections on `port` of 127.0.0.1. */
export async function waitForPort(port, { timeoutMs = 30_000, isAlive = () => true } = {}) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const open = await new Promise((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    if (!isAlive() || Date.now() > deadline) throw new Error(`nothing listens on port ${port}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A proxy process: its log for a failing test, and a stop that waits for it to end. */
function watch(child, name, logFile) {
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  let ended = false;
  const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  exited.then(() => (ended = true));
  return {
    isAlive: () => !ended,
    log: () => {
      let file = '';
      try {
        file = logFile ? readFileSync(logFile, 'utf8') : '';
      } catch {
        // No log written yet.
      }
      return `${name}:\n${output}${file}`;
    },
    async stop() {
      if (!ended) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Resolves with the proxy and its addresses once it accepts connections; stops it if it never does. */
async function serving(proxy, { httpPort, httpsPort }) {
  try {
    await waitForPort(httpsPort, { isAlive: proxy.isAlive });
  } catch (error) {
    await proxy.stop();
    throw new Error(`${error.message}\n${proxy.log()}`);
  }
  return { ...proxy, url: `https://127.0.0.1:${httpsPort}`, httpUrl: `http://127.0.0.1:${httpPort}` };
}

/**
 * Runs nginx in the foreground with the repository's site file (rendered as above) inside a
 * minimal main configuration whose pid file, logs and temporary folders are all in `dir`.
 */
export async function startNginx({ dir, httpPort, httpsPort, upstreams, certificate }) {
  requireCommand('nginx', 'nginx');
  mkdirSync(dir, { recursive: true });
  // Run as root, nginx's workers drop to `nobody`, who must reach the folder.
  chmodSync(dir, 0o755);
  const site = join(dir, 'portfolio.conf');
  writeFileSync(
    site,
    renderNginxSite(readFileSync(nginxConfigFile, 'utf8'), { httpPort, httpsPort, upstreams, certificate }),
  );
  const temp = (name) => `${name}_temp_path ${join(dir, `${name}-temp`)};`;
  const main = join(dir, 'nginx.conf');
  const errorLog = join(dir, 'error.log');
  writeFileSync(
    main,
    [
      'daemon off;',
      'worker_processes 1;',
      `pid ${join(dir, 'nginx.pid')};`,
      `error_log ${errorLog} warn;`,
      'events { worker_connections 1024; }',
      'http {',
      `  access_log ${join(dir, 'access.log')};`,
      `  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}`,
      `  include ${site};`,
      '}',
      '',
    ].join('\n'),
  );
  const child = spawn('nginx', ['-c', main, '-p', dir], { stdio: ['ignore', 'pipe', 'pipe'] });
  return serving(watch(child, 'nginx', errorLog), { httpPort, httpsPort });
}

/**
 * The repository's Caddyfile with the test's address, ports, certificate and servers: no admin
 * endpoint, and Caddy's own files in `dir` instead of the home folder.
 */
export function renderCaddyfile(text, { httpPort, httpsPort, upstreams, certificate, dir }) {
  let file = text;
  file = replaceOnce(
    file,
    /^(\s*)email \S+$/m,
    [
      `$1admin off`,
      `$1http_port ${httpPort}`,
      `$1https_port ${httpsPort}`,
      `$1storage file_system ${join(dir, 'caddy-data')}`,
    ].join('\n'),
    'the global email option',
  );
  file = replaceOnce(
    file,
    /^example\.org \{$/m,
    `https://127.0.0.1:${httpsPort} {\n\ttls ${certificate.certificate} ${certificate.key}`,
    'the example.org site block',
  );
  file = replaceOnce(
    file,
    /^(\s*)reverse_proxy 127\.0\.0\.1:8080 \{$/m,
    `$1reverse_proxy ${upstreams.join(' ')} {`,
    'the reverse_proxy line',
  );
  return file;
}

export async function startCaddy({ dir, httpPort, httpsPort, upstreams, certificate }) {
  requireCommand('caddy', 'caddy');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'Caddyfile');
  writeFileSync(
    file,
    renderCaddyfile(readFileSync(caddyfile, 'utf8'), { httpPort, httpsPort, upstreams, certificate, dir }),
  );
  const child = spawn('caddy', ['run', '--config', file, '--adapter', 'caddyfile'], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      HOME: dir,
      XDG_DATA_HOME: join(dir, 'data'),
      XDG_CONFIG_HOME: join(dir, 'config'),
    },
  });
  return serving(watch(child, 'caddy'), { httpPort, httpsPort });
}
