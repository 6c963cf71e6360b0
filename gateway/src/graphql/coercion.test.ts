import { buildSchema, graphql } from 'graphql';
import { describe, expect, it } from 'vitest';
import { coercionMessage } from './coercion.ts';

const schema = buildSchema('type Query { f(d: Float!, n: Int, e: E, i: In): Int } enum E { A B } input In { x: Int! }');
/** The messages graphql-js itself writes for a query and its variables. */
const messages = async (source: string, variableValues: Record<string, unknown> = {}) =>
  ((await graphql({ schema, source, variableValues })).errors ?? []).map((e) => e.message);

describe('type errors of variables and literals', () => {
  it('name the variable in Spanish and never repeat the value sent', async () => {
    const cases: [string, Record<string, unknown>, string][] = [
      ['query($d: Float!) { f(d: $d) }', { d: '1e+308-secreto' }, 'La variable $d tiene un valor no válido para su tipo.'],
      ['query($d: Float!, $n: Int) { f(d: $d, n: $n) }', { d: 1, n: 1e308 }, 'La variable $n tiene un valor no válido para su tipo.'],
      ['query($d: Float!, $e: E) { f(d: $d, e: $e) }', { d: 1, e: 'secreto' }, 'La variable $e tiene un valor no válido para su tipo.'],
      [
        'query($d: Float!, $i: In) { f(d: $d, i: $i) }',
        { d: 1, i: { x: 'secreto' } },
        'La variable $i tiene un valor no válido para su tipo.',
      ],
      ['query($d: Float!) { f(d: $d) }', {}, 'Falta la variable $d.'],
      ['query($d: Float!) { f(d: $d) }', { d: null }, 'La variable $d no puede ser nula.'],
      ['{ f(d: "secreto") }', {}, 'Un valor de la consulta no es válido para su tipo.'],
      ['{ f(d: 1, n: 1e308) }', {}, 'Un valor de la consulta no es válido para su tipo.'],
    ];
    for (const [source, variables, expected] of cases) {
      const [message] = await messages(source, variables);
      expect(message, source).toBeDefined();
      const spanish = coercionMessage(message!);
      expect(spanish, message).toBe(expected);
      expect(spanish).not.toMatch(/secreto|1e\+?308/);
    }
  });

  it('leaves other messages alone', () => {
    expect(coercionMessage('Cannot query field "x" on type "Query".')).toBeUndefined();
    expect(coercionMessage('No puede crear audiencias para esa empresa.')).toBeUndefined();
  });
});
