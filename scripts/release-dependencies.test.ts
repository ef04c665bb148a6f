import { describe, expect, it } from 'vitest';
import { lockPathOf, releaseLock, type Lock } from './lib/release-dependencies.mjs';

/** A repository lock in miniature: two workspaces, a nested copy, a platform binary, a dev tool. */
function repositoryLock(): Lock {
  return {
    packages: {
      '': { name: 'repo' },
      'apps/server': { name: '@x/server', dependencies: { web: '^2', db: '^1' } },
      'apps/server/node_modules/web': { version: '2.0.0', dependencies: { util: '^1' } },
      'node_modules/web': { version: '1.0.0', dev: true },
      'node_modules/util': { version: '1.4.0', dev: true },
      'node_modules/db': {
        version: '1.2.0',
        dependencies: { bindings: '^3' },
        optionalDependencies: { 'db-linux-x64': '1.2.0', 'db-darwin-arm64': '1.2.0' },
        peerDependencies: { util: '^1', absent: '*' },
        peerDependenciesMeta: { absent: { optional: true } },
      },
      'node_modules/db/node_modules/bindings': { version: '3.0.0' },
      'node_modules/bindings': { version: '9.9.9' },
      'node_modules/db-linux-x64': { version: '1.2.0', os: ['linux'], cpu: ['x64'], optional: true },
      'node_modules/db-darwin-arm64': { version: '1.2.0', os: ['darwin'], cpu: ['arm64'], optional: true },
      'node_modules/linter': { version: '5.0.0', dev: true },
      'node_modules/@x/contracts': { link: true, resolved: 'packages/contracts' },
    },
  };
}

const direct = [
  { name: 'web', from: 'apps/server' },
  { name: 'db', from: 'apps/server' },
];

describe('lockPathOf', () => {
  it('finds a package the way Node does: nearest node_modules first', () => {
    const { packages } = repositoryLock();
    expect(lockPathOf(packages, 'apps/server', 'web')).toBe('apps/server/node_modules/web');
    expect(lockPathOf(packages, 'apps/site', 'web')).toBe('node_modules/web');
    expect(lockPathOf(packages, 'node_modules/db', 'bindings')).toBe('node_modules/db/node_modules/bindings');
    expect(lockPathOf(packages, 'node_modules/db', 'missing')).toBeUndefined();
  });
});

describe('releaseLock', () => {
  it('keeps the tested versions and layout, lifting a workspace copy to the top', () => {
    const { dependencies, lock } = releaseLock(repositoryLock(), direct, {
      name: 'release',
      version: '1.0.0',
    });
    expect(dependencies).toEqual({ web: '2.0.0', db: '1.2.0' });
    expect(lock.packages['']).toEqual({ name: 'release', version: '1.0.0', dependencies });
    expect(Object.keys(lock.packages).sort()).toEqual([
      '',
      'node_modules/db',
      'node_modules/db-darwin-arm64',
      'node_modules/db-linux-x64',
      'node_modules/db/node_modules/bindings',
      'node_modules/util',
      'node_modules/web',
    ]);
    expect(lock.packages['node_modules/web']?.version).toBe('2.0.0');
    expect(lock.packages['node_modules/db/node_modules/bindings']?.version).toBe('3.0.0');
  });

  it('installs what the repository marked dev when the release needs it, and nothing it does not', () => {
    const { lock } = releaseLock(repositoryLock(), direct, { name: 'release', version: '1.0.0' });
    expect(lock.packages['node_modules/util']).toEqual({ version: '1.4.0' });
    expect(lock.packages['node_modules/linter']).toBeUndefined();
    expect(lock.packages['node_modules/bindings']).toBeUndefined();
  });

  it('leaves the other platforms’ binaries optional, so npm skips them', () => {
    const { lock } = releaseLock(repositoryLock(), direct, { name: 'release', version: '1.0.0' });
    expect(lock.packages['node_modules/db-linux-x64']).toMatchObject({ optional: true, os: ['linux'] });
    expect(lock.packages['node_modules/db']?.optional).toBeUndefined();
  });

  it('refuses two versions of one package at one place', () => {
    const repository = repositoryLock();
    const both = [...direct, { name: 'web', from: 'apps/site' }];
    expect(() => releaseLock(repository, both, { name: 'release', version: '1.0.0' })).toThrow(
      'node_modules/web is needed at 2.0.0 and at 1.0.0',
    );
  });

  it('refuses a package that is not installed, or a workspace package', () => {
    const repository = repositoryLock();
    expect(() =>
      releaseLock(repository, [{ name: 'gone', from: 'apps/server' }], { name: 'r', version: '1' }),
    ).toThrow('gone (needed by apps/server) is not installed');
    expect(() =>
      releaseLock(repository, [{ name: '@x/contracts', from: 'apps/server' }], { name: 'r', version: '1' }),
    ).toThrow('@x/contracts is a workspace package');
    delete repository.packages['node_modules/db/node_modules/bindings'];
    delete repository.packages['node_modules/bindings'];
    expect(() => releaseLock(repository, direct, { name: 'r', version: '1' })).toThrow(
      'bindings (needed by node_modules/db) is not in package-lock.json',
    );
  });
});
