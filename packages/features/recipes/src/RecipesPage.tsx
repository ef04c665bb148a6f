import { siteAddresses } from '@portfolio/api-client/site';
import { useDocumentTitle } from '@portfolio/ui';
import { RecipesFrame } from '@portfolio/ui/recipes';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { recipesNavLinks } from './recipes-paths';

/** Every recipe page's frame: the way home, the navigation bar with the current page marked, the title. */
export function RecipesPage({
  title,
  heading,
  children,
}: {
  title: string;
  heading?: ReactNode;
  children: ReactNode;
}) {
  useDocumentTitle(title);
  const { pathname } = useLocation();
  return (
    <RecipesFrame
      homeHref={siteAddresses.landing}
      navLinks={recipesNavLinks}
      currentHref={pathname}
      heading={heading}
    >
      {children}
    </RecipesFrame>
  );
}
