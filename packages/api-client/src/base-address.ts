/** How the API is reached (spec part 1 §7): plain HTTP, HTTPS, or plain HTTP on port 83. */
export type ServerMode = 'HTTP_DEFAULT' | 'HTTPS' | 'HTTP_PORT83';

export const serverModes: readonly ServerMode[] = ['HTTP_DEFAULT', 'HTTPS', 'HTTP_PORT83'];

export interface BaseAddressParts {
  serverMode: ServerMode;
  /** Written with its dot, as the spec's constant is: `www.`. */
  subdomain?: string;
  /** `example` in `www.example.com`. Without it the API is on the page's own origin. */
  secondLevelDomain?: string;
  /** `com` in `www.example.com`; may be left out for a single-label host such as `localhost`. */
  topLevelDomain?: string;
}

/**
 * The address every API path is appended to: protocol, subdomain, second-level domain,
 * top-level domain and port. With no domain configured it is '' so requests stay on the page's
 * own origin (the dev proxy, the production server that serves the site, Storybook and MSW).
 */
export function buildBaseAddress(parts: BaseAddressParts): string {
  const { serverMode, subdomain = '', secondLevelDomain, topLevelDomain } = parts;
  if (!secondLevelDomain) return '';
  const protocol = serverMode === 'HTTPS' ? 'https' : 'http';
  const port = serverMode === 'HTTP_PORT83' ? ':83' : '';
  const host = `${subdomain}${secondLevelDomain}${topLevelDomain ? `.${topLevelDomain}` : ''}`;
  return `${protocol}://${host}${port}`;
}
