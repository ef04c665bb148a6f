import { PageFrame, useDocumentTitle } from '@portfolio/ui';
import { SignUpForm } from '@portfolio/ui/enneagram';
import { useNavigate } from 'react-router-dom';
import { useAllUsers } from '../api/get-all-users';
import { useLogIn, useSignUp } from '../api/credential-calls';
import { enneagramPaths } from '../area/paths';
import { storeUserName, useStoredUserName } from '../storage';
import { loginFailureText } from './login-failure';
import { signUpErrors } from './validation';

/**
 * enneagram/signup: creates an account. Log In (after success) signs the new user in on the
 * server as well, so saving a test works at once, then stores the name and goes home.
 */
export function SignUpRoute() {
  useDocumentTitle('Sign Up');
  const navigate = useNavigate();
  const userName = useStoredUserName();
  const users = useAllUsers();
  const signUp = useSignUp();
  const logIn = useLogIn();
  // The refreshed user list holds the account just created: it is not "taken" from this form.
  const created = signUp.isSuccess ? signUp.data.userid : null;
  const taken = users.data?.map((user) => user.userid).filter((userid) => userid !== created) ?? [];

  const state = signUp.isSuccess ? 'created' : signUp.isPending ? 'submitting' : 'editing';
  const errorMessage = signUp.error
    ? signUp.error.error || signUp.error.message
    : logIn.error
      ? loginFailureText(logIn.error)
      : undefined;

  return (
    <PageFrame heading="Sign Up" width="narrow">
      <SignUpForm
        validate={(values) => signUpErrors(values, taken)}
        state={state}
        loggedIn={userName !== null && state !== 'created'}
        errorMessage={errorMessage}
        onEdit={() => {
          if (signUp.isError) signUp.reset();
        }}
        onCreateAccount={(credentials) => signUp.mutate(credentials)}
        loggingIn={logIn.isPending || logIn.isSuccess}
        onLogIn={(credentials) =>
          logIn.mutate(credentials, {
            onSuccess: (answer) => {
              storeUserName(answer.userid);
              void navigate(enneagramPaths.home);
            },
          })
        }
      />
    </PageFrame>
  );
}
