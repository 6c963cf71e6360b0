import { GraphQLError } from 'graphql';
import type {
  AttributeResolvers,
  CompanyShareResolvers,
  CompareSymbol,
  MutationResolvers,
  QueryResolvers,
  SaveSegmentInput,
  SegmentDefinitionResolvers,
  SegmentOptionResolvers,
  SegmentPreviewInput,
  SegmentPreviewResolvers,
  SelectedAttributeInput,
  SelectedAttributeResolvers,
  MergeType,
  AudienceSegmentType,
} from '../__generated__/resolvers-types.ts';
import type { SubgraphContext } from '../context.ts';
import type { SelectedAttributeDto } from '../rest/models.ts';
import { COMPARE_SYMBOL_TEXT, fromPayload, toPayload } from '@inca/warehouse/selection';

/** The REST value of a selected attribute (spec §3): the one conversion the web and the service share. */
export const toRestAttribute = (a: SelectedAttributeInput): SelectedAttributeDto => toPayload(a) as SelectedAttributeDto;

function restBody(input: SegmentPreviewInput | SaveSegmentInput) {
  const merge = input.merge
    ? {
        segment_a: input.merge.segmentA ?? undefined,
        segment_b: input.merge.segmentB ?? undefined,
        merge_type: input.merge.mergeType ?? undefined,
      }
    : undefined;
  return { company_code: input.companyCode, attributes: merge ? undefined : (input.attributes ?? []).map(toRestAttribute), merge };
}

function saveBody(input: SaveSegmentInput) {
  return {
    ...restBody(input),
    preview_id: input.previewId ?? undefined,
    segment_name: input.name,
    segment_description: input.description,
    segment_type_name: input.typeName ?? '',
  };
}

async function segment(code: string, { segments }: SubgraphContext) {
  const s = await segments.byCode.load(code);
  if (!s) throw new GraphQLError('El segmento no existe o no tiene acceso a él.', { extensions: { code: 'NOT_FOUND' } });
  return s;
}

export const builderQueries: Pick<QueryResolvers, 'segmentCatalogue' | 'mergeOptions'> = {
  segmentCatalogue: async (_root, { companyCode, segmentCode }, { segments }) => {
    const data = await segments.catalogue(companyCode, segmentCode ?? undefined);
    return { categories: data.categories, mergeTypes: data.merge_types.map((m) => ({ value: m.value as MergeType, label: m.label })) };
  },
  mergeOptions: (_root, { type }, { segments }) => segments.mergeOptions(type),
};

export const builderMutations: Pick<MutationResolvers, 'previewSegment' | 'createSegment' | 'updateSegment' | 'evaluateSegment'> = {
  previewSegment: (_root, { input }, { segments }) => segments.preview(restBody(input)),
  createSegment: async (_root, { input }, context) => segment(await context.segments.create(saveBody(input)), context),
  updateSegment: async (_root, { code, input }, context) => segment(await context.segments.update(code, saveBody(input)), context),
  evaluateSegment: async (_root, { code }, context) => {
    await context.segments.evaluate(code);
    return segment(code, context);
  },
};

export const Attribute: AttributeResolvers = {
  groupName: (a) => a.groupName ?? null,
  min: (a) => (a.type === 'RANGE' || a.type === 'INPUT_COMPARE' ? Number(a.options[0]?.value ?? 1) : null),
  max: (a) => (a.type === 'RANGE' || a.type === 'INPUT_COMPARE' ? Number(a.options[1]?.value ?? 999_999_999) : null),
  options: (a) => a.options.map((o) => ({ ...o, tooltip: o.tooltip ?? null, parentId: o.parentId ?? null })),
  dependent: (a) => (a.dependent ?? []).map((d) => ({ attributeId: d.dependentId, orCondition: d.orCondition })),
  requiredAnd: (a) => a.requiredFields?.and ?? [],
  requiredOr: (a) => a.requiredFields?.or ?? [],
};

export const SegmentPreview: SegmentPreviewResolvers = {
  previewId: (p) => p.preview_id ?? '',
  uniqueUsers: (p) => p.unique_users,
  uniqueUsersWithContact: (p) => p.unique_users_w_contact,
  uniqueUsersWithAdvertising: (p) => p.unique_users_w_advertising,
  companyPercentages: (p) => p.segment_company_percentage,
  contactByCompany: (p) => p.unique_users_w_contact_by_company,
  uniqueUsersWithContactRestricted: (p) => p.unique_users_w_contact_restricted,
  contactRestrictedByCompany: (p) => p.unique_users_w_contact_restricted_by_company,
  lowContactable: (p) => p.low_contactable,
};

export const CompanyShare: CompanyShareResolvers = {
  company: (c) => ({ code: c.company_code, name: c.itc_company_name }),
};

const isMerge = (attributes: SelectedAttributeDto[]) => attributes[0]?.id === 0;

export const SegmentDefinition: SegmentDefinitionResolvers = {
  typeName: (d) => (d.type_name as AudienceSegmentType | undefined) ?? null,
  attributes: (d) => (isMerge(d.attributes) ? [] : d.attributes),
  segmentA: async (d, _args, { segments }) =>
    isMerge(d.attributes) ? segments.byCode.load((d.attributes[0]!.attribute_value as string[])[0]!) : null,
  segmentB: async (d, _args, { segments }) =>
    isMerge(d.attributes) ? segments.byCode.load((d.attributes[0]!.attribute_value as string[])[1]!) : null,
  mergeType: (d) => (isMerge(d.attributes) ? (d.attributes[1]?.attribute_value as MergeType) : null),
  preview: (d) => d.preview ?? null,
  unavailableSegments: (d) => d.unavailable_bases.map((b) => ({ code: b.code, name: b.business_name })),
};

/** A stored attribute read back through the shared contract (one symbol table, one shape rule). */
export const SelectedAttribute: SelectedAttributeResolvers = {
  values: (a) => {
    const values = fromPayload(a as never).values;
    return values ? [...values] : null;
  },
  value: (a) => fromPayload(a as never).value ?? null,
  lower: (a) => fromPayload(a as never).lower ?? null,
  upper: (a) => fromPayload(a as never).upper ?? null,
  symbol: (a) => {
    const symbol = fromPayload(a as never).symbol;
    return symbol && symbol in COMPARE_SYMBOL_TEXT ? (symbol as CompareSymbol) : null;
  },
};

export const SegmentOption: SegmentOptionResolvers = {
  name: (o) => o.business_name,
};
