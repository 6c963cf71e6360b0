import type { Resolvers } from '../__generated__/resolvers-types.ts';
import { AdsAccount, Company, CompanyFlags } from './Company.ts';
import { Query as ViewerQuery } from './Query.ts';
import {
  DuplicateSegmentResult,
  Segment,
  SegmentAudience,
  SegmentMergeUse,
  SegmentPage,
  SegmentRequest,
  SegmentShare,
  segmentMutations,
  segmentQueries,
} from './Segment.ts';
import { Viewer } from './Viewer.ts';
import { Attribute, CompanyShare, SegmentDefinition, SegmentOption, SegmentPreview, SelectedAttribute, builderMutations, builderQueries } from './Builder.ts';

export const resolvers: Resolvers = {
  Query: { ...ViewerQuery, ...segmentQueries, ...builderQueries },
  Mutation: { ...segmentMutations, ...builderMutations },
  Viewer,
  Company,
  CompanyFlags,
  AdsAccount,
  Segment,
  SegmentPage,
  SegmentShare,
  SegmentAudience,
  SegmentRequest,
  SegmentMergeUse,
  DuplicateSegmentResult,
  Attribute,
  SegmentPreview,
  CompanyShare,
  SegmentDefinition,
  SelectedAttribute,
  SegmentOption,
};
