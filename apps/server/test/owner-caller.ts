import { apiErrorSchema } from '@portfolio/contracts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { signInAsOwner } from './build-test-app';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Requests as the signed-in owner: the owner-only routes' happy paths and their bad input. */
export interface OwnerCaller {
  app: FastifyInstance;
  call: (method: Method, url: string, payload?: unknown) => Promise<LightMyRequestResponse>;
}

export async function ownerCaller(app: FastifyInstance): Promise<OwnerCaller> {
  const cookie = await signInAsOwner(app);
  return {
    app,
    // Writes say they are JSON, body-less ones too, as the site's client does (decision 075).
    call: (method, url, payload) =>
      app.inject({
        method,
        url,
        headers: method === 'GET' ? { cookie } : { cookie, 'content-type': 'application/json' },
        ...(payload === undefined ? {} : { payload: payload as object }),
      }),
  };
}

/** A refusal in the shared error shape, naming the field when one is given. */
export function expectRefusal(response: LightMyRequestResponse, status: number, field?: string): void {
  expect(response.statusCode, response.body).toBe(status);
  const body = apiErrorSchema.parse(response.json());
  expect(body.status).toBe(status);
  if (field !== undefined) {
    expect(body.field).toBe(field);
    expect(body.message).toContain(field);
  }
}
