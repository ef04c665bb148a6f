import { useApiMutation, useApiQuery } from '@portfolio/api-client';
import { createOwnerSession, deleteOwnerSession, getOwnerSession } from '@portfolio/contracts';
import { LoadingIndicator, OwnerSignInForm, PageFrame, useDocumentTitle } from '@portfolio/ui';

/** The owner's sign-in page: the session is read from the server and changed through it. */
export function OwnerSignInContainer() {
  useDocumentTitle('Owner');
  const session = useApiQuery(getOwnerSession);
  const signIn = useApiMutation(createOwnerSession, { kind: 'post', invalidates: [getOwnerSession] });
  const signOut = useApiMutation(deleteOwnerSession, { kind: 'post', invalidates: [getOwnerSession] });

  if (!session.data) return <LoadingIndicator label="Checking the owner session" />;

  const signedIn = session.data.owner;
  const state = signedIn ? 'signed-in' : signIn.isPending ? 'submitting' : 'signed-out';
  const errorStatus = [signIn.status, signOut.status].find((status) => status?.tone === 'error');
  return (
    <PageFrame heading="Owner" width="narrow" homeHref="/landing">
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
    </PageFrame>
  );
}
