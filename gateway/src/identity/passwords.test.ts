import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords.ts';

describe('password hashing', () => {
  it('accepts the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('demo1234');
    expect(stored).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(stored).not.toContain('demo1234');
    await expect(verifyPassword('demo1234', stored)).resolves.toBe(true);
    await expect(verifyPassword('demo12345', stored)).resolves.toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('x')).not.toBe(await hashPassword('x'));
  });

  it('refuses a malformed stored hash', async () => {
    await expect(verifyPassword('demo1234', 'plain')).resolves.toBe(false);
  });
});
