// The light entry of the data-access layer: what the first page load needs (the public site
// config, the site-wide addresses, the shape of an area's route table) without axios, TanStack
// Query or zod.
export type { AreaRoute, FirstDataAddress } from './area-route';
export { Redirect } from './Redirect';
export {
  type PageStatusNote,
  PageStatusNoter,
  recordPageStatus,
  useNotFoundStatus,
} from './page-status-note';
export { siteAddresses, type SiteAddress } from './site-addresses';
export { SiteConfigProvider, useSiteConfig, type SiteConfigState } from './SiteConfigProvider';
