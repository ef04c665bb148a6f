export declare const nginxConfigFile: string;
export declare const caddyfile: string;

export interface TestCertificate {
  certificate: string;
  key: string;
  /** The certificate itself, for a client to trust. */
  pem: string;
}

export declare function makeTestCertificate(dir: string): TestCertificate;

export interface ProxyOptions {
  dir: string;
  httpPort: number;
  httpsPort: number;
  /** `host:port` of each server. */
  upstreams: string[];
  certificate: TestCertificate;
}

export interface RunningProxy {
  /** `https://127.0.0.1:<httpsPort>` */
  url: string;
  /** `http://127.0.0.1:<httpPort>` */
  httpUrl: string;
  isAlive(): boolean;
  log(): string;
  stop(): Promise<void>;
}

export declare function renderNginxSite(text: string, options: Omit<ProxyOptions, 'dir'>): string;
export declare function renderCaddyfile(text: string, options: ProxyOptions): string;
export declare function waitForPort(
  port: number,
  options?: { timeoutMs?: number; isAlive?: () => boolean },
): Promise<void>;
export declare function startNginx(options: ProxyOptions): Promise<RunningProxy>;
export declare function startCaddy(options: ProxyOptions): Promise<RunningProxy>;
