import { describe, expect, it } from 'vitest';
import { buildSchema, parse, validate } from 'graphql';
import { aliasLimitRule, depthLimitRule, estimateCost } from './limits.ts';

const schema = buildSchema(`
  type Node { name: String, child: Node, children(first: Int): [Node] }
  type Query { node: Node, nodes(first: Int): [Node] }
`);

const errorsOf = (query: string, rules: Parameters<typeof validate>[2]) => validate(schema, parse(query), rules).map((e) => e.message);

describe('depth limit', () => {
  it('passes a query at the limit and refuses one deeper', () => {
    expect(errorsOf('{ node { child { name } } }', [depthLimitRule(3)])).toEqual([]);
    expect(errorsOf('{ node { child { child { name } } } }', [depthLimitRule(3)])[0]).toContain('profundidad máxima de 3');
  });

  it('follows fragments and does not loop on them', () => {
    const q = 'fragment F on Node { child { child { name } } } { node { ...F } }';
    expect(errorsOf(q, [depthLimitRule(3)])).toHaveLength(1);
    expect(errorsOf(q, [depthLimitRule(4)])).toHaveLength(0);
  });

  it('ignores introspection fields', () => {
    expect(errorsOf('{ __typename node { name } }', [depthLimitRule(2)])).toEqual([]);
  });
});

describe('alias limit', () => {
  it('counts aliases across the document', () => {
    const q = `{ ${Array.from({ length: 4 }, (_, i) => `a${i}: node { name }`).join(' ')} }`;
    expect(errorsOf(q, [aliasLimitRule(4)])).toEqual([]);
    expect(errorsOf(q, [aliasLimitRule(3)])[0]).toContain('4 alias');
  });
});

describe('cost estimate', () => {
  it('multiplies by page sizes, literal or variable', () => {
    expect(estimateCost(parse('{ node { name } }'), undefined, {})).toBe(2);
    expect(estimateCost(parse('{ nodes(first: 10) { name } }'), undefined, {})).toBe(11);
    expect(estimateCost(parse('query Q($n: Int) { nodes(first: $n) { children(first: 5) { name } } }'), 'Q', { n: 100 })).toBe(1 + 100 * (1 + 5));
  });
});
