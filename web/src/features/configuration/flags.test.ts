import { describe, expect, it } from 'vitest';
import { changedFlags, FLAG_KEYS, flagsInput, todayInSantiago } from './flags.ts';

const all = (value: boolean) => Object.fromEntries(FLAG_KEYS.map((k) => [k, value])) as Record<(typeof FLAG_KEYS)[number], boolean>;

describe('configuration flags', () => {
  it('sends exactly the nine flags, dropping __typename', () => {
    const input = flagsInput({ ...all(true), __typename: 'CompanyFlags' } as never);
    expect(Object.keys(input)).toEqual([...FLAG_KEYS]);
  });

  it('lists the flags a change touched, in column order', () => {
    expect(changedFlags(all(false), { ...all(false), gptImages: true, shareAction: true })).toEqual(['shareAction', 'gptImages']);
    expect(changedFlags(all(true), all(true))).toEqual([]);
  });

  it('dates the process in Santiago, not UTC', () => {
    expect(todayInSantiago(new Date('2026-11-24T02:00:00Z'))).toBe('2026-11-23');
  });
});
