export declare function freePort(host?: string): Promise<number>;

export interface ServerExit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface ServerProcess {
  name: string;
  port: number;
  /** `http://127.0.0.1:<port>` */
  url: string;
  pid: number | undefined;
  /** What the process printed so far (stdout and stderr). */
  output(): string;
  exited: Promise<ServerExit>;
  stop(signal?: NodeJS.Signals): Promise<ServerExit>;
}

export interface ServerProcessOptions {
  env?: Record<string, string>;
  name?: string;
  timeoutMs?: number;
  /** Node's arguments; default `sourceServerArgs` (the server from its TypeScript sources). */
  nodeArgs?: string[];
}

export declare const sourceServerArgs: string[];

export declare function startServerProcess(options?: ServerProcessOptions): Promise<ServerProcess>;

export declare function startServerProcesses(list: ServerProcessOptions[]): Promise<ServerProcess[]>;
