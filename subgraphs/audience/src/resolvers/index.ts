import type { Resolvers } from '../__generated__/resolvers-types.ts';
import { AdsAccount, Company, CompanyFlags } from './Company.ts';
import { Query } from './Query.ts';
import { Viewer } from './Viewer.ts';

export const resolvers: Resolvers = { Query, Viewer, Company, CompanyFlags, AdsAccount };
