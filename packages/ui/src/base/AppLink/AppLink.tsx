import type { AnchorHTMLAttributes, MouseEvent, ReactNode } from 'react';
import { useLinkNavigation } from '../../navigation';
import { VisuallyHidden } from '../VisuallyHidden';

export interface AppLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** An address inside the site ("/references") or, with `external`, a full URL. */
  href: string;
  /** Opens in a new tab, without giving the new page access to this one. */
  external?: boolean;
  children: ReactNode;
}

/** Only a plain left click is ours: modified clicks keep the browser's new-tab and save behaviours. */
function isPlainLeftClick(event: MouseEvent<HTMLAnchorElement>) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * The site's link: a real `<a href>` (so it can be opened in a new tab, copied, crawled) that
 * navigates inside the app without a page load when a LinkNavigationProvider is present.
 */
export function AppLink({ href, external = false, children, onClick, target, rel, ...rest }: AppLinkProps) {
  const navigate = useLinkNavigation();

  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || external || target || !navigate || !isPlainLeftClick(event)) return;
    event.preventDefault();
    navigate(href);
  };

  if (external) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" onClick={onClick} {...rest}>
        {children}
        <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
      </a>
    );
  }

  return (
    <a href={href} target={target} rel={rel} onClick={handleClick} {...rest}>
      {children}
    </a>
  );
}
