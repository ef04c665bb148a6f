import { createContext, type ReactNode, useContext } from 'react';

/** Client-side navigation to an address inside the site, e.g. the router's navigate. */
export type NavigateToHref = (href: string) => void;

// ui links cannot read the router (ARCHITECTURE §2), so the app hands its navigate down here.
const LinkNavigationContext = createContext<NavigateToHref | undefined>(undefined);

export interface LinkNavigationProviderProps {
  navigate: NavigateToHref;
  children: ReactNode;
}

/** Lets every AppLink below navigate without a page load. The site binds it to the router. */
export function LinkNavigationProvider({ navigate, children }: LinkNavigationProviderProps) {
  return <LinkNavigationContext value={navigate}>{children}</LinkNavigationContext>;
}

/** The navigate function of the nearest LinkNavigationProvider, or undefined outside one. */
export function useLinkNavigation(): NavigateToHref | undefined {
  return useContext(LinkNavigationContext);
}
