// The flag shown beside a hovered country (decision 040). Flags are the flag-icons set's 4:3 SVGs,
// named by lower-case ISO 3166-1 alpha-2 code; the server sends them at /images/world-flags/.

export const flagFolder = '/images/world-flags';

/**
 * The spec's two special names: shapes whose flag is not found by an ISO code. Kosovo has no ISO
 * code (the data gives it none): its flag is the set's `xk` file. Northern Cyprus's shape carries
 * our own code `xn`, and the set has no flag for it.
 */
const specialFlagFiles: Readonly<Record<string, string | null>> = {
  xk: 'xk',
  xn: null,
};

/** Codes of shapes the flag set has no flag for: they show their name alone. */
const withoutFlag = new Set(['xs']);

/** The flag image of a country, or undefined when there is none. */
export function flagAddress(code: string): string | undefined {
  if (!/^[a-z]{2}$/.test(code) || withoutFlag.has(code)) return undefined;
  const special = Object.hasOwn(specialFlagFiles, code) ? specialFlagFiles[code] : undefined;
  if (special === null) return undefined;
  return `${flagFolder}/${special ?? code}.svg`;
}
