// Types of compile-server.mjs, which stays plain JavaScript so the start and release scripts load it with plain Node.
export declare const serverDir: string;
export declare const entriesFile: string;
export declare function serverEntryPoints(root: string): Record<string, string>;
export declare function packageNameOf(specifier: string): string;
export declare function compileServer(options: {
  root: string;
  outDir: string;
}): Promise<{ entries: string[]; imported: string[] }>;
