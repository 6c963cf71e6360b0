import type { Resolvers } from '../__generated__/resolvers-types.ts';
import { AdsAccount, Company, CompanyFlags } from './Company.ts';
import { Query as ViewerQuery } from './Query.ts';
import {
  DuplicateSegmentResult,
  Segment,
  SegmentAudience,
  SegmentPage,
  SegmentRequest,
  SegmentShare,
  segmentMutations,
  segmentQueries,
} from './Segment.ts';
import { Viewer } from './Viewer.ts';

export const resolvers: Resolvers = {
  Query: { ...ViewerQuery, ...segmentQueries },
  Mutation: segmentMutations,
  Viewer,
  Company,
  CompanyFlags,
  AdsAccount,
  Segment,
  SegmentPage,
  SegmentShare,
  SegmentAudience,
  SegmentRequest,
  DuplicateSegmentResult,
};
