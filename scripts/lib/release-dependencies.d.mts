// Types of release-dependencies.mjs, which stays plain JavaScript so the release script loads it with plain Node.
export interface LockEntry {
  version?: string;
  link?: boolean;
  optional?: boolean;
  dev?: boolean;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
  [key: string]: unknown;
}
export interface Lock {
  packages: Record<string, LockEntry>;
  [key: string]: unknown;
}
export declare const releasedWorkspaces: string[];
export declare function runtimePackages(root: string, start?: string[]): { name: string; from: string }[];
export declare function lockPathOf(
  packages: Record<string, LockEntry>,
  from: string,
  name: string,
): string | undefined;
export declare function releaseLock(
  rootLock: Lock,
  direct: { name: string; from: string }[],
  release: { name: string; version: string },
): { dependencies: Record<string, string>; lock: Lock };
