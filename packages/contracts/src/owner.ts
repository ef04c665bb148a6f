import { z } from 'zod';
import { defineContract } from './contract';

export const ownerSessionSchema = z.object({ owner: z.boolean() });
export type OwnerSession = z.infer<typeof ownerSessionSchema>;

export const ownerSignInSchema = z.object({
  password: z
    .string({ error: 'Enter the owner password' })
    .min(1, 'Enter the owner password')
    .max(200, 'The owner password has at most 200 characters'),
});
export type OwnerSignIn = z.infer<typeof ownerSignInSchema>;

/** Is this browser signed in as the owner? */
export const getOwnerSession = defineContract({
  method: 'GET',
  path: '/api/owner/session',
  response: ownerSessionSchema,
});

/** Sign in as the owner: sets an HttpOnly session cookie. 401 on a wrong password. */
export const createOwnerSession = defineContract({
  method: 'POST',
  path: '/api/owner/session',
  body: ownerSignInSchema,
  response: ownerSessionSchema,
});

/** Sign out: deletes the session and clears the cookie. */
export const deleteOwnerSession = defineContract({
  method: 'DELETE',
  path: '/api/owner/session',
  response: ownerSessionSchema,
});
