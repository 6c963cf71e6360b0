import { describe, expect, it } from 'vitest';
import { EMPTY_REPORT_FILTER, reportFilterSchema } from './reportFilter.ts';

const messages = (values: object) => {
  const parsed = reportFilterSchema.safeParse({ ...EMPTY_REPORT_FILTER, ...values });
  return parsed.success ? undefined : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('report management filter form', () => {
  it('needs a title or a description, blanks not counting, in Spanish', () => {
    expect(messages({})).toEqual(['title: Ingrese un título o una descripción para filtrar.']);
    expect(messages({ title: '  ', description: ' ' })).toEqual(['title: Ingrese un título o una descripción para filtrar.']);
    expect(messages({ title: 'ventas' })).toBeUndefined();
    expect(messages({ description: 'cupones' })).toBeUndefined();
  });
});
