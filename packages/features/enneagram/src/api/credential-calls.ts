import { type ApiRequestError, requestContract } from '@portfolio/api-client';
import {
  enneagramCredentialHeaders,
  type EnneagramCredentials,
  getEnneagramUsers,
  logInEnneagramUser,
  signUpEnneagramUser,
} from '@portfolio/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

type CredentialContract = typeof signUpEnneagramUser | typeof logInEnneagramUser;

/** Sign-up and login send an empty body; the credentials travel in headers (spec §7). */
function sendCredentials(contract: CredentialContract, { username, password }: EnneagramCredentials) {
  return requestContract(contract, {}, { headers: enneagramCredentialHeaders(username, password) });
}

/** POST /apiEnneagram/signup/: creates the account; the user list then includes it. */
export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation<{ userid: string }, ApiRequestError, EnneagramCredentials>({
    mutationFn: (credentials) => sendCredentials(signUpEnneagramUser, credentials),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [getEnneagramUsers.path] }),
  });
}

/** POST /apiEnneagram/login/: the server answers with a session cookie. */
export function useLogIn() {
  return useMutation<{ userid: string }, ApiRequestError, EnneagramCredentials>({
    mutationFn: (credentials) => sendCredentials(logInEnneagramUser, credentials),
  });
}
