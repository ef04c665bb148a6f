import { DataProvider, useApiMutation, useOwnerSession } from '@portfolio/api-client';
import { siteAddresses } from '@portfolio/api-client/site';
import { createOwnerSession, deleteOwnerSession, getOwnerSession } from '@portfolio/contracts';
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

/** The owner's sign-in page: the session is read from the server and changed through it. */
function OwnerSignInContainer() {
  useDocumentTitle('Owner');
  // The page the visitor came from: a site link's navigation state, or `?from=` in the address.
  const [searchParams] = useSearchParams();
  const cameFrom = (useLocation().state as { from?: unknown } | null)?.from;
  const returnPath = ownerReturnPath(typeof cameFrom === 'string' ? cameFrom : searchParams.get('from'));
  const session = useOwnerSession();
  const signIn = useApiMutation(createOwnerSession, { kind: 'post', invalidates: [getOwnerSession] });
  const signOut = useApiMutation(deleteOwnerSession, { kind: 'post', invalidates: [getOwnerSession] });

  // The frame and the text come first (the server draws them, decision 044); the form waits for the session.
  const signedIn = session.data?.owner ?? false;
  const state = signedIn ? 'signed-in' : signIn.isPending ? 'submitting' : 'signed-out';
  const errorStatus = [signIn.status, signOut.status].find((status) => status?.tone === 'error');
  return (
    <PageFrame heading="Owner" width="narrow" homeHref={siteAddresses.landing}>
      <p>
        Signing in lets the site's owner change its data: backups, factory imports, tags and the kitchen
        inventory. Visitors can use every page without it.
      </p>
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
