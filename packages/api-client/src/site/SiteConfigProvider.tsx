import type { SiteConfig } from '@portfolio/contracts';
import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import { readEmbeddedSiteConfig } from './embedded-site-config';

export type SiteConfigState =
  | { status: 'ready'; config: SiteConfig }
  | { status: 'loading' }
  | { status: 'unavailable'; message: string };

const SiteConfigContext = createContext<SiteConfigState>({ status: 'loading' });

async function fetchSiteConfig(): Promise<SiteConfig> {
  // Loaded on demand: only the dev server, dev:mock and Storybook reach this path.
  const [{ requestContract }, { getSiteConfig }] = await Promise.all([
    import('../request-contract'),
    import('@portfolio/contracts'),
  ]);
  return requestContract(getSiteConfig);
}

/** Provides the public site config: embedded in the page by the server, else fetched once. */
export function SiteConfigProvider({ children, initial }: { children: ReactNode; initial?: SiteConfig }) {
  const [state, setState] = useState<SiteConfigState>(() => {
    const config = initial ?? readEmbeddedSiteConfig();
    return config ? { status: 'ready', config } : { status: 'loading' };
  });

  useEffect(() => {
    if (state.status !== 'loading') return;
    let cancelled = false;
    fetchSiteConfig().then(
      (config) => !cancelled && setState({ status: 'ready', config }),
      (error: unknown) =>
        !cancelled &&
        setState({ status: 'unavailable', message: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      cancelled = true;
    };
  }, [state.status]);

  return <SiteConfigContext.Provider value={state}>{children}</SiteConfigContext.Provider>;
}

export function useSiteConfig(): SiteConfigState {
  return useContext(SiteConfigContext);
}
