import { createOwnerSession, deleteOwnerSession, getOwnerSession } from '@portfolio/contracts';
import { ownerPassword, wrongOwnerPasswordError } from '../fixtures/owner';
import { apiErrorResponse, mockContract } from '../mock-contract';

// The mock "server" remembers the sign-in for as long as the page (or test file) lives.
let ownerSignedIn = false;

/** Back to signed out (or signed in, for a story that starts as the owner). */
export function resetOwnerSession({ signedIn = false }: { signedIn?: boolean } = {}): void {
  ownerSignedIn = signedIn;
}

/** Whether the mock owner is signed in (other areas' owner-only mocks check it). */
export function isOwnerSignedIn(): boolean {
  return ownerSignedIn;
}

export const ownerHandlers = [
  mockContract(getOwnerSession, () => ({ owner: ownerSignedIn })),
  mockContract(createOwnerSession, ({ body }) => {
    if (body.password !== ownerPassword) {
      return apiErrorResponse(wrongOwnerPasswordError.status, wrongOwnerPasswordError.message);
    }
    ownerSignedIn = true;
    return { owner: true };
  }),
  mockContract(deleteOwnerSession, () => {
    ownerSignedIn = false;
    return { owner: false };
  }),
];
