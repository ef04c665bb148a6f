import { describe, expect, it } from 'vitest';
import { loginErrors, signUpErrors } from './validation';

const taken = ['marisol.v', 'tobias_k'];

describe('signUpErrors', () => {
  it('accepts a fresh name and a good password', () => {
    expect(signUpErrors({ username: 'river.song', password: 'hello sweetie' }, taken)).toEqual({});
  });

  it('gives the spec’s messages for missing and short values', () => {
    expect(signUpErrors({ username: '', password: '' }, taken)).toEqual({
      username: 'Username is required.',
      password: 'Password is required.',
    });
    expect(signUpErrors({ username: 'abc', password: 'abcde' }, taken)).toEqual({
      username: 'Username must be at least 6 characters.',
      password: 'Password must be at least 6 characters.',
    });
  });

  it('counts the name after trimming, the password as typed', () => {
    expect(signUpErrors({ username: '  abcde  ', password: '      ' }, taken)).toEqual({
      username: 'Username must be at least 6 characters.',
    });
    expect(signUpErrors({ username: '   ', password: 'secret1' }, taken).username).toBe(
      'Username is required.',
    );
  });

  it('refuses more than 32 characters', () => {
    const errors = signUpErrors({ username: 'u'.repeat(33), password: 'p'.repeat(33) }, taken);
    expect(errors.username).toMatch(/32 characters/);
    expect(errors.password).toMatch(/32 characters/);
    expect(signUpErrors({ username: 'u'.repeat(32), password: 'p'.repeat(32) }, taken)).toEqual({});
  });

  it('refuses taken names, trimmed, with the exact message', () => {
    expect(signUpErrors({ username: ' marisol.v ', password: 'secret1' }, taken)).toEqual({
      username: 'This username is forbidden or already in database. Choose another user name.',
    });
    expect(signUpErrors({ username: 'marisol.w', password: 'secret1' }, taken)).toEqual({});
  });

  it('refuses root and admin (too short first, so the length rule speaks)', () => {
    expect(signUpErrors({ username: 'root', password: 'secret1' }, []).username).toBeDefined();
    expect(signUpErrors({ username: 'admin', password: 'secret1' }, []).username).toBeDefined();
  });
});

describe('loginErrors', () => {
  it('applies the shared rules but no taken-name check', () => {
    expect(loginErrors({ username: 'marisol.v', password: 'demo-pass-2024' })).toEqual({});
    expect(loginErrors({ username: 'abc', password: '' })).toEqual({
      username: 'Username must be at least 6 characters.',
      password: 'Password is required.',
    });
  });
});
