import { readFileSync } from 'node:fs';
import path from 'node:path';
import { composeServices } from '@apollo/composition';
import { createRequire } from 'node:module';
import { SUBGRAPH_NAMES, DEFAULT_PORTS } from '@inca/config';

// @apollo/composition is CommonJS: take graphql from the same (CommonJS) instance, or its
// instanceof checks fail when this runs under an ESM loader such as vitest's.
const { parse, printSchema, lexicographicSortSchema } = createRequire(import.meta.url)('graphql') as typeof import('graphql');

export const ROOT = path.resolve(import.meta.dirname, '..');
export const SUPERGRAPH_PATH = path.join(ROOT, 'schema/supergraph.graphql');
export const API_SCHEMA_PATH = path.join(ROOT, 'schema/api.graphql');
export const ACCEPTED_HINTS_PATH = path.join(ROOT, 'schema/accepted-hints.json');

export type Composed = { supergraphSdl: string; apiSchemaSdl: string; hints: string[] };

/**
 * Composes the subgraph schemas into the supergraph the gateway loads and the API schema the web
 * codegen reads. Routing URLs are the embedded defaults; the gateway overrides them from config.
 */
export function composeSupergraph(): Composed {
  const services = SUBGRAPH_NAMES.map((name) => ({
    name,
    url: `http://127.0.0.1:${DEFAULT_PORTS.subgraph[name]}/graphql`,
    typeDefs: parse(readFileSync(path.join(ROOT, 'subgraphs', name, 'schema.graphql'), 'utf8')),
  }));
  const result = composeServices(services);
  if (result.errors) {
    throw new Error(`composition failed:\n${result.errors.map((e) => `  ${e.message}`).join('\n')}`);
  }
  const apiSchema = result.schema.toAPISchema().toGraphQLJSSchema();
  return {
    supergraphSdl: result.supergraphSdl,
    apiSchemaSdl: printSchema(lexicographicSortSchema(apiSchema)),
    hints: result.hints.map((hint) => `${hint.definition.code}: ${hint.message}`),
  };
}

export function acceptedHints(): string[] {
  return JSON.parse(readFileSync(ACCEPTED_HINTS_PATH, 'utf8')) as string[];
}
