import { useApiMutation, useApiQuery } from '@portfolio/api-client';
import { createOwnerSession, deleteOwnerSession, getOwnerSession } from '@portfolio/contracts';
import { AppLink, LoadingIndicator, OwnerSignInForm, PageFrame, useDocumentTitle } from '@portfolio/ui';
import { useLocation, useSearchParams } from 'react-router-dom';
import { ownerReturnPath } from './return-path';

/** The owner's sign-in page: the session is read from the server and changed through it. */
export function OwnerSignInContainer() {
  useDocumentTitle('Owner');
  // The page the visitor came from: a site link's navigation state, or `?from=` in the address.
  const [searchParams] = useSearchParams();
  const cameFrom = (useLocation().state as { from?: unknown } | null)?.from;
  const returnPath = ownerReturnPath(typeof cameFrom === 'string' ? cameFrom : searchParams.get('from'));
  const session = useApiQuery(getOwnerSession);
  const signIn = useApiMutation(createOwnerSession, { kind: 'post', invalidates: [getOwnerSession] });
  const signOut = useApiMutation(deleteOwnerSession, { kind: 'post', invalidates: [getOwnerSession] });

  if (!session.data) return <LoadingIndicator label="Checking the owner session" />;

  const signedIn = session.data.owner;
  const state = signedIn ? 'signed-in' : signIn.isPending ? 'submitting' : 'signed-out';
  const errorStatus = [signIn.status, signOut.status].find((status) => status?.tone === 'error');
  return (
    <PageFrame heading="Owner" width="narrow">
      <p>
        Signing in lets the site's owner change its data: backups, factory imports, tags and the kitchen
        inventory. Visitors can use every page without it.
      </p>
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
      {signedIn && returnPath && (
        <p>
          <AppLink href={returnPath}>Back to the page you came from</AppLink>
        </p>
      )}
    </PageFrame>
  );
}
