import { describe, expect, it } from 'vitest';
import { statusOn } from './seed.ts';

const day = (iso: string) => new Date(`${iso}T12:00:00Z`);
const now = day('2026-11-27');

describe('demo campaign status by its dates', () => {
  it('is FINALIZADA once ended, whatever was drawn', () => {
    for (const drawn of ['ACTIVA', 'INACTIVA', 'PROGRAMADA'])
      expect(statusOn(now, day('2026-10-01'), day('2026-11-20'), drawn)).toBe('FINALIZADA');
  });

  it('is PROGRAMADA before it starts, never ACTIVA', () => {
    for (const drawn of ['ACTIVA', 'INACTIVA', 'PROGRAMADA'])
      expect(statusOn(now, day('2026-12-27'), day('2027-02-04'), drawn)).toBe('PROGRAMADA');
  });

  it('is ACTIVA or INACTIVA while it runs, never PROGRAMADA', () => {
    expect(statusOn(now, day('2026-11-01'), day('2026-12-14'), 'ACTIVA')).toBe('ACTIVA');
    expect(statusOn(now, day('2026-11-01'), day('2026-12-14'), 'INACTIVA')).toBe('INACTIVA');
    expect(statusOn(now, day('2026-11-01'), day('2026-12-14'), 'PROGRAMADA')).toBe('ACTIVA');
  });
});
