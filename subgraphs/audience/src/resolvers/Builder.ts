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
import type { SelectedAttributeDto } from '../rest/types.ts';

const SYMBOL: Record<CompareSymbol, string> = { EQ: '=', LT: '<', GT: '>', LE: '<=', GE: '>=' };
const SYMBOL_BACK = Object.fromEntries(Object.entries(SYMBOL).map(([k, v]) => [v, k])) as Record<string, CompareSymbol>;

/** The REST value of a selected attribute (spec §3), by the fields the input carries. */
export function toRestAttribute(a: SelectedAttributeInput): SelectedAttributeDto {
  if (a.values) return { id: a.id, value: a.values };
  if (a.lower != null || a.upper != null) return { id: a.id, value: { lower_bound: a.lower ?? 0, upper_bound: a.upper ?? 0 } };
  if (a.symbol) return { id: a.id, value: { value: Number(a.value ?? 0), symbol: SYMBOL[a.symbol] } };
  return { id: a.id, value: a.value ?? '' };
}

function restBody(input: SegmentPreviewInput | SaveSegmentInput) {
  const merge = input.merge ? { segment_a: input.merge.segmentA ?? undefined, segment_b: input.merge.segmentB ?? undefined, merge_type: input.merge.mergeType ?? undefined } : undefined;
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
  segmentA: async (d, _args, { segments }) => (isMerge(d.attributes) ? segments.byCode.load((d.attributes[0]!.attribute_value as string[])[0]!) : null),
  segmentB: async (d, _args, { segments }) => (isMerge(d.attributes) ? segments.byCode.load((d.attributes[0]!.attribute_value as string[])[1]!) : null),
  mergeType: (d) => (isMerge(d.attributes) ? (d.attributes[1]?.attribute_value as MergeType) : null),
  preview: (d) => d.preview ?? null,
  unavailableSegments: (d) => d.unavailable_bases.map((b) => ({ code: b.code, name: b.business_name })),
};

export const SelectedAttribute: SelectedAttributeResolvers = {
  values: (a) => (Array.isArray(a.value) ? a.value.map(String) : null),
  value: (a) => {
    if (typeof a.value === 'string' || typeof a.value === 'number') return String(a.value);
    const v = a.value as { value?: unknown } | null;
    return v && typeof v === 'object' && 'value' in v ? String(v.value) : null;
  },
  lower: (a) => ((a.value as { lower_bound?: number } | null)?.lower_bound ?? null) as number | null,
  upper: (a) => ((a.value as { upper_bound?: number } | null)?.upper_bound ?? null) as number | null,
  symbol: (a) => {
    const s = (a.value as { symbol?: string } | null)?.symbol;
    return s ? (SYMBOL_BACK[s] ?? null) : null;
  },
};

export const SegmentOption: SegmentOptionResolvers = {
  name: (o) => o.business_name,
};
