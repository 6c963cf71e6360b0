import { describe, expect, it } from 'vitest';
import { EMPTY_REPORT, filterReports, reportFormSchema, type ReportRow } from './reportForm.ts';

const row = (title: string, description: string) => ({ title, description }) as ReportRow;
const errorOf = (over: Partial<typeof EMPTY_REPORT>) =>
  reportFormSchema.safeParse({ ...EMPTY_REPORT, code: 'x', title: 'T', description: 'D', ...over }).error?.issues[0]?.message;

describe('report form', () => {
  it('requires every field with the spec message and checks links by type', () => {
    expect(errorOf({})).toBeUndefined();
    expect(errorOf({ title: '  ' })).toBe('Este campo es obligatorio.');
    expect(errorOf({ updateHours: [] })).toBe('Indique al menos una hora de actualización (HH:MM).');
    expect(errorOf({ updateHours: ['7:00'] })).toBe('Las horas de actualización usan el formato HH:MM (00:00 a 23:59).');
    expect(errorOf({ type: 'POWERBI', link: 'inca:performance' })).toBe(
      'El enlace debe ser una dirección https:// o, para un reporte de INCA, inca:<reporte>.',
    );
    expect(errorOf({ type: 'POWERBI', link: 'https://app.powerbi.com/r' })).toBeUndefined();
  });

  it('filters by title or description, trimmed and case-insensitive', () => {
    const rows = [row('Ventas Omnicanal', 'Tablero'), row('Cupones', 'Redención de cupones'), row('Otro', 'nada')];
    expect(filterReports(rows, { title: '  omni ', description: '' }).map((r) => r.title)).toEqual(['Ventas Omnicanal']);
    expect(filterReports(rows, { title: '', description: 'REDENCIÓN' }).map((r) => r.title)).toEqual(['Cupones']);
    expect(filterReports(rows, { title: '', description: '' })).toHaveLength(3);
  });
});
