import type { Request, Router } from 'express';
import { z } from 'zod';
import {
  SEGMENT_NAME_PREFIX,
  SHAREABLE_ROLES,
  canDeleteSegment,
  canDuplicateSegment,
  canShareSegment,
  duplicateNameError,
  segmentEditPermission,
  shareRoleWarning,
  type Identity,
  type SegmentFacts,
} from '@inca/domain';
import { withTransaction, type Pool } from '@inca/db';
import { badRequest, caller, companyCodeSchema, conflict, csvQuery, forbidden, notFound, parseInput, requiredCsvQuery, route } from '@inca/service-kit';
import { findCompanies, findUser } from '../directory/repository.ts';
import { refreshSegmentCounters } from './seed.ts';
import {
  SORTABLE,
  approvedRequests,
  audiencesOfSegments,
  findVisibleSegments,
  listSegments,
  requestedSegmentCodes,
  segmentTypes,
  segmentViewerOf,
  sharesOf,
  type SegmentRow,
  type SegmentViewer,
} from './repository.ts';

const S = 'audience_management';
const NOT_FOUND = 'El segmento no existe o no tiene acceso a él.';


const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Fecha inválida: use el formato AAAA-MM-DD.').optional();
const companyCode = companyCodeSchema;
const segmentCode = z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, 'Código de segmento inválido.');

const listQuery = z
  .object({
    company_code: csvQuery(companyCode),
    name: z.string().trim().max(120, 'El nombre a buscar es demasiado largo.').optional(),
    type: csvQuery(z.coerce.number().int().min(1).max(99)),
    shared: z.enum(['ALL', 'SHARED', 'NOT_SHARED'], { message: 'Filtro de compartido inválido.' }).default('ALL'),
    created_from: isoDate,
    created_to: isoDate,
    modified_from: isoDate,
    modified_to: isoDate,
    requested: z.enum(['true', 'false']).optional(),
    sort: z.enum(Object.keys(SORTABLE) as [keyof typeof SORTABLE], { message: 'Orden inválido.' }).default('last_process_date'),
    order: z.enum(['asc', 'desc']).default('desc'),
    page: z.coerce.number().int().min(1, 'La página debe ser 1 o mayor.').default(1),
    page_size: z.coerce.number().int().min(1).max(5_000, 'Como máximo 5.000 filas por página.').default(10),
    include_audiences: z.enum(['true', 'false']).optional(),
  })
  .refine((q) => !q.created_from || !q.created_to || q.created_from <= q.created_to, 'La fecha de creación inicial debe ser anterior a la final.')
  .refine((q) => !q.modified_from || !q.modified_to || q.modified_from <= q.modified_to, 'La fecha de modificación inicial debe ser anterior a la final.');

const duplicateBody = z.object({
  segment_duplicate_name: z.string({ message: 'El Nombre es requerido' }).superRefine((name, ctx) => {
    const error = duplicateNameError(name);
    if (error) ctx.addIssue({ code: 'custom', message: error });
  }),
});

const shareBody = z.discriminatedUnion(
  'shared_with_type',
  [
    z.object({
      shared_with_type: z.literal('USER'),
      shared_with_value: z.string().trim().toLowerCase().pipe(z.email('Ingrese un correo electrónico válido.')),
      shared_with_company_code: companyCode.optional(),
    }),
    z.object({
      shared_with_type: z.literal('COMPANY'),
      shared_with_value: companyCode.optional(),
      shared_with_company_code: companyCode,
    }),
  ],
  { message: 'El tipo debe ser USER o COMPANY.' },
);

const roleCheckBody = z.object({
  email: z.string().trim().toLowerCase().pipe(z.email('Ingrese un correo electrónico válido.')),
  rol: z.string().min(1, 'Debe indicar el rol.'),
});

/** The facts the permission rules read, from a row as the viewer sees it. */
const factsOf = (row: SegmentRow): SegmentFacts => ({
  ownerCompanyCode: row.owner_company_code,
  segmentTypeId: row.segment_type_id,
  shared: row.flag_shared,
  numAudiences: row.num_audiences,
  requested: row.requested,
});

const flagsOf = (row: SegmentRow) => ({ shareAction: row.owner_share_action, editSegment: row.owner_edit_segment });

/** A row for the caller: the spec's list fields plus what the caller may do with it. */
function present(identity: Identity, row: SegmentRow) {
  const edit = segmentEditPermission(identity, factsOf(row), flagsOf(row));
  const { owner_share_action: _s, owner_edit_segment: _e, ...rest } = row;
  return {
    ...rest,
    row_count_unique: Number(row.row_count_unique),
    can_view: true,
    edit_visible: edit.visible,
    can_edit: edit.allowed,
    edit_blocked_by_audiences: edit.blockedByAudiences,
    can_share: canShareSegment(identity, factsOf(row), flagsOf(row)),
    can_delete: canDeleteSegment(identity, factsOf(row)),
    can_duplicate: canDuplicateSegment(identity, factsOf(row)),
  };
}

export type SegmentDto = ReturnType<typeof present>;

const viewerOf = segmentViewerOf;

async function visibleSegment(pool: Pool, req: Request): Promise<{ identity: Identity; viewer: SegmentViewer; row: SegmentRow }> {
  const identity = caller(req);
  const code = parseInput(segmentCode, req.params.code);
  const viewer = await viewerOf(pool, identity);
  const row = (await findVisibleSegments(pool, viewer, [code]))[0];
  if (!row) throw notFound(NOT_FOUND);
  return { identity, viewer, row };
}

/**
 * Segment calls of the list screen (spec §7, paths ours). Every call resolves the caller's
 * visibility first: a segment the caller cannot see is NOT_FOUND; one they see but may not act
 * on is FORBIDDEN, by the same rules the web uses to show or hide actions.
 */
export function segmentRoutes(router: Router, pool: Pool): void {
  router.get(
    '/audience-management/segments/list',
    route(async (req) => {
      const identity = caller(req);
      const q = parseInput(listQuery, req.query);
      const viewer = await viewerOf(pool, identity);
      const { rows, total } = await listSegments(pool, viewer, {
        companyCodes: q.company_code,
        name: q.name || undefined,
        typeIds: q.type,
        shared: q.shared,
        createdFrom: q.created_from,
        createdTo: q.created_to,
        modifiedFrom: q.modified_from,
        modifiedTo: q.modified_to,
        requestedOnly: q.requested === 'true',
        sort: q.sort,
        order: q.order,
        offset: (q.page - 1) * q.page_size,
        limit: q.page_size,
      });
      const data = rows.map((row) => present(identity, row));
      if (q.include_audiences !== 'true') return { status: true, data: { rows: data, total } };
      const audiences = await audiencesOfSegments(pool, rows.map((r) => r.code));
      return {
        status: true,
        data: { rows: data.map((row) => ({ ...row, audiences: audiences.filter((a) => a.segment_code === row.code) })), total },
      };
    }),
  );

  router.get(
    '/audience-management/segments/by-code',
    route(async (req) => {
      const identity = caller(req);
      const codes = parseInput(requiredCsvQuery(segmentCode, 'Debe indicar al menos un código.'), req.query.codes);
      const rows = await findVisibleSegments(pool, await viewerOf(pool, identity), codes);
      return { status: true, data: rows.map((row) => present(identity, row)) };
    }),
  );

  router.get(
    '/audience-management/segments/requested',
    route(async (req) => ({ status: true, data: await requestedSegmentCodes(pool, await viewerOf(pool, caller(req))) })),
  );

  router.get('/audience-management/segments/types', route(async () => ({ status: true, data: await segmentTypes(pool) })));

  router.get(
    '/audience-management/segments/:code/request-details',
    route(async (req) => {
      const { row, viewer } = await visibleSegment(pool, req);
      const onlyOwn = row.requested || (viewer.scope.kind === 'list' && !viewer.scope.codes.includes(row.owner_company_code));
      return { status: true, data: await approvedRequests(pool, row.code, onlyOwn ? viewer.companyCode : undefined) };
    }),
  );

  // Audiences of many segments at once (only of those the caller sees), for lists and exports.
  router.get(
    '/audience-management/segments/audiences',
    route(async (req) => {
      const identity = caller(req);
      const codes = parseInput(requiredCsvQuery(segmentCode, 'Debe indicar al menos un código.'), req.query.codes);
      const visible = await findVisibleSegments(pool, await viewerOf(pool, identity), codes);
      return { status: true, data: await audiencesOfSegments(pool, visible.map((r) => r.code)) };
    }),
  );

  router.delete(
    '/audience-management/segments/:code',
    route(async (req) => {
      const { identity, row } = await visibleSegment(pool, req);
      const owner = parseInput(companyCode.optional(), req.query.company_code);
      if (owner && owner !== row.owner_company_code) throw badRequest('La empresa indicada no es la dueña del segmento.');
      if (!canDeleteSegment(identity, factsOf(row))) throw forbidden('No tiene permisos para eliminar este segmento.');
      return withTransaction(pool, async (db) => {
        const locked = await db.query(`SELECT code FROM ${S}.segments WHERE code = $1 FOR UPDATE`, [row.code]);
        if (!locked.rowCount) throw notFound(NOT_FOUND);
        const audiences = await audiencesOfSegments(db, [row.code]);
        if (audiences.length > 0) {
          throw conflict(
            `No se puede eliminar el segmento porque ${audiences.length === 1 ? 'lo usa 1 audiencia' : `lo usan ${audiences.length} audiencias`}: ${audiences.map((a) => a.custom_audience_name).join(', ')}.`,
            { audiences: audiences.map((a) => ({ id: a.id, custom_audience_id: a.custom_audience_id, custom_audience_name: a.custom_audience_name, ads_platform_code: a.ads_platform_code })) },
          );
        }
        await db.query(`DELETE FROM ${S}.segments WHERE code = $1`, [row.code]);
        return { status: true, message: 'Se eliminó correctamente.', data: { code: row.code } };
      });
    }),
  );

  router.post(
    '/audience-management/segments/:code/duplicate',
    route(async (req) => {
      const { identity, row } = await visibleSegment(pool, req);
      if (!canDuplicateSegment(identity, factsOf(row))) throw forbidden('No tiene permisos para duplicar este segmento.');
      const body = parseInput(duplicateBody, req.body);
      const typed = body.segment_duplicate_name.trim();
      const name = typed.startsWith(SEGMENT_NAME_PREFIX) ? typed : `${SEGMENT_NAME_PREFIX}${typed}`;
      try {
        const { rows } = await pool.query<{ code: string }>(
          `INSERT INTO ${S}.segments (business_name, description, segment_type_id, owner_company_code, created_by, row_count_unique, definition, last_process_date)
           SELECT $2, description, segment_type_id, $3, $4, row_count_unique, definition, last_process_date
             FROM ${S}.segments WHERE code = $1
           RETURNING code`,
          [row.code, name, identity.companyCode, identity.email],
        );
        if (!rows[0]) throw notFound(NOT_FOUND);
        return { status: true, message: 'Segmento duplicado', data: { code: rows[0].code, business_name: name } };
      } catch (error) {
        if ((error as { code?: string }).code === '23505') throw conflict(`Ya existe un segmento llamado ${name} en su empresa.`);
        throw error;
      }
    }),
  );

  router.get(
    '/audience-management/segments/:code/shares',
    route(async (req) => {
      const { identity, row } = await visibleSegment(pool, req);
      if (!canShareSegment(identity, factsOf(row), flagsOf(row))) throw forbidden('No tiene permisos para compartir este segmento.');
      return { status: true, data: await sharesOf(pool, row.code) };
    }),
  );

  router.post(
    '/audience-management/segments/:code/shares',
    route(async (req) => {
      const { identity, row } = await visibleSegment(pool, req);
      if (!canShareSegment(identity, factsOf(row), flagsOf(row))) throw forbidden('No tiene permisos para compartir este segmento.');
      const body = parseInput(shareBody, req.body);
      let value: string;
      let company: string;
      if (body.shared_with_type === 'USER') {
        const user = await findUser(pool, body.shared_with_value);
        if (!user) throw badRequest(`No existe un usuario con el correo ${body.shared_with_value}.`);
        if (!SHAREABLE_ROLES.some((role) => user.roles.includes(role))) throw badRequest(shareRoleWarning(user.email));
        if (body.shared_with_company_code && body.shared_with_company_code !== user.company.code) {
          throw badRequest(`El usuario (${user.email}) no pertenece a la empresa seleccionada.`);
        }
        value = user.email;
        company = user.company.code;
      } else {
        company = body.shared_with_company_code;
        if (body.shared_with_value && body.shared_with_value !== company) throw badRequest('La empresa indicada no coincide.');
        if (!(await findCompanies(pool, [company]))[0]) throw badRequest('La empresa seleccionada no existe.');
        if (company === row.owner_company_code) throw badRequest('El segmento ya pertenece a esa empresa.');
        value = company;
      }
      return withTransaction(pool, async (db) => {
        const inserted = await db.query<{ sharing_id: string }>(
          `INSERT INTO ${S}.segment_shares (segment_code, shared_with_type, shared_with_value, shared_with_company_code, created_by)
           VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING RETURNING sharing_id`,
          [row.code, body.shared_with_type, value, company, identity.email],
        );
        if (!inserted.rows[0]) throw conflict(`El segmento ya está compartido con ${value}.`);
        await refreshSegmentCounters(db, [row.code]);
        return { status: true, message: 'Segmento compartido', data: { sharing_id: inserted.rows[0].sharing_id } };
      });
    }),
  );

  router.delete(
    '/audience-management/segments/:code/shares/:sharingId',
    route(async (req) => {
      const { identity, row } = await visibleSegment(pool, req);
      if (!canShareSegment(identity, factsOf(row), flagsOf(row))) throw forbidden('No tiene permisos para compartir este segmento.');
      const sharingId = parseInput(z.coerce.number().int().positive('Identificador de registro inválido.'), req.params.sharingId);
      return withTransaction(pool, async (db) => {
        const deleted = await db.query(`DELETE FROM ${S}.segment_shares WHERE sharing_id = $1 AND segment_code = $2`, [sharingId, row.code]);
        if (!deleted.rowCount) throw notFound('El registro no existe.');
        await refreshSegmentCounters(db, [row.code]);
        return { status: true, message: 'Registro eliminado' };
      });
    }),
  );

  router.post(
    '/audience-management/users/role-check',
    route(async (req) => {
      caller(req);
      const body = parseInput(roleCheckBody, req.body);
      const user = await findUser(pool, body.email);
      return { status: true, data: { result: Boolean(user?.roles.includes(body.rol)) } };
    }),
  );
}
