import { type ApiRequestError, requestContract } from '@portfolio/api-client';
import {
  enneagramUserHeader,
  getEnneagramTests,
  getEnneagramUsers,
  saveEnneagramTest,
  type TestResult,
} from '@portfolio/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** POST /apiEnneagram/save-test/: the finished test, with the user name in a header too. */
export function useSaveTest() {
  const queryClient = useQueryClient();
  return useMutation<{ msg: string }, ApiRequestError, TestResult>({
    mutationFn: (test) =>
      requestContract(saveEnneagramTest, { body: test }, { headers: enneagramUserHeader(test.userid) }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [getEnneagramTests.path] }),
        queryClient.invalidateQueries({ queryKey: [getEnneagramUsers.path] }),
      ]),
  });
}
