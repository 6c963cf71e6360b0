import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSchema, parse, validate } from 'graphql';
import { ASSUMED_LIST_SIZE, aliasLimitRule, costEstimator, depthLimitRule, estimateCost, fieldWeights } from './limits.ts';

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
    expect(estimateCost(parse('query Q($n: Int) { nodes(first: $n) { children(first: 5) { name } } }'), 'Q', { n: 100 })).toBe(
      1 + 100 * (1 + 5),
    );
  });
});

describe('cost estimate with the schema', () => {
  const api = buildSchema(`
    type Share { id: ID }
    type Item { code: ID, shares: [Share!]!, owner: Item }
    type Page { totalCount: Int, nodes: [Item!]! }
    type Query { items(page: Int = 1, pageSize: Int = 10): Page!, item(code: ID!): Item }
  `);
  const cost = (query: string, variables: Record<string, unknown> = {}) => estimateCost(parse(query), undefined, variables, api);

  it('uses the schema default page size and does not count the page twice', () => {
    expect(cost('{ items { nodes { code } } }')).toBe(1 + 10 * (1 + 1));
    expect(cost('{ items(pageSize: 100) { totalCount nodes { code } } }')).toBe(1 + 100 * (1 + 1 + 1));
  });

  it('multiplies any other list by the assumed size', () => {
    expect(cost('{ item(code: "a") { shares { id } } }')).toBe(1 + (1 + ASSUMED_LIST_SIZE * 1));
    expect(cost('{ items(pageSize: 2) { nodes { shares { id } } } }')).toBe(1 + 2 * (1 + (1 + ASSUMED_LIST_SIZE)));
  });

  it('leaves out what @include and @skip leave out', () => {
    const q = 'query Q($all: Boolean!) { items(pageSize: 4) { nodes { code shares @include(if: $all) { id } } } }';
    expect(estimateCost(parse(q), 'Q', { all: false }, api)).toBe(1 + 4 * (1 + 1));
    expect(estimateCost(parse(q), 'Q', { all: true }, api)).toBe(1 + 4 * (1 + 1 + (1 + ASSUMED_LIST_SIZE)));
  });

  it('prices aliases of large pages with nested lists', () => {
    const alias = (i: number) => `a${i}: items(pageSize: 165) { nodes { code shares { id } owner { code shares { id } } } }`;
    // items → nodes (the page, counted once) → code, shares (a list), owner → code, shares.
    const one = 1 + 165 * (1 + (1 + (1 + ASSUMED_LIST_SIZE) + (1 + (1 + (1 + ASSUMED_LIST_SIZE)))));
    expect(cost(`{ ${[0, 1, 2, 3, 4].map(alias).join(' ')} }`)).toBe(5 * one);
  });
});

describe('cost estimate with field weights', () => {
  const api = buildSchema(`
    type Run { id: ID }
    type Item { code: ID, runs: [Run!]!, lastRun: Run }
    type Page { nodes: [Item!]! }
    type Query { items(pageSize: Int = 10): Page! }
  `);
  const weights = fieldWeights(`
    type Item { code: ID, runs: [Run!]! @cost(weight: 10), lastRun: Run @cost(weight: 7) }
    type Run { id: ID }
  `);
  const cost = (query: string) => estimateCost(parse(query), undefined, {}, api, weights);

  it('reads @cost weights by type and field', () => {
    expect([...weights]).toEqual([
      ['Item.runs', 10],
      ['Item.lastRun', 7],
    ]);
  });

  it('weighs a field read per row once per row of the page it is under', () => {
    expect(cost('{ items(pageSize: 100) { nodes { code } } }')).toBe(1 + 100 * (1 + 1));
    expect(cost('{ items(pageSize: 100) { nodes { code runs { id } } } }')).toBe(1 + 100 * (1 + 1 + (10 + ASSUMED_LIST_SIZE)));
    expect(cost('{ items(pageSize: 500) { nodes { lastRun { id } } } }')).toBe(1 + 500 * (1 + (7 + 1)));
  });

  it('knows the audience fields that read their own service data, from the composed supergraph', () => {
    const composed = fieldWeights(readFileSync(path.resolve(import.meta.dirname, '../../../schema/supergraph.graphql'), 'utf8'));
    for (const field of ['timeline', 'tracks', 'runs', 'lastRun', 'billingProcessDates', 'billing', 'qualityReport'])
      expect(composed.get(`Audience.${field}`), field).toBe(10);
  });
});

describe('cost estimator with a memory', () => {
  const api = buildSchema('type Page { nodes: [Int!]! } type Query { items(pageSize: Int = 10): Page! }');
  it('answers a document asked again from memory, and each variable set on its own', () => {
    const costOf = costEstimator(api, new Map());
    const document = parse('query Q($n: Int) { items(pageSize: $n) { nodes } }');
    expect(costOf(document, 'Q', { n: 5 })).toBe(1 + 5 * 1);
    expect(costOf(document, 'Q', { n: 500 })).toBe(1 + 500 * 1);
    // Same document object, variables back to the first set: the first answer again.
    expect(costOf(document, 'Q', { n: 5 })).toBe(6);
    expect(costOf(parse('{ items { nodes } }'), undefined, {})).toBe(11);
  });
});
