import { describe, expect, it } from 'vitest';
import { crossTableFormSchema, crossTableKey, crossTableSaveInput, sandboxKey, type CrossTableFormValues } from './crossTableForm.ts';

const valid: CrossTableFormValues = {
  companyCode: '022',
  name: 'retail_compras',
  description: 'Clientes con compras',
  typeName: 'SEGMENT_CONTACT',
  sandbox: false,
  table: 'projects/inca-warehouse/datasets/retail/tables/compras',
  sandboxGroup: '',
};
const errorsOf = (v: CrossTableFormValues) => {
  const r = crossTableFormSchema('Retail').safeParse(v);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('cross-table form (§5)', () => {
  it('accepts a complete table choice', () => {
    expect(errorsOf(valid)).toEqual({});
  });
  it('requires the table without the sandbox switch, the group with it', () => {
    expect(errorsOf({ ...valid, table: '' })).toEqual({ table: 'La Vista es requerida' });
    expect(errorsOf({ ...valid, sandbox: true })).toEqual({ sandboxGroup: 'El grupo es requerido' });
    expect(errorsOf({ ...valid, sandbox: true, table: '', sandboxGroup: sandboxKey('Churn', 'Alto') })).toEqual({});
  });
  it('keeps the name, description and type rules and the 200-character description', () => {
    const errors = errorsOf({ ...valid, name: 'ab', description: '', typeName: '' });
    expect(errors.name).toBe('El nombre debe tener al menos 3 caracteres');
    expect(errorsOf({ ...valid, name: 'marcas_compras' }).name).toMatch(/alias de la empresa \(Retail\)/);
    expect(errors.description).toBe('La Descripción es requerida');
    expect(errors.typeName).toBe('El tipo de segmento es requerido');
    expect(errorsOf({ ...valid, description: 'x'.repeat(201) }).description).toMatch(/200/);
    expect(errorsOf({ ...valid, description: 'x'.repeat(200) })).toEqual({});
  });
  it('a preview key changes with the source, not with the name', () => {
    expect(crossTableKey(valid)).toBe(crossTableKey({ ...valid, name: 'otro' } as CrossTableFormValues));
    expect(crossTableKey(valid)).not.toBe(crossTableKey({ ...valid, table: 'projects/p/datasets/d/tables/t' }));
    expect(crossTableKey({ ...valid, sandbox: true, sandboxGroup: sandboxKey('A', '1') })).not.toBe(
      crossTableKey({ ...valid, sandbox: true, sandboxGroup: sandboxKey('A', '2') }),
    );
  });
  it('sends the sandbox use case and group, or the table', () => {
    expect(crossTableSaveInput({ ...valid, sandbox: true, sandboxGroup: sandboxKey('Churn', 'Alto') }, 'p1').source).toEqual({
      companyCode: '022',
      sandbox: true,
      useCase: 'Churn',
      group: 'Alto',
    });
    expect(crossTableSaveInput(valid, 'p1')).toMatchObject({
      previewId: 'p1',
      source: { sandbox: false, relativeResourceName: valid.table },
    });
  });
});
