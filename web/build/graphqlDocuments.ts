import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

const GENERATED = path.resolve(import.meta.dirname, '../src/__generated__');
/** `graphql(`…`)` as the screens write it: a template without substitutions (codegen allows no others). */
const CALL = /\bgraphql\(\s*`((?:[^`\\$]|\$(?!\{))*)`\s*\)/g;

/**
 * The parsed document of each `graphql(`…`)` text, as GraphQL Code Generator wrote them: gql.ts maps
 * each text to an export of graphql.ts, whose line is `export const XDocument = {…} as unknown as …`.
 */
export function generatedDocuments(gql: string, graphql: string): Map<string, { name: string; literal: string }> {
  const literals = new Map<string, string>();
  for (const [, name, literal] of graphql.matchAll(/^export const (\w+) = (\{"kind":"Document".*\}) as unknown as DocumentNode</gm))
    literals.set(name!, literal!);
  const documents = new Map<string, { name: string; literal: string }>();
  for (const [, text, name] of gql.matchAll(/^ {4}("(?:[^"\\]|\\.)*"): types\.(\w+),$/gm)) {
    const literal = literals.get(name!);
    if (literal) documents.set(JSON.parse(text!) as string, { name: name!, literal });
  }
  return documents;
}

/** Replaces each `graphql(`…`)` call by its document, declared once at the top of the module that writes it. */
export function inlineDocuments(code: string, documents: Map<string, { name: string; literal: string }>): string | null {
  const declared = new Map<string, string>();
  const replaced = code.replace(CALL, (call, text: string) => {
    const document = documents.get(text);
    if (!document) return call;
    const id = `__graphql_${document.name}`;
    declared.set(id, document.literal);
    // The call's line breaks stay, and the declarations go on the first line: every other line of
    // the module keeps its number (source maps and stack traces point at the written code).
    return id + '\n'.repeat(call.split('\n').length - 1);
  });
  if (!declared.size) return null;
  return [...declared].map(([id, literal]) => `const ${id} = ${literal};`).join(' ') + replaced;
}

/**
 * Puts each GraphQL document in the chunk of the screen that uses it. The generated `graphql()`
 * looks the text up in a table of every document of the app, and even when each call imports its
 * own export instead, graphql.ts is one module, so bundling keeps all its documents together in a
 * chunk the first screen loads. Declaring each document where it is written makes it travel with
 * that screen's code. Build only: in development the generated function serves the same objects.
 */
export function graphqlDocuments(): Plugin {
  let documents = new Map<string, { name: string; literal: string }>();
  return {
    name: 'inca-graphql-documents',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      documents = generatedDocuments(
        readFileSync(path.join(GENERATED, 'gql.ts'), 'utf8'),
        readFileSync(path.join(GENERATED, 'graphql.ts'), 'utf8'),
      );
      if (!documents.size) this.error('web/src/__generated__ has no GraphQL documents: run npm run codegen');
    },
    transform(code, id) {
      if (!/\.tsx?$/.test(id) || id.startsWith(GENERATED) || !code.includes('graphql(`')) return null;
      const inlined = inlineDocuments(code, documents);
      if ((inlined ?? code).includes('graphql(`'))
        this.warn(`${path.relative(GENERATED, id)}: a graphql() text codegen did not generate (run npm run codegen)`);
      return inlined === null ? null : { code: inlined, map: null };
    },
  };
}
