import { SiteConfigProvider } from '@portfolio/api-client/site';
import { LinkNavigationProvider, ThemeRoot } from '@portfolio/ui';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';

/** Wraps the whole site: theme, router-backed links for ui components, the public config. */
export function ShellRoot({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <ThemeRoot>
      <LinkNavigationProvider navigate={navigate}>
        <SiteConfigProvider>{children}</SiteConfigProvider>
      </LinkNavigationProvider>
    </ThemeRoot>
  );
}
