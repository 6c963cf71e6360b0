import { createHash, randomUUID } from 'node:crypto';
import type { Request, Router } from 'express';
import { z } from 'zod';
import {
  ATTRIBUTE_SEGMENT_TYPES,
  MERGE_SEGMENT_TYPE,
  builderFieldErrors,
  builderSegmentName,
  duplicateNameError,
  segmentEditPermission,
  purchasePredictionCompanies,
  unsafeTextError,
  SEGMENT_NAME_PREFIX,
  type Identity,
} from '@inca/domain';
import type { Pool, Queryable } from '@inca/db';
import {
  COMPANY_BITS,
  MERGE_TYPES,
  PURCHASE_PREDICTION_CATEGORY,
  SelectionError,
  selectionFingerprint,
  type Attribute,
  type MergeType,
  type PreviewCounts,
  type SegmentPredicate,
  type SelectedAttribute,
  type Warehouse,
} from '@inca/warehouse';
import { HttpError, badRequest, caller, conflict, forbidden, notFound, parseInput, route } from '@inca/service-kit';
import { findCompanies } from '../directory/repository.ts';
import { findVisibleSegments, segmentViewerOf } from '../segments/repository.ts';
import { loadCatalogue, restrictedAttributeIds, restrictedCompanies } from './catalogue.ts';

const S = 'audience_management';
const LOW_CONTACTABLE = 600_000;
const PREVIEW_TTL_HOURS = 4;
const NO_PREVIEW = 'Debe obtener la previsualización, presionando el botón de Pre Visualizar.';
const CHANGED_AFTER_PREVIEW = 'Debe realizar la previsualización antes de guardar.';

const companyCode = z.string({ message: 'Debe indicar la empresa.' }).regex(/^[0-9]{3}$/, 'Código de empresa inválido.');
const segmentCode = z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, 'Código de segmento inválido.');
const attributes = z.array(z.object({ id: z.coerce.number().int(), technical_name: z.string().optional(), value: z.unknown() }).passthrough(), {
  message: 'Seleccione por lo menos un attributo.',
});
const merge = z.object({
  segment_a: segmentCode.optional(),
  segment_b: segmentCode.optional(),
  merge_type: z.string().optional(),
});

const previewBody = z.object({ company_code: companyCode, attributes: attributes.optional(), merge: merge.optional() });
const saveBody = z.object({
  preview_id: z.string().optional(),
  company_code: companyCode,
  segment_name: z.string().default(''),
  segment_description: z.string().default(''),
  segment_type_name: z.string().default(''),
  attributes: attributes.optional(),
  merge: merge.optional(),
});

type Definition = { type_name: string; attributes: SelectedAttribute[] } | { type_name: string; attributes: [{ id: 0; attribute_value: [string, string] }, { id: 1; attribute_value: MergeType }] };

const isMergeDefinition = (d: Definition): d is Extract<Definition, { attributes: [{ id: 0 }, unknown] }> => d.attributes[0]?.id === 0;

/** The preview result in the spec's shape (§3), from the warehouse counts. */
function previewResult(counts: PreviewCounts, companies: { code: string; name: string }[], restricted: string[]) {
  const name = (code: string) => companies.find((c) => c.code === code)?.name ?? code;
  const percentages = (values: Record<string, number>, total: number) =>
    Object.entries(values)
      .map(([code, n]) => ({ company_code: code, itc_company_name: name(code), percentage: total ? Math.round((n / total) * 10_000) / 100 : 0, count: n }))
      .sort((a, b) => b.percentage - a.percentage || a.company_code.localeCompare(b.company_code));
  const allowedContact = Object.fromEntries(Object.entries(counts.contact_by_company).filter(([code]) => !restricted.includes(code)));
  return {
    unique_users: counts.unique_users,
    unique_users_w_contact: counts.unique_users_w_contact,
    unique_users_w_advertising: counts.unique_users_w_advertising,
    segment_nrows: counts.unique_users,
    segment_nrows_clients: counts.unique_users_w_contact,
    segment_company_percentage: percentages(counts.by_company, counts.unique_users),
    unique_users_w_contact_by_company: percentages(counts.contact_by_company, counts.unique_users_w_contact),
    unique_users_w_contact_restricted: counts.contact_allowed,
    unique_users_w_contact_restricted_by_company: percentages(allowedContact, counts.contact_allowed),
    restricted_companies: restricted,
    low_contactable: counts.unique_users_w_contact < LOW_CONTACTABLE,
  };
}
export type PreviewResult = ReturnType<typeof previewResult>;

const fingerprintOf = (company: string, part: string) => createHash('sha256').update(`${company}|${part}`).digest('hex');

/**
 * Segment builder and merge calls (spec §7, paths ours): catalogue, preview, create, edit, view,
 * merge options, re-evaluation. Every count runs in the warehouse; a save must carry the id of a
 * preview of exactly the same selection, by the same person, for the same company.
 */
export function builderRoutes(router: Router, pool: Pool, warehouse: () => Promise<Warehouse>): void {
  const viewerOf = (identity: Identity) => segmentViewerOf(pool, identity);

  async function requireCompany(identity: Identity, code: string) {
    const viewer = await viewerOf(identity);
    if (viewer.scope.kind === 'list' && !viewer.scope.codes.includes(code)) throw forbidden('No puede crear segmentos para esa empresa.');
    const company = (await findCompanies(pool, [code]))[0];
    if (!company) throw badRequest('La empresa seleccionada no existe.');
    return { viewer, company };
  }

  /** The catalogue a company may use (its restricted attributes removed). */
  async function catalogueFor(code: string): Promise<Attribute[]> {
    const hidden = await restrictedAttributeIds(pool, code);
    return (await loadCatalogue(pool)).filter((a) => !hidden.has(a.id));
  }

  /** Loads a stored segment as a predicate (merges recursively). */
  async function predicateOf(db: Queryable, code: string, depth = 0): Promise<SegmentPredicate> {
    if (depth > 8) throw badRequest('La combinación de segmentos es demasiado profunda.');
    const { rows } = await db.query<{ definition: Definition; segment_type_id: number }>(`SELECT definition, segment_type_id FROM ${S}.segments WHERE code = $1`, [code]);
    const definition = rows[0]?.definition;
    if (!definition?.attributes?.length) throw badRequest(`El segmento ${code} no tiene una selección de atributos que se pueda evaluar.`);
    if (isMergeDefinition(definition)) {
      const [first, second] = definition.attributes;
      return {
        kind: 'merge',
        mergeType: second.attribute_value,
        a: await predicateOf(db, first.attribute_value[0], depth + 1),
        b: await predicateOf(db, first.attribute_value[1], depth + 1),
      };
    }
    return { kind: 'attributes', selection: definition.attributes };
  }

  type Parsed = { kind: 'attributes'; selection: SelectedAttribute[] } | { kind: 'merge'; a: string; b: string; mergeType: MergeType };

  /** Validates the merge inputs: both segments visible, different, with a merge type. */
  async function parseMerge(identity: Identity, m: z.infer<typeof merge>): Promise<Parsed> {
    if (!m.segment_a) throw badRequest('El Segmento A es requerido');
    if (!m.segment_b) throw badRequest('El Segmento B es requerido');
    if (!m.merge_type) throw badRequest('El Tipo de Cruce es requerido');
    if (!(m.merge_type in MERGE_TYPES)) throw badRequest('Tipo de cruce inválido.');
    if (m.segment_a === m.segment_b) throw badRequest('Los segmentos A y B deben ser distintos.');
    const visible = await findVisibleSegments(pool, await viewerOf(identity), [m.segment_a, m.segment_b]);
    if (visible.length !== 2) throw notFound('El segmento no existe o no tiene acceso a él.');
    return { kind: 'merge', a: m.segment_a, b: m.segment_b, mergeType: m.merge_type as MergeType };
  }

  /** The predicate of a new selection or merge (merged sides loaded from their definitions). */
  async function predicateFor(parsed: Parsed): Promise<SegmentPredicate> {
    return parsed.kind === 'attributes'
      ? { kind: 'attributes', selection: parsed.selection }
      : { kind: 'merge', mergeType: parsed.mergeType, a: await predicateOf(pool, parsed.a), b: await predicateOf(pool, parsed.b) };
  }

  async function evaluate(predicate: SegmentPredicate, catalogue: Attribute[], ownerCode: string) {
    const restricted = await restrictedCompanies(pool, ownerCode);
    const allowedMask = Object.entries(COMPANY_BITS).reduce((mask, [code, bit]) => (restricted.includes(code) ? mask : mask | bit), 0);
    try {
      const counts = await (await warehouse()).preview(catalogue, predicate, allowedMask);
      return previewResult(counts, await findCompanies(pool), restricted);
    } catch (error) {
      if (error instanceof SelectionError) throw badRequest(error.message);
      throw error;
    }
  }

  function fingerprint(parsed: Parsed, catalogue: Attribute[], company: string): string {
    try {
      return parsed.kind === 'attributes'
        ? fingerprintOf(company, selectionFingerprint(catalogue, parsed.selection))
        : fingerprintOf(company, `merge:${parsed.mergeType}:${parsed.a}:${parsed.b}`);
    } catch (error) {
      if (error instanceof SelectionError) throw badRequest(error.message);
      throw error;
    }
  }

  /** §6: purchase-prediction attributes only for the companies the rule allows the caller. */
  async function checkPurchasePrediction(identity: Identity, parsed: Parsed, catalogue: Attribute[], company: string) {
    if (parsed.kind !== 'attributes') return;
    const usesPrediction = parsed.selection.some((s) => catalogue.find((a) => a.id === Number(s.id))?.category === PURCHASE_PREDICTION_CATEGORY);
    if (!usesPrediction) return;
    const { rows } = await pool.query<{ retail_purchase_prediction: string }>(
      `SELECT retail_purchase_prediction FROM ${S}.company_flags WHERE company_code = $1`,
      [identity.companyCode],
    );
    if (!purchasePredictionCompanies(identity, [company], rows[0]?.retail_purchase_prediction === '1').includes(company)) {
      throw forbidden('Con atributos de Predicción de Compra solo puede usar su empresa, o 022 si su empresa tiene habilitada la predicción de compra.');
    }
  }

  /** §5: both sides of a merge are of the chosen type (contact also takes untyped segments). */
  async function checkMergeSides(parsed: Extract<Parsed, { kind: 'merge' }>, typeName: string) {
    const { rows } = await pool.query<{ type_name: string | null }>(`SELECT definition->>'type_name' AS type_name FROM ${S}.segments WHERE code = ANY($1::text[])`, [[parsed.a, parsed.b]]);
    const fits = (t: string | null) => (typeName === 'SEGMENT_CONTACT' ? !t || t === 'SEGMENT_CONTACT' : t === typeName);
    if (rows.length !== 2 || !rows.every((r) => fits(r.type_name))) throw badRequest('Los segmentos A y B deben ser del tipo de segmento elegido.');
  }

  async function parse(identity: Identity, body: { attributes?: SelectedAttribute[]; merge?: z.infer<typeof merge> }): Promise<Parsed> {
    if (body.merge) return parseMerge(identity, body.merge);
    return { kind: 'attributes', selection: body.attributes ?? [] };
  }

  router.get(
    '/audience-management/segment-builder/catalogue',
    route(async (req) => {
      const code = parseInput(companyCode, req.query.company_code);
      await requireCompany(caller(req), code);
      const catalogue = await catalogueFor(code);
      const categories = [...new Set(catalogue.map((a) => a.category))].map((name) => ({ name, attributes: catalogue.filter((a) => a.category === name) }));
      return { status: true, data: { categories, merge_types: Object.entries(MERGE_TYPES).map(([value, label]) => ({ value, label })), segment_types: Object.keys(ATTRIBUTE_SEGMENT_TYPES) } };
    }),
  );

  router.post(
    '/audience-management/segment-builder/preview',
    route(async (req) => {
      const identity = caller(req);
      const body = parseInput(previewBody, req.body);
      await requireCompany(identity, body.company_code);
      const catalogue = await catalogueFor(body.company_code);
      const parsed = await parse(identity, body as never);
      const print = fingerprint(parsed, catalogue, body.company_code);
      await checkPurchasePrediction(identity, parsed, catalogue, body.company_code);
      const result = await evaluate(await predicateFor(parsed), catalogue, body.company_code);
      const id = randomUUID();
      await pool.query(`DELETE FROM ${S}.segment_previews WHERE created_at < now() - interval '${PREVIEW_TTL_HOURS} hours'`);
      await pool.query(`INSERT INTO ${S}.segment_previews (id, email, company_code, fingerprint, result) VALUES ($1, $2, $3, $4, $5)`, [
        id,
        identity.email,
        body.company_code,
        print,
        JSON.stringify(result),
      ]);
      return { status: true, data: { preview_id: id, ...result } };
    }),
  );

  /** The preview a save refers to, checked against the selection being saved. */
  async function previewFor(identity: Identity, previewId: string | undefined, print: string, company: string): Promise<PreviewResult> {
    if (!previewId) throw badRequest(NO_PREVIEW);
    const { rows } = await pool.query<{ fingerprint: string; result: PreviewResult; company_code: string }>(
      `SELECT fingerprint, result, company_code FROM ${S}.segment_previews WHERE id = $1 AND email = $2 AND created_at > now() - interval '${PREVIEW_TTL_HOURS} hours'`,
      [previewId, identity.email],
    );
    const preview = rows[0];
    if (!preview) throw badRequest(NO_PREVIEW);
    if (preview.fingerprint !== print || preview.company_code !== company) throw badRequest(CHANGED_AFTER_PREVIEW);
    return preview.result;
  }

  function checkFields(body: z.infer<typeof saveBody>, alias: string, isMerge: boolean) {
    if (isMerge) {
      const nameError = duplicateNameError(body.segment_name.replace(/^INCA_/i, '')) ?? unsafeTextError(body.segment_name);
      if (nameError) throw badRequest(nameError);
      if (!body.segment_description.trim()) throw badRequest('La Descripción es requerida');
      const descriptionError = unsafeTextError(body.segment_description);
      if (descriptionError) throw badRequest(descriptionError);
      if (!body.segment_type_name) throw badRequest('El tipo de segmento es requerido');
      if (!(body.segment_type_name in ATTRIBUTE_SEGMENT_TYPES)) throw badRequest('Tipo de segmento inválido.');
      return;
    }
    const errors = builderFieldErrors({ name: body.segment_name, description: body.segment_description, typeName: body.segment_type_name, companyAlias: alias });
    const first = Object.values(errors)[0];
    if (first) throw badRequest(first, { fields: errors });
  }

  async function save(req: Request, existing?: { code: string; owner: string }) {
    const identity = caller(req);
    const body = parseInput(saveBody, req.body);
    if (existing && body.company_code !== existing.owner) throw badRequest('No se puede cambiar la empresa de un segmento existente.');
    const { company } = await requireCompany(identity, body.company_code);
    const catalogue = await catalogueFor(body.company_code);
    const parsed = await parse(identity, body as never);
    checkFields(body, company.alias, parsed.kind === 'merge');
    await checkPurchasePrediction(identity, parsed, catalogue, body.company_code);
    if (parsed.kind === 'merge') await checkMergeSides(parsed, body.segment_type_name);
    const print = fingerprint(parsed, catalogue, body.company_code);
    const result = await previewFor(identity, body.preview_id, print, body.company_code);
    const purchasePrediction =
      parsed.kind === 'attributes' && parsed.selection.some((s) => catalogue.find((a) => a.id === Number(s.id))?.category === PURCHASE_PREDICTION_CATEGORY);
    const name = parsed.kind === 'merge' ? `${SEGMENT_NAME_PREFIX}${body.segment_name.trim().replace(/^INCA_/i, '')}` : builderSegmentName(body.segment_name, purchasePrediction);
    const typeId = parsed.kind === 'merge' ? MERGE_SEGMENT_TYPE : ATTRIBUTE_SEGMENT_TYPES[body.segment_type_name]!;
    const definition: Definition =
      parsed.kind === 'merge'
        ? { type_name: body.segment_type_name, attributes: [{ id: 0, attribute_value: [parsed.a, parsed.b] }, { id: 1, attribute_value: parsed.mergeType }] }
        : { type_name: body.segment_type_name, attributes: parsed.selection.map((s) => ({ ...s, id: Number(s.id), technical_name: catalogue.find((a) => a.id === Number(s.id))?.technicalName })) };
    try {
      if (existing) {
        await pool.query(
          `UPDATE ${S}.segments SET business_name = $2, description = $3, segment_type_id = $4, definition = $5, preview = $6, row_count_unique = $7, last_process_date = now()
            WHERE code = $1`,
          [existing.code, name, body.segment_description.trim(), typeId, JSON.stringify(definition), JSON.stringify(result), result.unique_users],
        );
        return { status: true, message: 'Segmento actualizado', data: { code: existing.code, business_name: name } };
      }
      const { rows } = await pool.query<{ code: string }>(
        `INSERT INTO ${S}.segments (business_name, description, segment_type_id, owner_company_code, created_by, row_count_unique, definition, preview)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING code`,
        [name, body.segment_description.trim(), typeId, body.company_code, identity.email, result.unique_users, JSON.stringify(definition), JSON.stringify(result)],
      );
      return { status: true, message: 'Segmento creado', data: { code: rows[0]!.code, business_name: name } };
    } catch (error) {
      if ((error as { code?: string }).code === '23505') throw conflict(`Ya existe un segmento llamado ${name} en la empresa.`);
      throw error;
    }
  }

  router.post('/audience-management/segment-builder/segments', route(async (req) => save(req)));

  async function editable(req: Request) {
    const identity = caller(req);
    const code = parseInput(segmentCode, req.params.code);
    const row = (await findVisibleSegments(pool, await viewerOf(identity), [code]))[0];
    if (!row) throw notFound('El segmento no existe o no tiene acceso a él.');
    const edit = segmentEditPermission(
      identity,
      { ownerCompanyCode: row.owner_company_code, segmentTypeId: row.segment_type_id, shared: row.flag_shared, numAudiences: row.num_audiences, requested: row.requested },
      { shareAction: row.owner_share_action, editSegment: row.owner_edit_segment },
    );
    if (!edit.allowed) {
      throw edit.blockedByAudiences
        ? new HttpError(409, 'CONFLICT', `No se puede editar: ${edit.blockedByAudiences} audiencia(s) usan este segmento.`)
        : forbidden('No tiene permisos para editar este segmento.');
    }
    return row;
  }

  router.put(
    '/audience-management/segment-builder/segments/:code',
    route(async (req) => {
      const row = await editable(req);
      return save(req, { code: row.code, owner: row.owner_company_code });
    }),
  );

  router.get(
    '/audience-management/segment-builder/segments/:code',
    route(async (req) => {
      const identity = caller(req);
      const code = parseInput(segmentCode, req.params.code);
      const row = (await findVisibleSegments(pool, await viewerOf(identity), [code]))[0];
      if (!row) throw notFound('El segmento no existe o no tiene acceso a él.');
      const { rows } = await pool.query<{ definition: Definition; preview: PreviewResult; description: string }>(
        `SELECT definition, preview, description FROM ${S}.segments WHERE code = $1`,
        [code],
      );
      return { status: true, data: { ...row, definition: rows[0]?.definition, preview: rows[0]?.preview } };
    }),
  );

  // Segments that can be merged: attribute and merge segments the viewer sees, of the chosen type.
  router.get(
    '/audience-management/segment-builder/merge-options',
    route(async (req) => {
      const identity = caller(req);
      const type = parseInput(z.enum(['SEGMENT_CONTACT', 'SEGMENT_ADVERTISING'], { message: 'El tipo de segmento es requerido' }), req.query.type);
      const viewer = await viewerOf(identity);
      const { rows } = await pool.query<{ code: string; business_name: string; definition: Definition }>(
        `SELECT code, business_name, definition FROM ${S}.segments WHERE segment_type_id IN (2, 3, 5) AND jsonb_array_length(coalesce(definition->'attributes', '[]'::jsonb)) > 0
          ORDER BY last_process_date DESC LIMIT 2000`,
      );
      const visible = new Set((await findVisibleSegments(pool, viewer, rows.map((r) => r.code))).map((r) => r.code));
      const data = rows
        .filter((r) => visible.has(r.code))
        .filter((r) => (type === 'SEGMENT_CONTACT' ? !r.definition.type_name || r.definition.type_name === 'SEGMENT_CONTACT' : r.definition.type_name === 'SEGMENT_ADVERTISING'))
        .map((r) => ({ code: r.code, business_name: r.business_name }));
      return { status: true, data };
    }),
  );

  router.post(
    '/audience-management/segments/:code/evaluate',
    route(async (req) => {
      const identity = caller(req);
      const code = parseInput(segmentCode, req.params.code);
      const row = (await findVisibleSegments(pool, await viewerOf(identity), [code]))[0];
      if (!row || row.requested) throw notFound('El segmento no existe o no tiene acceso a él.');
      const catalogue = await catalogueFor(row.owner_company_code);
      const result = await evaluate(await predicateOf(pool, code), catalogue, row.owner_company_code);
      await pool.query(`UPDATE ${S}.segments SET preview = $2, row_count_unique = $3, last_process_date = now() WHERE code = $1`, [code, JSON.stringify(result), result.unique_users]);
      return { status: true, data: { code, ...result } };
    }),
  );

}
