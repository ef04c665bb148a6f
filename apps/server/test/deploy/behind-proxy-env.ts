/**
 * A server's settings behind the test's reverse proxy, as README "Behind a reverse proxy" says:
 * the proxy connects from 127.0.0.1, cookies are Secure, and the per-address limit is small
 * enough for a test to reach. Visitors connect from other loopback addresses (127.x.y.z).
 */
export function behindProxyEnv(options: {
  databaseUrl: string;
  dataDir: string;
  siteDir: string;
  ownerPassword: string;
  rateLimitMax: number;
}): Record<string, string> {
  return {
    DATABASE_URL: options.databaseUrl,
    DATA_DIR: options.dataDir,
    SITE_DIR: options.siteDir,
    OWNER_PASSWORD: options.ownerPassword,
    TRUST_PROXY: '127.0.0.1',
    COOKIE_SECURE: 'true',
    RATE_LIMIT_MAX: String(options.rateLimitMax),
    LOG_LEVEL: 'warn',
  };
}
