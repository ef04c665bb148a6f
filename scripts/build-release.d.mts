// Types of build-release.mjs, which stays plain JavaScript so `npm run build:release` runs it with plain Node.
export interface Release {
  out: string;
  bytes: number;
  packageBytes: number;
  seconds: number;
}
export declare function buildRelease(options?: {
  root?: string;
  out?: string;
  log?: (line: string) => void;
}): Promise<Release>;
