import type { Request, Router } from 'express';
import { z } from 'zod';
import {
  ACCESS_MESSAGES,
  ACCESS_REQUEST_ACTIONS,
  SEGMENT_NOT_FOUND_MESSAGE,
  SEGMENT_SAVED_MESSAGE,
  accessRequestTransition,
  companyScopeFor,
  exceptionTabs,
  isAudienceAdmin,
  mayDecideRequest,
  requestFlags,
  scopeIncludes,
  segmentEditPermission,
  untilDateProblem,
  type AccessRequestAction,
  type Identity,
} from '@inca/domain';
import { withTransaction, type Pool } from '@inca/db';
import type { Warehouse } from '@inca/warehouse';
import {
  HttpError,
  badRequest,
  caller,
  companyCodeSchema,
  conflict,
  csvQuery,
  forbidden,
  idField,
  intField,
  isoDateField,
  multiLineText,
  notFound,
  parseInput,
  route,
  searchText,
  singleLineText,
} from '@inca/service-kit';
import { loadCatalogue } from '../builder/repository.ts';
import type { SegmentBuilder } from '../builder/segmentBuilder.ts';
import { companyAccessCodes, findCompanies, findCompanyFlags, type CompanyRow } from '../directory/repository.ts';
import { factsOf, flagsOf, visibleSegmentFor } from '../segments/access.ts';
import { segmentCodeSchema, segmentCodesQuery } from '../segments/schemas.ts';
import { findVisibleSegments, segmentViewerOf } from '../segments/repository.ts';
import { storedSegments } from '../builder/repository.ts';
import { CROSS_TABLE_TYPE, CrossTableSegments, SANDBOX_TYPE } from './crossTable.ts';
import { realToday } from './today.ts';
import {
  addAudit,
  allCompanyRestrictions,
  attributeRestrictionIds,
  auditOf,
  existingAttributeIds,
  findRequests,
  insertRequest,
  listRequests,
  replaceAttributeRestrictions,
  replaceCompanyRestrictions,
  requestableSegments,
  segmentOwner,
  setRequestState,
  type AuditRow,
  type RequestRow,
} from './repository.ts';

const statusField = z.enum(['PENDING', 'APPROVED', 'DECLINED'], { message: 'Estado inválido.' });
const listQuery = z.object({
  status: csvQuery(statusField),
  requesting_company_code: csvQuery(companyCodeSchema),
  requested_company_code: csvQuery(companyCodeSchema),
  requested_by: searchText('El solicitante').optional(),
  segment_name: searchText('El nombre del segmento').optional(),
  state_date_from: isoDateField().optional(),
  state_date_to: isoDateField().optional(),
  until_date_from: isoDateField().optional(),
  until_date_to: isoDateField().optional(),
  page: intField({ min: 1, max: 100_000, message: 'Página inválida.' }).default(1),
  page_size: intField({ min: 1, max: 100, message: 'Tamaño de página inválido (1 a 100).' }).default(10),
});
const requiredMessage = ACCESS_MESSAGES.required;
const saveRequestBody = z.object({
  segment_code: segmentCodeSchema.optional(),
  company_code: z.array(companyCodeSchema, { message: requiredMessage }).max(20, 'Demasiadas empresas (máximo 20).').optional(),
  end_date: isoDateField().optional(),
  reason: multiLineText('El motivo', { max: 200 }).optional(),
});
const idBody = z.object({ id: idField('Solicitud inválida.') });
const acceptBody = idBody.extend({
  request_until_date: isoDateField(),
  action: z.union([z.literal(ACCESS_REQUEST_ACTIONS.APPROVE), z.literal(ACCESS_REQUEST_ACTIONS.UPDATE)], { message: 'Acción inválida.' }).default(ACCESS_REQUEST_ACTIONS.APPROVE),
});
const idsField = z.array(idField('Solicitud inválida.'), { message: ACCESS_MESSAGES.selectAtLeastOne }).max(500, 'Demasiadas solicitudes (máximo 500).');
const massiveAcceptBody = z.object({ ids: idsField, request_until_date: isoDateField() });
const massiveDeclineBody = z.object({ ids: idsField });
const restrictionBody = z.object({ company_code: companyCodeSchema, restrictions: z.array(companyCodeSchema, { message: 'Debe indicar la lista de empresas.' }).max(50) });
const attributeRestrictionBody = z.object({
  company_code: companyCodeSchema,
  attributes: z.array(intField({ min: 1, max: 1_000_000, message: 'Identificador de atributo inválido.' }), { message: 'Debe indicar la lista de atributos.' }).max(2_000),
});
const companyQuery = z.object({ company_code: companyCodeSchema });
const crossTableFields = {
  company_code: companyCodeSchema,
  sandbox: z.preprocess((v) => (v === 'true' ? true : v === 'false' ? false : v), z.boolean({ message: 'Debe indicar si usa un sandbox.' })),
  inca_table: singleLineText('La tabla', 'name', { max: 300 }).optional(),
  sandbox_use_case: singleLineText('El caso de uso', 'name', { max: 100 }).optional(),
  sandbox_segment: singleLineText('El grupo', 'name', { max: 100 }).optional(),
};
const crossPreviewInput = z.object(crossTableFields);
const crossSaveBody = z.object({
  ...crossTableFields,
  preview_id: singleLineText('El identificador de previsualización', 'code').optional(),
  segment_name: singleLineText('El nombre', 'name').default(''),
  segment_description: multiLineText('La descripción').default(''),
  segment_type_name: singleLineText('El tipo de segmento', 'code').default(''),
});

type CompanyRef = { code: string; name: string; alias: string; domain: string };
const ref = (companies: readonly CompanyRow[], code: string): CompanyRef => {
  const c = companies.find((x) => x.code === code);
  return { code, name: c?.name ?? code, alias: c?.alias ?? code, domain: c?.domain ?? '' };
};
const presentAudit = (rows: AuditRow[], key: string) =>
  rows.filter((a) => a.entity_key === key).map((a) => ({ action: a.action, actor: a.actor, at: new Date(a.at).toISOString(), before: a.before, after: a.after }));

/** What the caller may do on the exception screen: tabs, and for which requested companies they decide. */
async function accessOf(pool: Pool, identity: Identity) {
  const [flags] = await findCompanyFlags(pool, [identity.companyCode]);
  const approve = flags?.approve_request_data === '1';
  const access = await companyAccessCodes(pool, identity.email);
  const tabs = exceptionTabs(identity, approve);
  const decidesFor: 'ALL' | string[] = isAudienceAdmin(identity)
    ? 'ALL'
    : (await findCompanies(pool)).map((c) => c.code).filter((code) => mayDecideRequest(identity, access, approve, code));
  return { tabs, decidesFor, decides: (company: string) => decidesFor === 'ALL' || decidesFor.includes(company) };
}

/**
 * Data access calls of audience-management (issue 8; paths ours where §7 shows none): the exception
 * screen (segment access requests with the §4 state machine, restrictions, attribute restrictions,
 * the audit trail) and cross-table / sandbox segments (§7 crossing-segment).
 */
export function accessRoutes(router: Router, pool: Pool, deps: { builder: SegmentBuilder; warehouse: () => Promise<Warehouse> }): void {
  const crossTables = new CrossTableSegments(pool, deps.builder, deps.warehouse);

  const present = async (identity: Identity, rows: RequestRow[]) => {
    const [companies, audit, access] = await Promise.all([findCompanies(pool), auditOf(pool, 'REQUEST', rows.map((r) => r.id)), accessOf(pool, identity)]);
    return rows.map((r) => {
      const decider = access.decides(r.requested_company_code);
      return {
        id: r.id,
        company_name_request: ref(companies, r.requesting_company_code).name,
        company_name_requested: ref(companies, r.requested_company_code).name,
        requesting_company: ref(companies, r.requesting_company_code),
        requested_company: ref(companies, r.requested_company_code),
        request_company_code: r.requesting_company_code,
        company_code_requested: r.requested_company_code,
        request_user: r.requested_by,
        fecha_estado: new Date(r.state_date).toISOString(),
        request_until_date: r.until_date,
        status: r.status,
        ...requestFlags(r.status),
        segment_code: r.segment_code,
        segment_business_name: r.segment_business_name,
        segment_description: r.segment_description,
        segment_type_id: r.segment_type_id,
        reason: r.reason,
        reviewed_by: r.reviewed_by,
        can_decide: decider && r.status === 'PENDING',
        can_update_until_date: decider && r.status === 'APPROVED',
        audit: presentAudit(audit, r.id),
      };
    });
  };

  const requireRequestsTab = async (identity: Identity) => {
    const access = await accessOf(pool, identity);
    if (!access.tabs.requests) throw forbidden('No tiene permisos para ver las solicitudes.');
    return access;
  };
  const requireAdmin = (identity: Identity) => {
    if (!isAudienceAdmin(identity)) throw forbidden('Solo el administrador de audiencias puede configurar restricciones.');
  };

  router.get(
    '/audience-management/access/exception-access',
    route(async (req) => {
      const access = await accessOf(pool, caller(req));
      return { status: true, data: { configuration: access.tabs.configuration, requests: access.tabs.requests, request_exception: access.tabs.requestException, decides_for: access.decidesFor } };
    }),
  );

  router.get(
    '/audience-management/access/requests/list',
    route(async (req) => {
      const identity = caller(req);
      const access = await requireRequestsTab(identity);
      const q = parseInput(listQuery, req.query);
      const { rows, total } = await listRequests(
        pool,
        access.decidesFor === 'ALL' ? null : access.decidesFor,
        {
          status: q.status,
          requestingCompanyCodes: q.requesting_company_code,
          requestedCompanyCodes: q.requested_company_code,
          requestedBy: q.requested_by,
          segmentName: q.segment_name,
          stateDateFrom: q.state_date_from,
          stateDateTo: q.state_date_to,
          untilDateFrom: q.until_date_from,
          untilDateTo: q.until_date_to,
        },
        q.page_size,
        (q.page - 1) * q.page_size,
      );
      return { status: true, data: { items: await present(identity, rows), total, page: q.page, page_size: q.page_size } };
    }),
  );

  router.get(
    '/audience-management/access/requests/:id',
    route(async (req) => {
      const identity = caller(req);
      const id = parseInput(idField('Solicitud inválida.'), req.params.id);
      const [row] = await findRequests(pool, [id]);
      const access = await accessOf(pool, identity);
      if (!row || (row.requested_by !== identity.email && !(access.tabs.requests && access.decides(row.requested_company_code)))) throw notFound('La solicitud no existe.');
      return { status: true, data: (await present(identity, [row]))[0] };
    }),
  );

  // Anyone files (§6): one request per company, for companies of the caller's scope, none the segment's owner.
  router.post(
    '/audience-management/access/requests/save',
    route(async (req) => {
      const identity = caller(req);
      const body = parseInput(saveRequestBody, req.body ?? {});
      if (!body.segment_code || !body.company_code?.length || !body.end_date) throw badRequest(ACCESS_MESSAGES.required, { fields: { segment_code: !body.segment_code, company_code: !body.company_code?.length, end_date: !body.end_date } });
      const problem = untilDateProblem(body.end_date, realToday());
      if (problem) throw badRequest(problem);
      const owner = await segmentOwner(pool, body.segment_code);
      if (!owner) throw notFound(SEGMENT_NOT_FOUND_MESSAGE);
      const companies = [...new Set(body.company_code)];
      const known = new Set((await findCompanies(pool, companies)).map((c) => c.code));
      if (companies.some((c) => !known.has(c))) throw badRequest('La empresa seleccionada no existe.');
      if (companies.includes(owner)) throw badRequest('La empresa dueña del segmento no necesita solicitarlo.');
      const scope = companyScopeFor(identity, await companyAccessCodes(pool, identity.email));
      if (companies.some((c) => !scopeIncludes(scope, c))) throw forbidden('Solo puede solicitar segmentos para empresas con las que trabaja.');
      const ids = await withTransaction(pool, async (db) => {
        const pending = await db.query(
          `SELECT 1 FROM audience_management.access_requests WHERE segment_code = $1 AND requesting_company_code = ANY($2::text[]) AND status = 'PENDING' LIMIT 1`,
          [body.segment_code, companies],
        );
        if (pending.rows.length) throw conflict('Ya existe una solicitud pendiente de ese segmento para la empresa.');
        const created: number[] = [];
        for (const company of companies) {
          const id = await insertRequest(db, { segmentCode: body.segment_code!, company, login: identity.email, reason: body.reason?.trim() ?? '', untilDate: body.end_date! });
          await addAudit(db, 'REQUEST', String(id), 'REQUESTED', identity.email, null, { status: 'PENDING', until_date: body.end_date });
          created.push(id);
        }
        return created;
      });
      return { status: true, message: ACCESS_MESSAGES.registered, data: await present(identity, await findRequests(pool, ids)) };
    }),
  );

  /**
   * Applies one action to several requests in one transaction under row locks: every request must
   * exist, be decidable by the caller and allow the action (§4), or nothing changes.
   */
  async function decide(req: Request, ids: number[], action: AccessRequestAction, untilDate: string | null) {
    const identity = caller(req);
    const access = await requireRequestsTab(identity);
    if (!ids.length) throw badRequest(ACCESS_MESSAGES.selectAtLeastOne);
    if (untilDate) {
      const problem = untilDateProblem(untilDate, realToday());
      if (problem) throw badRequest(problem);
    }
    const unique = [...new Set(ids)];
    await withTransaction(pool, async (db) => {
      const rows = await findRequests(db, unique, true);
      if (rows.length !== unique.length) throw notFound('La solicitud no existe.');
      for (const row of rows) {
        if (!access.decides(row.requested_company_code)) throw forbidden('No puede decidir solicitudes de esa empresa.');
        const step = accessRequestTransition(row.status, action);
        if (!step.ok) throw conflict(step.message, { id: row.id });
      }
      for (const row of rows) {
        const step = accessRequestTransition(row.status, action) as { ok: true; next: string };
        const until = action === 'DECLINE' ? row.until_date : untilDate;
        await setRequestState(db, Number(row.id), step.next, until, identity.email, action !== 'UPDATE');
        const audit = action === 'APPROVE' ? 'APPROVED' : action === 'DECLINE' ? 'DECLINED' : 'UNTIL_DATE_UPDATED';
        await addAudit(db, 'REQUEST', row.id, audit, identity.email, { status: row.status, until_date: row.until_date }, { status: step.next, until_date: until });
      }
    });
    return present(identity, await findRequests(pool, unique));
  }

  router.post(
    '/audience-management/access/requests/accept',
    route(async (req) => {
      const body = parseInput(acceptBody, req.body ?? {});
      const update = body.action === ACCESS_REQUEST_ACTIONS.UPDATE;
      const [data] = await decide(req, [body.id], update ? 'UPDATE' : 'APPROVE', body.request_until_date);
      return { status: true, message: update ? ACCESS_MESSAGES.updated : ACCESS_MESSAGES.approved, data };
    }),
  );

  router.post(
    '/audience-management/access/requests/decline',
    route(async (req) => {
      const body = parseInput(idBody, req.body ?? {});
      const [data] = await decide(req, [body.id], 'DECLINE', null);
      return { status: true, message: ACCESS_MESSAGES.declined, data };
    }),
  );

  router.post(
    '/audience-management/access/requests/massive-accept',
    route(async (req) => {
      const body = parseInput(massiveAcceptBody, req.body ?? {});
      return { status: true, message: ACCESS_MESSAGES.approved, data: await decide(req, body.ids, 'APPROVE', body.request_until_date) };
    }),
  );

  router.post(
    '/audience-management/access/requests/massive-decline',
    route(async (req) => {
      const body = parseInput(massiveDeclineBody, req.body ?? {});
      return { status: true, message: ACCESS_MESSAGES.declined, data: await decide(req, body.ids, 'DECLINE', null) };
    }),
  );

  router.get(
    '/audience-management/access/requestable-segments',
    route(async (req) => {
      caller(req);
      const search = parseInput(searchText('El nombre del segmento').optional(), req.query.search);
      const [rows, companies] = await Promise.all([requestableSegments(pool, search || undefined), findCompanies(pool)]);
      return { status: true, data: rows.map((r) => ({ ...r, owner_company: ref(companies, r.owner_company_code) })) };
    }),
  );

  router.get(
    '/audience-management/access/restrictions',
    route(async (req) => {
      requireAdmin(caller(req));
      const [companies, rows] = await Promise.all([findCompanies(pool), allCompanyRestrictions(pool)]);
      const audit = await auditOf(pool, 'COMPANY_RESTRICTION', companies.map((c) => c.code));
      return {
        status: true,
        data: companies.map((c) => ({
          company_code: c.code,
          company_name: c.name,
          company: ref(companies, c.code),
          restriction: rows.filter((r) => r.company_code === c.code).map((r) => r.restricted_company_code),
          restricted: rows.filter((r) => r.company_code === c.code).map((r) => ref(companies, r.restricted_company_code)),
          audit: presentAudit(audit, c.code),
        })),
      };
    }),
  );

  router.post(
    '/audience-management/access/restrictions/update',
    route(async (req) => {
      const identity = caller(req);
      requireAdmin(identity);
      const body = parseInput(restrictionBody, req.body ?? {});
      const restricted = [...new Set(body.restrictions)].sort();
      const companies = await findCompanies(pool);
      const known = new Set(companies.map((c) => c.code));
      if (!known.has(body.company_code) || restricted.some((c) => !known.has(c))) throw badRequest('La empresa seleccionada no existe.');
      if (restricted.includes(body.company_code)) throw badRequest('Una empresa no puede restringirse a sí misma.');
      await withTransaction(pool, async (db) => {
        const before = await replaceCompanyRestrictions(db, body.company_code, restricted);
        await addAudit(db, 'COMPANY_RESTRICTION', body.company_code, 'RESTRICTIONS_UPDATED', identity.email, { restriction: before }, { restriction: restricted });
      });
      const audit = await auditOf(pool, 'COMPANY_RESTRICTION', [body.company_code]);
      return {
        status: true,
        message: 'Se ha registrado correctamente.',
        data: { company_code: body.company_code, company: ref(companies, body.company_code), restriction: restricted, restricted: restricted.map((c) => ref(companies, c)), audit: presentAudit(audit, body.company_code) },
      };
    }),
  );

  router.get(
    '/audience-management/access/attribute-restrictions',
    route(async (req) => {
      requireAdmin(caller(req));
      const { company_code } = parseInput(companyQuery, req.query);
      const companies = await findCompanies(pool);
      if (!companies.some((c) => c.code === company_code)) throw badRequest('La empresa seleccionada no existe.');
      const audit = await auditOf(pool, 'ATTRIBUTE_RESTRICTION', [company_code]);
      return { status: true, data: { company_code, company: ref(companies, company_code), attribute_mapping_id: await attributeRestrictionIds(pool, company_code), audit: presentAudit(audit, company_code) } };
    }),
  );

  router.post(
    '/audience-management/access/attribute-restrictions/save',
    route(async (req) => {
      const identity = caller(req);
      requireAdmin(identity);
      const body = parseInput(attributeRestrictionBody, req.body ?? {});
      const ids = [...new Set(body.attributes)].sort((a, b) => a - b);
      const companies = await findCompanies(pool);
      if (!companies.some((c) => c.code === body.company_code)) throw badRequest('La empresa seleccionada no existe.');
      if ((await existingAttributeIds(pool, ids)).length !== ids.length) throw badRequest('Uno de los atributos no existe.');
      await withTransaction(pool, async (db) => {
        const before = await replaceAttributeRestrictions(db, body.company_code, ids);
        await addAudit(db, 'ATTRIBUTE_RESTRICTION', body.company_code, 'ATTRIBUTE_RESTRICTIONS_UPDATED', identity.email, { attributes: before }, { attributes: ids });
      });
      const audit = await auditOf(pool, 'ATTRIBUTE_RESTRICTION', [body.company_code]);
      return { status: true, message: 'Se ha registrado correctamente.', data: { company_code: body.company_code, company: ref(companies, body.company_code), attribute_mapping_id: ids, audit: presentAudit(audit, body.company_code) } };
    }),
  );

  // The whole catalogue for the attribute-restriction dialog (categories, groups), unrestricted.
  router.get(
    '/audience-management/access/attributes',
    route(async (req) => {
      requireAdmin(caller(req));
      const catalogue = await loadCatalogue(pool);
      const categories = [...new Set(catalogue.map((a) => a.category))].map((name) => ({ name, attributes: catalogue.filter((a) => a.category === name) }));
      return { status: true, data: { categories } };
    }),
  );

  // §7 cross table: preview (GET with the selection in the query, as the spec names it), create, edit.
  router.get(
    '/audience-management/crossing-segment/preview',
    route(async (req) => ({ status: true, data: await crossTables.preview(req, caller(req), parseInput(crossPreviewInput, req.query)) })),
  );
  router.post(
    '/audience-management/crossing-segment/preview',
    route(async (req) => ({ status: true, data: await crossTables.preview(req, caller(req), parseInput(crossPreviewInput, req.body ?? {})) })),
  );

  router.post(
    '/audience-management/crossing-segment/create',
    route(async (req) => ({ status: true, message: SEGMENT_SAVED_MESSAGE, data: await crossTables.save(req, caller(req), parseInput(crossSaveBody, req.body ?? {})) })),
  );

  router.put(
    '/audience-management/crossing-segment/:code',
    route(async (req) => {
      const identity = caller(req);
      const { row } = await visibleSegmentFor(pool, identity, parseInput(segmentCodeSchema, req.params.code));
      if (row.segment_type_id !== CROSS_TABLE_TYPE && row.segment_type_id !== SANDBOX_TYPE) throw badRequest('El segmento no es de tabla cruzada.');
      const edit = segmentEditPermission(identity, factsOf(row), flagsOf(row));
      if (edit.blockedByAudiences) throw new HttpError(409, 'CONFLICT', `No se puede editar: ${edit.blockedByAudiences} audiencia(s) usan este segmento.`);
      if (!edit.allowed) throw forbidden('No tiene permisos para editar este segmento.');
      const saved = await crossTables.save(req, identity, parseInput(crossSaveBody, req.body ?? {}), { code: row.code, owner: row.owner_company_code });
      return { status: true, message: SEGMENT_SAVED_MESSAGE, data: saved };
    }),
  );

  // Cross-table sources of many segments at once (the visible ones; others absent).
  router.get(
    '/audience-management/crossing-segment/definitions',
    route(async (req) => {
      const viewer = await segmentViewerOf(pool, caller(req));
      const rows = await findVisibleSegments(pool, viewer, parseInput(segmentCodesQuery, req.query.codes));
      const stored = await storedSegments(pool, rows.map((r) => r.code));
      return { status: true, data: stored.map((s) => ({ code: s.code, cross_table: ('cross_table' in s.definition ? s.definition.cross_table : null) ?? null })) };
    }),
  );
}
