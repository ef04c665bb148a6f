import { siteAddresses, useSiteConfig } from '@portfolio/api-client/site';
import { HomePage, useDocumentTitle } from '@portfolio/ui';
import { useNavigate } from 'react-router-dom';

/** /home: the one sign-in button leads to the landing page; nothing is checked (spec part 1 §4). */
export function HomeRoute() {
  const navigate = useNavigate();
  const site = useSiteConfig();
  useDocumentTitle('Welcome');
  return (
    <HomePage
      ownerName={site.status === 'ready' ? site.config.ownerName : undefined}
      onSignIn={() => navigate(siteAddresses.landing)}
    />
  );
}
