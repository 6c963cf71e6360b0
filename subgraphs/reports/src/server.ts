import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { SubgraphModule } from '@inca/subgraph-kit';
import { createContext, type SubgraphContext } from './context.ts';
import { resolvers } from './resolvers/index.ts';

export const typeDefs = readFileSync(path.resolve(import.meta.dirname, '../schema.graphql'), 'utf8');

export const reportsSubgraph: SubgraphModule<SubgraphContext> = { name: 'reports', typeDefs, resolvers, createContext };
