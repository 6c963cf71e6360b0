import { afterEach, describe, expect, it, vi } from 'vitest';
import { realToday, ServiceClock } from './clock.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('service clock', () => {
  it("gives today's date in Chilean time, across the change of day in UTC", () => {
    expect(realToday(new Date('2026-03-10T02:30:00Z'))).toBe('2026-03-09');
    expect(realToday(new Date('2026-03-10T15:00:00Z'))).toBe('2026-03-10');
  });

  it('answers every request from one formatter instead of building one per call', () => {
    const built = vi.spyOn(Intl, 'DateTimeFormat');
    const clock = new ServiceClock(false);
    for (let i = 0; i < 3; i++) expect(clock.today()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(built).not.toHaveBeenCalled();
  });
});
