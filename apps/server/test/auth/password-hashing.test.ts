import { hash } from '@node-rs/argon2';
import { describe, expect, it } from 'vitest';
import {
  hashSecret,
  PASSWORD_HASH_OPTIONS,
  passwordHashOptions,
  verifySecret,
} from '../../src/modules/auth/passwords.ts';

/**
 * The tests hash with a cheap cost (NODE_ENV=test, passwords.ts); everywhere else, production included,
 * the real cost stays: argon2id, 19 MiB, two passes, one lane.
 */
describe('password hashing', () => {
  it('uses argon2id with 19 MiB, two passes and one lane outside the tests', async () => {
    for (const nodeEnv of ['production', 'staging', 'development', 'test-e2e', undefined])
      expect(passwordHashOptions(nodeEnv)).toEqual({
        algorithm: 2,
        memoryCost: 19_456,
        timeCost: 2,
        parallelism: 1,
      });
    const hashed = await hash('Demo@2026!', passwordHashOptions('production'));
    expect(hashed).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifySecret(hashed, 'Demo@2026!')).toBe(true);
    expect(await verifySecret(hashed, 'Demo@2026?')).toBe(false);
  });

  it('hashes cheaply under NODE_ENV=test only, and a hash of either cost is checked by its own parameters', async () => {
    expect(process.env.NODE_ENV).toBe('test');
    const cheap = await hashSecret('Demo@2026!');
    expect(cheap).toMatch(/^\$argon2id\$v=19\$m=1024,t=1,p=1\$/);
    expect(await verifySecret(cheap, 'Demo@2026!')).toBe(true);
    const real = await hash('Demo@2026!', PASSWORD_HASH_OPTIONS);
    expect(await verifySecret(real, 'Demo@2026!')).toBe(true);
    expect(await verifySecret(real, 'wrong')).toBe(false);
  });
});
