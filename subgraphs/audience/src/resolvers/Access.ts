import { GraphQLError } from 'graphql';
import type {
  AccessAuditEntryResolvers,
  AccessRequestFilter,
  AccessRequestPageResolvers,
  AccessRequestResolvers,
  AttributeRestrictionResolvers,
  CompanyRestrictionResolvers,
  CrossTableDefinitionResolvers,
  CrossTableInput,
  ExceptionAccessResolvers,
  MutationResolvers,
  QueryResolvers,
  RequestableSegmentResolvers,
  SegmentResolvers,
  SegmentScreen,
} from '../__generated__/resolvers-types.ts';
import type { SubgraphContext } from '../context.ts';

const screenOf = (typeId: number): SegmentScreen =>
  typeId === 1 || typeId === 4 ? 'CROSS_TABLE' : typeId === 2 ? 'SEGMENT' : 'MERGE_SEGMENT';
const json = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));

async function segment(code: string, { segments }: SubgraphContext) {
  const s = await segments.byCode.load(code);
  if (!s) throw new GraphQLError('El segmento no existe o no tiene acceso a él.', { extensions: { code: 'NOT_FOUND' } });
  return s;
}

const filterParams = (f: AccessRequestFilter | null | undefined) => ({
  status: f?.status ?? undefined,
  requesting_company_code: f?.requestingCompanyCodes ?? undefined,
  requested_company_code: f?.requestedCompanyCodes ?? undefined,
  requested_by: f?.requestedBy ?? undefined,
  segment_name: f?.segmentName ?? undefined,
  state_date_from: f?.stateDateFrom ?? undefined,
  state_date_to: f?.stateDateTo ?? undefined,
  until_date_from: f?.untilDateFrom ?? undefined,
  until_date_to: f?.untilDateTo ?? undefined,
});

const crossTableBody = (input: CrossTableInput) => ({
  company_code: input.companyCode,
  sandbox: input.sandbox,
  inca_table: input.relativeResourceName ?? undefined,
  sandbox_use_case: input.useCase ?? undefined,
  sandbox_segment: input.group ?? undefined,
});

export const accessQueries: Pick<
  QueryResolvers,
  | 'exceptionAccess'
  | 'accessRequests'
  | 'accessRequest'
  | 'requestableSegments'
  | 'companyRestrictions'
  | 'attributeRestriction'
  | 'attributeRestrictionCatalogue'
> = {
  exceptionAccess: (_root, _args, { access }) => access.exceptionAccess(),
  accessRequests: (_root, { filter, page, pageSize }, { access }) =>
    access.requests({ ...filterParams(filter), page: page ?? 1, page_size: pageSize ?? 10 }),
  accessRequest: (_root, { id }, { access }) => access.request(id),
  requestableSegments: (_root, { search }, { access }) => access.requestableSegments(search ?? undefined),
  companyRestrictions: (_root, _args, { access }) => access.restrictions(),
  attributeRestriction: (_root, { companyCode }, { access }) => access.attributeRestriction(companyCode),
  attributeRestrictionCatalogue: (_root, _args, { access }) => access.attributeCatalogue(),
};

export const accessMutations: Pick<
  MutationResolvers,
  | 'previewCrossTable'
  | 'createCrossTableSegment'
  | 'updateCrossTableSegment'
  | 'createAccessRequest'
  | 'approveAccessRequest'
  | 'declineAccessRequest'
  | 'updateAccessRequestUntilDate'
  | 'approveAccessRequests'
  | 'declineAccessRequests'
  | 'saveCompanyRestriction'
  | 'saveAttributeRestriction'
> = {
  previewCrossTable: (_root, { input }, { access }) => access.previewCrossTable(crossTableBody(input)),
  createCrossTableSegment: async (_root, { input }, context) =>
    segment(
      await context.access.createCrossTable({
        ...crossTableBody(input.source),
        preview_id: input.previewId ?? undefined,
        segment_name: input.name,
        segment_description: input.description,
        segment_type_name: input.typeName ?? '',
      }),
      context,
    ),
  updateCrossTableSegment: async (_root, { code, input }, context) => {
    const saved = await context.access.updateCrossTable(code, {
      ...crossTableBody(input.source),
      preview_id: input.previewId ?? undefined,
      segment_name: input.name,
      segment_description: input.description,
      segment_type_name: input.typeName ?? '',
    });
    context.segments.byCode.clear(code);
    context.segments.definitionByCode.clear(code);
    context.access.crossTableByCode.clear(code);
    return segment(saved, context);
  },
  createAccessRequest: (_root, { input }, { access }) =>
    access.createRequests({
      segment_code: input.segmentCode ?? undefined,
      company_code: input.companyCodes ?? undefined,
      end_date: input.endDate ?? undefined,
      reason: input.reason ?? undefined,
    }),
  approveAccessRequest: (_root, { id, untilDate }, { access }) =>
    access.accept({ id: Number(id), request_until_date: untilDate, action: 1 }),
  declineAccessRequest: (_root, { id }, { access }) => access.decline(id),
  updateAccessRequestUntilDate: (_root, { id, untilDate }, { access }) =>
    access.accept({ id: Number(id), request_until_date: untilDate, action: 3 }),
  approveAccessRequests: (_root, { ids, untilDate }, { access }) => access.massiveAccept(ids, untilDate),
  declineAccessRequests: (_root, { ids }, { access }) => access.massiveDecline(ids),
  saveCompanyRestriction: (_root, { companyCode, restrictedCompanyCodes }, { access }) =>
    access.saveRestriction(companyCode, restrictedCompanyCodes),
  saveAttributeRestriction: (_root, { companyCode, attributeIds }, { access }) =>
    access.saveAttributeRestriction(companyCode, attributeIds),
};

/** The data-access fields of Segment, merged into the Segment resolvers. */
export const segmentAccessFields: Pick<SegmentResolvers, 'crossTable'> = {
  crossTable: (s, _args, { access }) => {
    return s.segment_type_id === 1 || s.segment_type_id === 4 ? access.crossTableByCode.load(s.code) : null;
  },
};

export const CrossTableDefinition: CrossTableDefinitionResolvers = {
  relativeResourceName: (d) => d.relative_resource_name,
  projectId: (d) => d.project_id,
  datasetId: (d) => d.dataset_id,
  tableId: (d) => d.table_id,
  useCase: (d) => d.use_case,
  group: (d) => d.group,
  processDate: (d) => d.process_date,
  numRows: (d) => d.num_rows ?? null,
};

export const ExceptionAccess: ExceptionAccessResolvers = {
  requestException: (a) => a.request_exception,
};

export const AccessAuditEntry: AccessAuditEntryResolvers = {
  before: (a) => json(a.before),
  after: (a) => json(a.after) ?? '{}',
};

export const AccessRequest: AccessRequestResolvers = {
  requestingCompany: (r) => r.requesting_company,
  requestedCompany: (r) => r.requested_company,
  requestedBy: (r) => r.request_user,
  stateDate: (r) => r.fecha_estado,
  untilDate: (r) => r.request_until_date,
  segmentCode: (r) => r.segment_code,
  segmentName: (r) => r.segment_business_name,
  segmentDescription: (r) => r.segment_description,
  segmentTypeId: (r) => r.segment_type_id,
  segmentScreen: (r) => screenOf(r.segment_type_id),
  reviewedBy: (r) => r.reviewed_by,
  canDecide: (r) => r.can_decide,
  canUpdateUntilDate: (r) => r.can_update_until_date,
  auditTrail: (r) => r.audit,
};

export const AccessRequestPage: AccessRequestPageResolvers = {
  pageSize: (p) => p.page_size,
};

export const CompanyRestriction: CompanyRestrictionResolvers = {
  restrictedCompanies: (r) => r.restricted,
  auditTrail: (r) => r.audit,
};

export const AttributeRestriction: AttributeRestrictionResolvers = {
  attributeIds: (r) => r.attribute_ids,
  auditTrail: (r) => r.audit,
};

export const RequestableSegment: RequestableSegmentResolvers = {
  name: (r) => r.business_name,
  ownerCompany: (r) => r.owner_company,
  typeId: (r) => r.segment_type_id,
};
