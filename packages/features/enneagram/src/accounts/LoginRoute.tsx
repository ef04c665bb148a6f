import { PageFrame, useDocumentTitle } from '@portfolio/ui';
import { LoginForm } from '@portfolio/ui/enneagram';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useLogIn } from '../api/credential-calls';
import { enneagramPaths } from '../area/paths';
import { storeUserName } from '../storage';
import { loginFailureText } from './login-failure';
import { loginErrors } from './validation';

/** How long 'Successfully Logged in!' stays readable before the page moves on. */
export const loginSuccessPause = 700;

/** enneagram/login: signs in (the server sets a session cookie), stores the name and goes home. */
export function LoginRoute() {
  useDocumentTitle('Log In');
  const navigate = useNavigate();
  const logIn = useLogIn();
  const userid = logIn.data?.userid;

  useEffect(() => {
    if (!userid) return;
    storeUserName(userid);
    const timer = window.setTimeout(() => void navigate(enneagramPaths.home), loginSuccessPause);
    return () => window.clearTimeout(timer);
  }, [userid, navigate]);

  return (
    <PageFrame heading="Log In" width="narrow">
      <LoginForm
        validate={loginErrors}
        state={logIn.isSuccess ? 'success' : logIn.isPending ? 'submitting' : 'editing'}
        failureText={logIn.error ? loginFailureText(logIn.error) : undefined}
        onLogin={(credentials) => logIn.mutate(credentials)}
        onPasswordEdit={() => {
          if (logIn.isError) logIn.reset();
        }}
      />
    </PageFrame>
  );
}
