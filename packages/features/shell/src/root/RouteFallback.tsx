import { LoadingIndicator } from '@portfolio/ui';

/** Shown while a lazy area's code is loading. */
export function RouteFallback() {
  return <LoadingIndicator label="Loading the page" />;
}
