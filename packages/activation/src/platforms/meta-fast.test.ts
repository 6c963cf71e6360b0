import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createKeyNormalizers, createKeySenders, createNormalizer } from './index.ts';
import { plainMetaEmail } from './meta.ts';

// Meta's e-mail has a one-pass path for the usual address (the publishing engine's hot path). A leading
// space keeps any text off it (layer 1 trims the space again), so `" " + x` is the general path's answer for x.
const meta = createNormalizer('meta', { today: 20260601 });
const [em] = createKeyNormalizers('meta', ['em'], { today: 20260601 });
const [emSend] = createKeySenders('meta', ['em'], { today: 20260601 });
const pick = <T>(values: readonly T[]) => fc.constantFrom(...values);
const text = (alphabet: string, min: number, max: number) =>
  fc.array(pick([...alphabet]), { minLength: min, maxLength: max }).map((c) => c.join(''));
const local = text("abcXYZ019.-_+!#'`~", 0, 70);
const domain = text('abzAZ09-.', 0, 20);
const usual = fc
  .tuple(text('abcXY09_+-', 1, 12), pick(['', '.', '.x']), text('abZ09', 1, 8), pick(['', '.b2', '.Sub']), pick(['cl', 'com', 'CL', 'io']))
  .map(([l, dot, d, sub, t]) => `${l}${dot}@${d}${sub}.${t}`);
const email = fc.oneof(
  usual,
  fc.tuple(local, domain, pick(['cl', 'com', 'CL', 'c', '1a', 'a-b', 'x--y', 'Es', ''])).map(([l, d, t]) => `${l}@${d}.${t}`),
  fc.tuple(local, domain).map(([l, d]) => `${l}@${d}`),
  text('abc@.AZ-_+1', 0, 20),
);

describe('Meta e-mail: the one-pass path answers exactly what the general path answers', () => {
  it('on generated addresses, usual and unusual', () => {
    let fast = 0;
    fc.assert(
      fc.property(email, (address) => {
        const general = meta({ email: ` ${address}` }).fields.em!;
        expect(meta({ email: address }).fields.em).toEqual(general);
        expect(em!({ email: address })).toEqual(general);
        expect(emSend!({ email: address })).toEqual('send' in general ? general.send : general);
        const plain = plainMetaEmail(address);
        if (plain !== null) {
          fast += 1;
          expect(general).toMatchObject({ status: 'ok', normalized: plain });
        }
      }),
      { numRuns: 3000 },
    );
    // The generator reaches the fast path often enough for the comparison to mean something.
    expect(fast).toBeGreaterThan(100);
  });

  it('on the shapes of the synthetic customer base and the edges of the rules', () => {
    for (const address of [
      'cliente123@gmail.com',
      ' Cliente.9+promo@Gmail.com ',
      'CLIENTE7@HOTMAIL.COM',
      'a@b.co',
      'a@b.c',
      '.a@b.cl',
      'a.@b.cl',
      'a..b@c.cl',
      'a@b..cl',
      'a@.cl',
      'a@b.1a',
      `${'x'.repeat(64)}@b.cl`,
      `${'x'.repeat(65)}@b.cl`,
      `a@${'b'.repeat(63)}.cl`,
      `a@${'b'.repeat(64)}.cl`,
      `a@b.${'c'.repeat(63)}`,
      `a@b.${'c'.repeat(64)}`,
      'a@b@c.cl',
      '@b.cl',
      'a@b-c.cl',
      'a@b.c-d',
      '`a@b.cl',
      'a`@b.cl',
      'sin correo',
      'a@b.cl ',
    ]) {
      expect({ address, em: meta({ email: address }).fields.em }).toEqual({ address, em: meta({ email: ` ${address}` }).fields.em });
    }
    expect(plainMetaEmail('CLIENTE7@HOTMAIL.COM')).toBe('cliente7@hotmail.com');
    expect(plainMetaEmail('cliente.9+promo@gmail.com')).toBe('cliente.9+promo@gmail.com');
    expect(plainMetaEmail('a@b.c')).toBeNull();
  });
});
