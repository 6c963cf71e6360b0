import { describe, expect, it } from 'vitest';
import { reportFields } from './reports.ts';

const form = (type: unknown) => ({
  code: 'tablero',
  title: 'Tablero',
  description: 'Un tablero.',
  all_permission: true,
  link: 'https://app.powerbi.com/reportEmbed?reportId=1',
  update_hours: ['06:00'],
  maintenance: false,
  ...(type === undefined ? {} : { type }),
});
const outcome = (type: unknown) => {
  const r = reportFields.safeParse(form(type));
  return r.success ? r.data.type : r.error.issues[0]!.message;
};

describe('report type (spec §3, §9: POWERBI, LOOKERSTUDIO)', () => {
  it("takes the spec's values, and the lower-case ones stored before", () => {
    expect(outcome('POWERBI')).toBe('POWERBI');
    expect(outcome('LOOKERSTUDIO')).toBe('LOOKERSTUDIO');
    expect(outcome('powerbi')).toBe('POWERBI');
  });

  it('says a wrong type is invalid, and only a missing one is missing', () => {
    expect(outcome('EXCEL')).toBe('El tipo de reporte no es válido: use POWERBI, LOOKERSTUDIO o INCA.');
    expect(outcome(7)).toBe('El tipo de reporte no es válido: use POWERBI, LOOKERSTUDIO o INCA.');
    expect(outcome(undefined)).toBe('Este campo es obligatorio.');
    expect(outcome('')).toBe('Este campo es obligatorio.');
  });
});
