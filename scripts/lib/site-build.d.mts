// Types of site-build.mjs, which stays plain JavaScript so scripts/test.mjs can load it with plain Node.
export declare function bundledWorkspaces(root?: string): string[];
export declare function staleSiteBuild(root?: string): string | undefined;
