import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { Kind, parse, type DefinitionNode } from 'graphql';
import { ROOT } from '../../scripts/composition.ts';

/**
 * The schema is documentation: the sandbox shows every description to developers of other internal
 * apps. Every type, field, input field and enum value of every subgraph carries a docstring.
 */
function undocumented(sdl: string): string[] {
  const missing: string[] = [];
  const check = (what: string, description: { value: string } | undefined) => {
    if (!description?.value.trim()) missing.push(what);
  };
  for (const node of parse(sdl).definitions as readonly DefinitionNode[]) {
    switch (node.kind) {
      case Kind.OBJECT_TYPE_DEFINITION:
      case Kind.INTERFACE_TYPE_DEFINITION:
      case Kind.INPUT_OBJECT_TYPE_DEFINITION:
        check(node.name.value, node.description);
        for (const field of node.fields ?? []) check(`${node.name.value}.${field.name.value}`, field.description);
        break;
      case Kind.OBJECT_TYPE_EXTENSION:
      case Kind.INTERFACE_TYPE_EXTENSION:
      case Kind.INPUT_OBJECT_TYPE_EXTENSION:
        for (const field of node.fields ?? []) check(`${node.name.value}.${field.name.value}`, field.description);
        break;
      case Kind.ENUM_TYPE_DEFINITION:
        check(node.name.value, node.description);
        for (const value of node.values ?? []) check(`${node.name.value}.${value.name.value}`, value.description);
        break;
      case Kind.ENUM_TYPE_EXTENSION:
        for (const value of node.values ?? []) check(`${node.name.value}.${value.name.value}`, value.description);
        break;
      case Kind.UNION_TYPE_DEFINITION:
      case Kind.SCALAR_TYPE_DEFINITION:
        check(node.name.value, node.description);
        break;
      default:
        break;
    }
  }
  return missing;
}

const subgraphs = readdirSync(path.join(ROOT, 'subgraphs'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

describe('every subgraph schema documents itself', () => {
  it('finds the subgraphs', () => {
    expect(subgraphs.length).toBeGreaterThan(0);
    expect(subgraphs).toContain('audience');
  });

  it('the check catches a missing docstring', () => {
    expect(undocumented('"A thing." type Thing { "Doc." a: Int\n b: Int }\n enum E { "Yes." Y\n N }')).toEqual(['Thing.b', 'E', 'E.N']);
  });

  it.each(subgraphs)('%s: every type, field, input field and enum value has a docstring', (name) => {
    const sdl = readFileSync(path.join(ROOT, 'subgraphs', name, 'schema.graphql'), 'utf8');
    expect(undocumented(sdl)).toEqual([]);
  });
});
