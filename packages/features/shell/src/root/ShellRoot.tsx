import { SiteConfigProvider, siteAddresses } from '@portfolio/api-client/site';
import { LinkNavigationProvider, ThemeRoot } from '@portfolio/ui';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/** Wraps the whole site: theme, router-backed links for ui components, the public config. */
export function ShellRoot({ children }: { children: ReactNode }) {
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
        <SiteConfigProvider>{children}</SiteConfigProvider>
      </LinkNavigationProvider>
    </ThemeRoot>
  );
}
