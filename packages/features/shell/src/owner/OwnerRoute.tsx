import { DataProvider, keepOwnerSession, useApiMutation, useOwnerSession } from '@portfolio/api-client';
import { siteAddresses } from '@portfolio/api-client/site';
import { createOwnerSession, deleteOwnerSession } from '@portfolio/contracts';
import { AppLink, LoadingIndicator, OwnerSignInForm, PageFrame, useDocumentTitle } from '@portfolio/ui';
import { useLocation, useSearchParams } from 'react-router-dom';
import { ownerReturnPath } from './return-path';

/** /owner, a lazy route: it is the shell's only page that needs the data-access stack. */
export function OwnerRoute() {
  return (
    <DataProvider>
      <OwnerSignInContainer />
    </DataProvider>
  );
}

/** The pages where a signed-in owner changes the site's data, each named for what is changed there. */
const OWNER_PAGES: ReadonlyArray<{ href: string; label: string }> = [
  { href: '/export-backup/n95', label: 'References: backup, restore and factory import' },
  { href: '/video-database/add-tags', label: 'Video library: tags' },
  { href: '/recipes/in-stock', label: 'Recipes: the kitchen inventory' },
  { href: '/recipes/import-data', label: 'Recipes: factory import' },
  { href: '/leitner/vocab', label: 'Leitner box: the vocabulary deck' },
  { href: '/deep-work/tasks-home', label: 'Deep Work: tasks and blocks' },
  { href: '/dwm/x540t/settings', label: 'Dinners: calendar and mail settings' },
];

/** The owner's sign-in page: the session is read from the server and changed through it. */
function OwnerSignInContainer() {
  useDocumentTitle('Owner');
  // The page the visitor came from: a site link's navigation state, or `?from=` in the address.
  const [searchParams] = useSearchParams();
  const cameFrom = (useLocation().state as { from?: unknown } | null)?.from;
  const returnPath = ownerReturnPath(typeof cameFrom === 'string' ? cameFrom : searchParams.get('from'));
  const session = useOwnerSession();
  // Both answer the session as it now is, which every page then reads: no second request.
  const signIn = useApiMutation(createOwnerSession, { kind: 'post', updateCache: keepOwnerSession });
  const signOut = useApiMutation(deleteOwnerSession, { kind: 'post', updateCache: keepOwnerSession });

  // The frame and the text come first (the server draws them, decision 044); the form waits for the session.
  const signedIn = session.data?.owner ?? false;
  const state = signedIn ? 'signed-in' : signIn.isPending ? 'submitting' : 'signed-out';
  const errorStatus = [signIn.status, signOut.status].find((status) => status?.tone === 'error');
  return (
    <PageFrame heading="Owner" width="narrow" homeHref={siteAddresses.landing}>
      <p>Signing in lets the site's owner change its data. Visitors can use every page without it.</p>
      <nav aria-label="What the owner can change">
        <ul>
          {OWNER_PAGES.map(({ href, label }) => (
            <li key={href}>
              <AppLink href={href}>{label}</AppLink>
            </li>
          ))}
        </ul>
      </nav>
      {!session.data ? (
        <LoadingIndicator label="Checking the owner session" />
      ) : (
        <OwnerSignInForm
          state={state}
          errorMessage={errorStatus?.text}
          onSignIn={(password) => {
            signOut.reset();
            signIn.mutate({ body: { password } });
          }}
          onSignOut={() => {
            signIn.reset();
            signOut.mutate();
          }}
        />
      )}
      {signedIn && returnPath && (
        <p>
          <AppLink href={returnPath}>Back to the page you came from</AppLink>
        </p>
      )}
    </PageFrame>
  );
}
