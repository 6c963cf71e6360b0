import { GraphQLError } from 'graphql';
import type { SegmentSort } from '@inca/contracts/audience-management';
import { segmentScreenFor } from '@inca/domain';
import type {
  MutationResolvers,
  QueryResolvers,
  SegmentRequestResolvers,
  SegmentResolvers,
  SegmentShareResolvers,
  SegmentSortField,
  SegmentPageResolvers,
  DuplicateSegmentResultResolvers,
  SegmentScreen,
  SegmentMergeUseResolvers,
} from '../__generated__/resolvers-types.ts';
import type { SubgraphContext } from '../context.ts';
import type { SegmentDto } from '../rest/models.ts';
import { renamedRefusal, segmentUsesOf } from './refusals.ts';

const NOT_FOUND = 'El segmento no existe o no tiene acceso a él.';

const SORT_FIELD: Record<SegmentSortField, SegmentSort> = {
  LAST_PROCESS_DATE: 'last_process_date',
  CREATED_DATE: 'created_date',
  NAME: 'business_name',
  UNIQUE_USERS: 'row_count_unique',
  NUM_AUDIENCES: 'num_audiences',
  COMPANY: 'owner_company_code',
  TYPE: 'segment_type_id',
};

const SCREEN: Record<ReturnType<typeof segmentScreenFor>, SegmentScreen> = {
  cross_table: 'CROSS_TABLE',
  segment: 'SEGMENT',
  merge_segment: 'MERGE_SEGMENT',
};

const iso = (value: string | null | undefined) => (value ? new Date(value).toISOString() : null);

async function load(code: string, { segments }: SubgraphContext): Promise<SegmentDto> {
  const segment = await segments.byCode.load(code);
  if (!segment) throw new GraphQLError(NOT_FOUND, { extensions: { code: 'NOT_FOUND' } });
  return segment;
}

export const segmentQueries: Pick<QueryResolvers, 'segments' | 'segment' | 'segmentTypes' | 'userHasRole'> = {
  segments: (_root, { filter, sort, page, pageSize }, { segments }) => {
    const p = page ?? 1;
    const size = pageSize ?? 10;
    if (p < 1) throw new GraphQLError('La página debe ser 1 o mayor.', { extensions: { code: 'BAD_USER_INPUT' } });
    if (size < 1 || size > 5_000)
      throw new GraphQLError('El tamaño de página debe estar entre 1 y 5.000.', { extensions: { code: 'BAD_USER_INPUT' } });
    return segments.list(
      {
        company_code: filter?.companyCodes?.join(','),
        name: filter?.name?.trim() || undefined,
        type: filter?.typeIds?.join(','),
        shared: filter?.shared ?? undefined,
        created_from: filter?.createdFrom ?? undefined,
        created_to: filter?.createdTo ?? undefined,
        modified_from: filter?.modifiedFrom ?? undefined,
        modified_to: filter?.modifiedTo ?? undefined,
        requested: filter?.requestedOnly ? 'true' : undefined,
        usable_by: filter?.usableByCompany ?? undefined,
        sort: sort ? SORT_FIELD[sort.field] : undefined,
        order: sort ? (sort.order === 'ASC' ? 'asc' : 'desc') : undefined,
      },
      p,
      size,
    );
  },
  segment: (_root, { code }, context) => load(code, context),
  segmentTypes: (_root, _args, { segments }) => segments.types(),
  userHasRole: (_root, { email, role }, { segments }) => segments.userHasRole(email, role.toLowerCase()),
};

export const segmentMutations: Pick<MutationResolvers, 'shareSegment' | 'unshareSegment' | 'duplicateSegment' | 'deleteSegment'> = {
  shareSegment: async (_root, { code, input }, context) => {
    if (input.type === 'USER' && !input.email?.trim()) {
      throw new GraphQLError('Ingrese el correo del usuario.', { extensions: { code: 'BAD_USER_INPUT' } });
    }
    if (input.type === 'COMPANY' && !input.companyCode) {
      throw new GraphQLError('Seleccione una empresa.', { extensions: { code: 'BAD_USER_INPUT' } });
    }
    await context.segments.share(code, {
      shared_with_type: input.type,
      shared_with_value: input.type === 'USER' ? input.email!.trim() : (input.companyCode ?? undefined),
      shared_with_company_code: input.companyCode ?? undefined,
    });
    return load(code, context);
  },
  unshareSegment: async (_root, { code, sharingId }, context) => {
    await context.segments.unshare(code, sharingId);
    return load(code, context);
  },
  duplicateSegment: (_root, { code, name }, { segments }) => segments.duplicate(code, name),
  deleteSegment: async (_root, { code }, { segments }) => {
    try {
      return { ...(await segments.remove(code)), code };
    } catch (error) {
      throw renamedRefusal(error, segmentUsesOf);
    }
  },
};

/**
 * A segment reached through an audience row carries only what the row embeds (see SegmentDto.partial); a field
 * beyond that loads the whole segment by code (batched: one call for every such segment of the request).
 */
async function whole(s: SegmentDto, context: SubgraphContext): Promise<SegmentDto> {
  return s.partial ? load(s.code, context) : s;
}

type Resolve<T> = (s: SegmentDto) => T;
const full =
  <T>(resolve: Resolve<T>) =>
  async (s: SegmentDto, _args: unknown, context: SubgraphContext): Promise<T> =>
    resolve(await whole(s, context));

export const Segment: SegmentResolvers = {
  __resolveReference: (reference, context) => load(reference.code, context),
  name: (s) => s.business_name,
  description: full((s) => s.description),
  type: full((s) => ({ id: s.segment_type_id, name: s.segment_type_name, label: s.segment_type_label })),
  screen: (s) => SCREEN[segmentScreenFor(s.segment_type_id)],
  ownerCompany: (s) =>
    s.partial
      ? { code: s.owner_company_code }
      : { code: s.owner_company_code, name: s.owner_company_name, alias: s.owner_company_alias, domain: s.owner_company_domain },
  createdBy: full((s) => s.created_by),
  createdDate: full((s) => iso(s.created_date)!),
  lastProcessDate: full((s) => iso(s.last_process_date)!),
  uniqueUsers: (s) => Number(s.row_count_unique),
  numAudiences: full((s) => s.num_audiences),
  shared: (s) => s.flag_shared,
  requested: full((s) => s.requested),
  editVisible: full((s) => s.edit_visible),
  canEdit: full((s) => s.can_edit),
  editBlockedReason: full((s) =>
    s.edit_blocked_by_audiences > 0
      ? `No se puede editar: ${s.edit_blocked_by_audiences === 1 ? '1 audiencia usa' : `${s.edit_blocked_by_audiences} audiencias usan`} este segmento.`
      : null,
  ),
  canShare: full((s) => s.can_share),
  canDelete: full((s) => s.can_delete),
  canDuplicate: full((s) => s.can_duplicate),
  shares: (s, _args, { segments }) => segments.shares(s.code),
  audiences: (s, _args, { audiences }) => audiences.bySegment.load(s.code),
  requestDetails: (s, _args, { segments }) => segments.requestDetails(s.code),
  definition: (s, _args, { segments }) => segments.definition(s.code),
  usedInMerges: (s, _args, { segments }) => segments.mergeUsesBySegment.load(s.code),
};

export const SegmentMergeUse: SegmentMergeUseResolvers = {
  name: (m) => m.business_name,
  viewable: (m) => m.visible,
};

export const SegmentPage: SegmentPageResolvers = {
  nodes: (p) => p.rows,
  totalCount: (p) => p.total,
};

export const SegmentShare: SegmentShareResolvers = {
  id: (s) => s.sharing_id,
  type: (s) => s.shared_with_type,
  value: (s) => s.shared_with_value,
  company: (s) => ({
    code: s.shared_with_company_code,
    name: s.shared_with_company_name,
    alias: s.shared_with_company_alias,
    domain: s.shared_with_company_domain,
  }),
  createdBy: (s) => s.created_by,
  createdDate: (s) => iso(s.created_date)!,
};

export const SegmentRequest: SegmentRequestResolvers = {
  requestingCompany: (r) => ({
    code: r.requesting_company_code,
    name: r.requesting_company_name,
    alias: r.requesting_company_alias,
    domain: r.requesting_company_domain,
  }),
  requestedBy: (r) => r.requested_by,
  reviewedBy: (r) => r.reviewed_by,
  reviewedDate: (r) => iso(r.reviewed_date),
  createdDate: (r) => iso(r.created_date)!,
};

export const DuplicateSegmentResult: DuplicateSegmentResultResolvers = {
  segment: (r, _args, context) => load(r.code, context),
};
