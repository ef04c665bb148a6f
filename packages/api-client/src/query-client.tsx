import { QueryClient, QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useContext } from 'react';
import { ApiRequestError } from './http-error';

/** Retry a read once, but only when another try can help: no answer, or a server-side failure. */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (failureCount >= 1) return false;
  if (!(error instanceof ApiRequestError)) return true;
  return error.status === 0 || error.status === 408 || error.status === 429 || error.status >= 500;
}

/** The site's query defaults: answers stay fresh for 30 s, reads retry once, writes never. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: shouldRetryQuery },
      // A write repeated behind the user's back could apply twice.
      mutations: { retry: false },
    },
  });
}

let appQueryClient: QueryClient | undefined;

/** The one client of the running site, made on first use, so areas share their cache. */
export function getAppQueryClient(): QueryClient {
  appQueryClient ??= createQueryClient();
  return appQueryClient;
}

/**
 * Gives a feature's pages the site's query client. Route modules wrap their pages in it, so the
 * landing page never loads TanStack Query or axios. Where a client is already provided (a story's
 * fresh client, a test), that one is kept.
 */
export function DataProvider({ children }: { children: ReactNode }) {
  const provided = useContext(QueryClientContext);
  if (provided) return children;
  return <QueryClientProvider client={getAppQueryClient()}>{children}</QueryClientProvider>;
}
