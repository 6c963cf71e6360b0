import { rejected, type Step } from './result.ts';

const GENDER_WORDS: ReadonlyMap<string, 'f' | 'm'> = new Map([
  ['f', 'f'],
  ['femenino', 'f'],
  ['mujer', 'f'],
  ['female', 'f'],
  ['m', 'm'],
  ['masculino', 'm'],
  ['hombre', 'm'],
  ['h', 'm'],
  ['male', 'm'],
]);

/** Layer 1 for gender: f, femenino, mujer → "f"; m, masculino, hombre, h → "m"; anything else rejected. */
export function normalizeGender(text: string): Step {
  const gender = GENDER_WORDS.get(text.toLowerCase());
  return gender ?? rejected(`gender "${text}" not mappable to f/m`);
}
