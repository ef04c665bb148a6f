import { describe, expect, it } from 'vitest';
import { signInAsOwner, TEST_OWNER_PASSWORD, useTestServer } from '../../test/build-test-app';
import { databases } from '../../test/databases';
import { verifyPassword } from './password';

const session = '/api/owner/session';

describe.each(databases)('owner password set-up on $name', (database) => {
  const server = useTestServer(database);

  const storedHashes = async (app: Awaited<ReturnType<typeof server.build>>) =>
    (await app.db.selectFrom('owner_credential').select('password_hash').execute()).map(
      (row) => row.password_hash,
    );

  it('generates a strong password on first start when none is set, stores only its argon2id hash', async () => {
    const app = await server.build({ OWNER_PASSWORD: undefined });
    const generated = app.generatedOwnerPassword;
    expect(generated).toMatch(/^[A-Za-z0-9_-]{24}$/);

    const hashes = await storedHashes(app);
    expect(hashes).toHaveLength(1);
    expect(hashes[0]).toMatch(/^\$argon2id\$/);
    expect(hashes[0]).not.toContain(generated);
    expect(await verifyPassword(hashes[0]!, generated!)).toBe(true);

    const response = await app.inject({ method: 'POST', url: session, payload: { password: generated } });
    expect(response.statusCode).toBe(200);
  });

  it('keeps the generated password across restarts and does not show it again', async () => {
    const first = await server.build({ OWNER_PASSWORD: undefined });
    const generated = first.generatedOwnerPassword!;
    await first.close();

    const second = await server.build({ OWNER_PASSWORD: undefined });
    expect(second.generatedOwnerPassword).toBeUndefined();
    await signInAsOwner(second, generated);
  });

  it('tells each later start that the generated password is still in use, until it is replaced', async () => {
    const first = await server.build({ OWNER_PASSWORD: undefined });
    expect(first.ownerPasswordGeneratedEarlierAt).toBeUndefined();
    const generated = first.generatedOwnerPassword!;
    await first.close();

    const second = await server.build({ OWNER_PASSWORD: undefined });
    expect(second.ownerPasswordGeneratedEarlierAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    await second.close();

    // Naming the generated password in OWNER_PASSWORD counts as knowing it: no more reminders.
    const third = await server.build({ OWNER_PASSWORD: generated });
    await third.close();
    const fourth = await server.build({ OWNER_PASSWORD: undefined });
    expect(fourth.ownerPasswordGeneratedEarlierAt).toBeUndefined();
    await signInAsOwner(fourth, generated);
  });

  it('does not generate a password when OWNER_PASSWORD is set', async () => {
    const app = await server.build();
    expect(app.generatedOwnerPassword).toBeUndefined();
    expect((await storedHashes(app))[0]).toMatch(/^\$argon2id\$/);
  });

  it('lets OWNER_PASSWORD replace the stored password, signing every browser out', async () => {
    const first = await server.build();
    const oldCookie = await signInAsOwner(first);
    await first.close();

    const second = await server.build({ OWNER_PASSWORD: 'a brand new owner password' });
    const old = await second.inject({
      method: 'POST',
      url: session,
      payload: { password: TEST_OWNER_PASSWORD },
    });
    expect(old.statusCode).toBe(401);
    await signInAsOwner(second, 'a brand new owner password');
    expect((await second.inject({ url: session, headers: { cookie: oldCookie } })).json()).toEqual({
      owner: false,
    });
    expect(await storedHashes(second)).toHaveLength(1);
  });

  it('keeps sessions when the same OWNER_PASSWORD starts the server again', async () => {
    const first = await server.build();
    const cookie = await signInAsOwner(first);
    const hashBefore = await storedHashes(first);
    await first.close();

    const second = await server.build();
    expect(await storedHashes(second)).toEqual(hashBefore);
    expect((await second.inject({ url: session, headers: { cookie } })).json()).toEqual({ owner: true });
  });

  it('replaces a generated password once OWNER_PASSWORD is set', async () => {
    const first = await server.build({ OWNER_PASSWORD: undefined });
    const generated = first.generatedOwnerPassword!;
    await first.close();

    const second = await server.build();
    const old = await second.inject({ method: 'POST', url: session, payload: { password: generated } });
    expect(old.statusCode).toBe(401);
    await signInAsOwner(second);
  });
});
