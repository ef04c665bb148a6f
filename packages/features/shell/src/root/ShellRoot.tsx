import { SiteConfigProvider, siteAddresses } from '@portfolio/api-client/site';
import type { SiteConfig } from '@portfolio/contracts';
import { LinkNavigationProvider, ThemeRoot } from '@portfolio/ui';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/**
 * Wraps the whole site: theme, router-backed links for ui components, the public config. The
 * server's first paint passes `siteConfig` (it has no page to read it from); the browser reads the
 * copy the server embedded in the page.
 */
export function ShellRoot({ children, siteConfig }: { children: ReactNode; siteConfig?: SiteConfig }) {
  const navigate = useNavigate();
  const location = useLocation();
  // A link to the owner page carries the page it was followed from, so /owner can lead back.
  const navigateFromLink = (href: string) =>
    void navigate(
      href,
      href === siteAddresses.owner
        ? { state: { from: `${location.pathname}${location.search}` } }
        : undefined,
    );
  return (
    <ThemeRoot>
      <LinkNavigationProvider navigate={navigateFromLink}>
        <SiteConfigProvider initial={siteConfig}>{children}</SiteConfigProvider>
      </LinkNavigationProvider>
    </ThemeRoot>
  );
}
