const probeOrigin = 'https://site.invalid';

/**
 * The `from` of `/owner?from=…`: the page of this site the visitor came from, offered as the way
 * back after signing in. Anything that could lead off the site (`//host`, `\\host`, `https:`),
 * control characters and `/owner` itself give null.
 */
export function ownerReturnPath(from: string | null): string | null {
  if (!from?.startsWith('/') || from.startsWith('//') || from.includes('\\')) return null;
  if ([...from].some((character) => character < ' ' || character === '\u007f')) return null;
  const url = new URL(from, probeOrigin);
  if (url.origin !== probeOrigin || url.pathname === '/owner') return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
