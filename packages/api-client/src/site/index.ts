// The light entry of the data-access layer: what the first page load needs (the public site
// config and the site-wide addresses) without axios, TanStack Query or zod.
export { siteAddresses, type SiteAddress } from './site-addresses';
export { SiteConfigProvider, useSiteConfig, type SiteConfigState } from './SiteConfigProvider';
