import { describe, expect, it } from 'vitest';
import pkg from 'node-sql-parser';
import { DEMO_CATALOGUE, COMPANY_BITS, ATTRIBUTE_TYPES, type Attribute } from './catalogue.ts';
import {
  compilePreview,
  compileWhere,
  selectionFingerprint,
  validateSelection,
  SelectionError,
  type SelectedAttribute,
} from './compiler.ts';

const byName = (technicalName: string): Attribute => DEMO_CATALOGUE.find((a) => a.technicalName === technicalName)!;
const sel = (technicalName: string, value: unknown): SelectedAttribute => ({
  id: byName(technicalName).id,
  technical_name: technicalName,
  value,
});
const where = (...items: SelectedAttribute[]) => compileWhere(validateSelection(DEMO_CATALOGUE, items), 'duckdb');
const refused = (items: SelectedAttribute[]) => {
  try {
    validateSelection(DEMO_CATALOGUE, items);
  } catch (error) {
    expect(error).toBeInstanceOf(SelectionError);
    return (error as Error).message;
  }
  throw new Error('expected a SelectionError');
};

describe('the catalogue', () => {
  it('has about forty attributes over eight categories, every type, dependencies and required fields', () => {
    expect(DEMO_CATALOGUE.length).toBeGreaterThanOrEqual(38);
    expect(new Set(DEMO_CATALOGUE.map((a) => a.category)).size).toBe(8);
    expect(new Set(DEMO_CATALOGUE.map((a) => a.type))).toEqual(new Set(ATTRIBUTE_TYPES));
    expect(DEMO_CATALOGUE.some((a) => a.dependent?.some((d) => d.orCondition))).toBe(true);
    expect(DEMO_CATALOGUE.some((a) => a.dependent?.some((d) => !d.orCondition))).toBe(true);
    expect(DEMO_CATALOGUE.some((a) => a.requiredFields?.and?.length)).toBe(true);
    expect(DEMO_CATALOGUE.some((a) => a.requiredFields?.or?.length)).toBe(true);
    expect(new Set(DEMO_CATALOGUE.map((a) => a.id)).size).toBe(DEMO_CATALOGUE.length);
  });
});

describe('compiling each attribute type', () => {
  it('BOOLEAN binds true or false', () => {
    expect(where(sel('tiene_email', '1'))).toMatchObject({ sql: '(has_email = $1)', params: [true] });
    expect(where(sel('tiene_email', '0')).params).toEqual([false]);
  });

  it('MULTI_SELECT is an OR over the chosen codes; one value is an equality', () => {
    expect(where(sel('genero', ['2', '1']))).toMatchObject({ sql: '(gender IN ($1, $2))', params: [1, 2] });
    expect(where(sel('genero', ['3']))).toMatchObject({ sql: '(gender = $1)', params: [3] });
  });

  it('MASKED_MULTI_SELECT tests any of the chosen bits', () => {
    expect(where(sel('categorias', ['8', '2']))).toMatchObject({ sql: '((category_mask & CAST($1 AS UINTEGER)) <> 0)', params: [10] });
  });

  it('RANGE is inclusive between both bounds', () => {
    expect(where(sel('edad', { lower_bound: 25, upper_bound: '40' }))).toMatchObject({ sql: '(age BETWEEN $1 AND $2)', params: [25, 40] });
  });

  it('INPUT_COMPARE uses the symbol, >= by default', () => {
    expect(where(sel('compras_12m', { value: 5, symbol: '<' }))).toMatchObject({ sql: '(purchases_12m < $1)', params: [5] });
    expect(where(sel('compras_12m', { value: '5' })).sql).toBe('(purchases_12m >= $1)');
  });

  it('SELECT is one code; SELECT_RANGE is the band of its option', () => {
    expect(where(sel('zona', '2'))).toMatchObject({ sql: '(zone = $1)', params: [2] });
    expect(where(sel('tramo_edad', '25-34'))).toMatchObject({ sql: '(age BETWEEN $1 AND $2)', params: [25, 34] });
  });

  it('attributes are AND-ed', () => {
    expect(where(sel('tiene_email', '1'), sel('zona', '1')).sql).toBe('(has_email = $1) AND (zone = $2)');
  });
});

describe('validation, with the spec messages', () => {
  it('needs at least one attribute', () => {
    expect(refused([])).toBe('Seleccione por lo menos un attributo.');
  });

  it('refuses unknown attributes and options', () => {
    expect(refused([{ id: 9999, value: '1' }])).toBe('El atributo 9999 no existe en el catálogo.');
    expect(refused([sel('genero', ['9'])])).toBe('La opción «9» no existe para Género.');
    expect(refused([sel('tramo_edad', '1-2')])).toBe('La opción «1-2» no existe para Tramo de edad.');
  });

  it('checks range bounds', () => {
    expect(refused([sel('edad', { lower_bound: 0, upper_bound: 30 })])).toBe('Debe ingresar un rango de valores para Edad');
    expect(refused([sel('edad', { lower_bound: 10, upper_bound: 30 })])).toBe('El rango de valores para Edad debe ser mayor a 18. ');
    expect(refused([sel('edad', { lower_bound: 20, upper_bound: 120 })])).toBe('El rango de valores para Edad debe ser menor a 90. ');
    expect(refused([sel('edad', { lower_bound: 50, upper_bound: 30 })])).toMatch(/no puede ser mayor/);
  });

  it('checks compare values', () => {
    expect(refused([sel('compras_12m', { value: 0 })])).toBe('Debe ingresar un valor para Compras últimos 12 meses');
    expect(refused([sel('compras_12m', { value: 'abc' })])).toBe('Debe ingresar un valor para Compras últimos 12 meses');
    expect(refused([sel('compras_12m', { value: 3, symbol: '!=' })])).toMatch(/símbolo/);
  });

  it('dependencies become required', () => {
    expect(refused([sel('comuna', ['71'])])).toBe('El atributo Comuna, requiere un valor para el atributo (Ubicación: Región).');
    expect(() => validateSelection(DEMO_CATALOGUE, [sel('comuna', ['71']), sel('region', ['7'])])).not.toThrow();
    // An or-dependency is satisfied by any one of its attributes.
    expect(refused([sel('riesgo_fuga', 'alto'), sel('compras_12m', { value: 1 })])).toBe(
      'El atributo Riesgo de fuga, requiere un valor para el atributo (Empresas: Cliente de la empresa).',
    );
    expect(() =>
      validateSelection(DEMO_CATALOGUE, [sel('riesgo_fuga', 'alto'), sel('compras_12m', { value: 1 }), sel('nivel_club', ['2'])]),
    ).not.toThrow();
  });

  it('and / or required fields', () => {
    expect(refused([sel('ticket_promedio', { lower_bound: 10, upper_bound: 50 })])).toBe(
      'Los siguientes atributos son necesarios: Compras últimos 12 meses.',
    );
    expect(refused([sel('riesgo_fuga', 'bajo'), sel('cliente_empresa', ['1'])])).toBe(
      'Debe ingresar un valor en alguno de los siguientes atributos: Compras últimos 12 meses, Días desde la última compra.',
    );
  });

  it('no typed value ever reaches the SQL text', () => {
    const sneaky = '1); DROP TABLE customers; --';
    expect(() => where(sel('genero', [sneaky]))).toThrow(SelectionError);
    const compiled = where(sel('edad', { lower_bound: 20, upper_bound: 30 }), sel('compras_12m', { value: 7, symbol: '<=' }));
    expect(compiled.sql).not.toMatch(/\b(20|30|7)\b/);
  });
});

describe('fingerprint', () => {
  it('is the same for the same selection in any order and different otherwise', () => {
    const a = [sel('zona', '1'), sel('genero', ['1', '2'])];
    const b = [sel('genero', ['2', '1']), sel('zona', '1')];
    expect(selectionFingerprint(DEMO_CATALOGUE, a)).toBe(selectionFingerprint(DEMO_CATALOGUE, b));
    expect(selectionFingerprint(DEMO_CATALOGUE, a)).not.toBe(
      selectionFingerprint(DEMO_CATALOGUE, [sel('zona', '2'), sel('genero', ['1', '2'])]),
    );
  });
});

describe('BigQuery', () => {
  const { Parser } = pkg as unknown as { Parser: new () => { astify: (sql: string, opt: { database: string }) => unknown } };
  it('compiles every type to Standard SQL that parses, with named parameters and no literals', () => {
    const selection = [
      sel('tiene_email', '1'),
      sel('genero', ['1', '2']),
      sel('categorias', ['8', '2']),
      sel('edad', { lower_bound: 25, upper_bound: 40 }),
      sel('compras_12m', { value: 3, symbol: '>' }),
      sel('zona', '2'),
      sel('tramo_edad', '35-44'),
    ];
    const compiled = compilePreview(DEMO_CATALOGUE, selection, 'bigquery', {
      table: '`inca.warehouse.customers`',
      companyBits: COMPANY_BITS,
    });
    expect(() => new Parser().astify(compiled.sql, { database: 'BigQuery' })).not.toThrow();
    expect(compiled.sql).toContain('IN UNNEST(@p1)');
    expect(compiled.named).toMatchObject({ p0: true, p1: [1, 2], p2: 2, p3: 8 });
    const where = compiled.sql.slice(compiled.sql.indexOf(' WHERE '));
    expect(where).not.toMatch(/\b(25|40|35|44)\b/);
  });
});
