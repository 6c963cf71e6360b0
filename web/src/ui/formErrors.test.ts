import { describe, expect, it, vi } from 'vitest';
import { reportFirstError } from './formErrors.ts';

describe('reportFirstError', () => {
  it('reports the first field message only, and nothing for errors without one', () => {
    const report = vi.fn();
    reportFirstError(report)({
      startDate: { type: 'custom', message: 'La fecha desde no puede ser posterior a la fecha hasta.' },
      endDate: { type: 'custom', message: 'otra' },
    });
    expect(report).toHaveBeenCalledTimes(1);
    expect(report).toHaveBeenCalledWith('La fecha desde no puede ser posterior a la fecha hasta.');
    reportFirstError(report)({ name: { type: 'custom' } });
    expect(report).toHaveBeenCalledTimes(1);
  });
});
