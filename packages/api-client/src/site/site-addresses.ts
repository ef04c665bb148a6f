/**
 * The site-wide pages every area links to or sends a visitor to. Areas import these instead of
 * writing the addresses out, so moving one of these pages is a one-line change.
 */
export const siteAddresses = {
  /** The entry page (spec part 1 §2): signing in here leads to the landing page. */
  home: '/home',
  /** The tiles: where every area's way home leads. */
  landing: '/landing',
  /** The owner's sign-in page. */
  owner: '/owner',
  /** Where a failed request sends the visitor, with the failure in the navigation state. */
  error: '/error',
} as const;

export type SiteAddress = (typeof siteAddresses)[keyof typeof siteAddresses];
