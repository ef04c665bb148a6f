// Types of node-runtime.mjs, which stays plain JavaScript so it runs before anything is installed.
export declare const minimumNode: { major: number; minor: number };
export declare const projectNodeVersion: string;
export declare function isSupportedNode(version: string): boolean;
export declare function nodePackageName(platform?: string, arch?: string): string | undefined;
export declare function nodeCacheRoot(env?: NodeJS.ProcessEnv): string;
export declare function unsupportedNodeMessage(found: string): string;
export declare function provisionNode(version?: string, root?: string): string;
export declare function environmentFor(nodeBinary: string, env?: NodeJS.ProcessEnv): NodeJS.ProcessEnv;
export declare function ensureSupportedNode(scriptUrl: string): Promise<void>;
