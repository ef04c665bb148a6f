/** The encodings the build writes beside each asset (see apps/site/precompress.ts), best first. */
const encodings = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

export type PrecompressedEncoding = (typeof encodings)[number];

/**
 * The best precompressed encoding the browser accepts, from its Accept-Encoding header
 * (`br;q=0` refuses brotli; `*` accepts anything not named).
 */
export function acceptedEncodings(header: string | undefined): PrecompressedEncoding[] {
  if (!header) return [];
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    if (name) weights.set(name, Number.isNaN(weight) ? 0 : weight);
  }
  const weightOf = (name: string) => weights.get(name) ?? weights.get('*') ?? 0;
  return encodings.filter((encoding) => weightOf(encoding.name) > 0);
}
