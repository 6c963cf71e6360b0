import { describe, expect, it } from 'vitest';
import { EMPTY_SEGMENT_SELECT_FILTER, segmentFilterOf, segmentSelectFilterSchema } from './segmentSelectFilter.ts';

const messages = (values: object) => {
  const parsed = segmentSelectFilterSchema.safeParse({ ...EMPTY_SEGMENT_SELECT_FILTER, ...values });
  return parsed.success ? undefined : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('segment selection filter form', () => {
  it('needs a name, a type or a date, in Spanish', () => {
    const required = ['name: Ingrese al menos un valor para filtrar: nombre, tipo o un rango de fechas.'];
    expect(messages({})).toEqual(required);
    expect(messages({ name: '  ' })).toEqual(required);
    expect(messages({ type: '2' })).toBeUndefined();
    expect(messages({ processedTo: '2026-01-01' })).toBeUndefined();
  });

  it('refuses a "desde" after its "hasta" on each range', () => {
    expect(messages({ createdFrom: '2026-05-01', createdTo: '2026-01-01' })).toEqual([
      'createdTo: La fecha inicial debe ser anterior a la final.',
    ]);
    expect(messages({ processedFrom: '2026-05-01', processedTo: '2026-01-01' })).toEqual([
      'processedTo: La fecha inicial debe ser anterior a la final.',
    ]);
  });

  it("limits the service's answer to the campaign's company and sends only what is set", () => {
    expect(segmentFilterOf('011', { ...EMPTY_SEGMENT_SELECT_FILTER, name: ' norte ', type: '2', processedFrom: '2026-01-01' })).toEqual({
      usableByCompany: '011',
      name: 'norte',
      typeIds: [2],
      createdFrom: undefined,
      createdTo: undefined,
      modifiedFrom: '2026-01-01',
      modifiedTo: undefined,
    });
  });
});
