// Types of workspaces.mjs, which stays plain JavaScript so scripts/test.mjs can load it with plain Node.
/** The repository root, with a trailing slash. */
export declare const repoRoot: string;
export interface Workspace {
  /** The folder, relative to the repository root, with forward slashes. */
  dir: string;
  manifest: { name?: string; portfolio?: { untested?: string }; [key: string]: unknown };
}
export declare function listWorkspaces(root?: string): Workspace[];
export declare function typecheckProjects(root?: string): string[];
export declare function typecheckReferences(root?: string): Map<string, string[]>;
export declare function vitestProjects(root?: string): string[];
export declare function storyGlobs(root?: string, configDir?: string): string[];
export declare function layoutProblems(root?: string): string[];
