import type { Response, Router } from 'express';
import { z } from 'zod';
import { ATTRIBUTE_SEGMENT_TYPES, REEVALUATE_FORBIDDEN_MESSAGE, SEGMENT_NOT_FOUND_MESSAGE, SEGMENT_SAVED_MESSAGE, segmentEditPermission } from '@inca/domain';
import type { Pool } from '@inca/db';
import { MERGE_TYPES, type Warehouse } from '@inca/warehouse';
import { HttpError, caller, companyCodeSchema, forbidden, intField, jsonValueField, jsonValueProblem, multiLineText, notFound, parseInput, route, singleLineText } from '@inca/service-kit';
import { factsOf, flagsOf, visibleSegmentFor } from '../segments/access.ts';
import { findVisibleSegments, segmentViewerOf, segmentsUsableByCompany } from '../segments/repository.ts';
import { segmentCodeSchema, segmentCodesQuery } from '../segments/schemas.ts';
import { storedSegments } from './repository.ts';
import { SegmentBuilder } from './segmentBuilder.ts';

const companyCode = z.string({ message: 'Debe indicar la empresa.' }).regex(/^[0-9]{3}$/, 'Código de empresa inválido.');
const attributes = z
  .array(
    z
      .object({
        id: intField({ min: 0, max: 1_000_000, message: 'Identificador de atributo inválido.' }),
        technical_name: singleLineText('El nombre técnico', 'code').optional(),
        value: jsonValueField(),
      })
      .passthrough()
      .superRefine((attribute, ctx) => {
        // Whatever else a client sends along is held to the same policy (it is stored with the definition).
        const { id: _id, technical_name: _t, value: _v, ...rest } = attribute;
        const problem = jsonValueProblem(rest);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      }),
    { message: 'Seleccione por lo menos un attributo.' },
  )
  .max(200, 'Demasiados atributos seleccionados (máximo 200).');
const merge = z.object({
  segment_a: segmentCodeSchema.optional(),
  segment_b: segmentCodeSchema.optional(),
  merge_type: singleLineText('El tipo de cruce', 'code').optional(),
});

const catalogueQuery = z.object({ company_code: companyCode, segment_code: segmentCodeSchema.optional() });
const previewBody = z.object({ company_code: companyCode, attributes: attributes.optional(), merge: merge.optional() });
// Names are checked here by the policy (characters, a generous cap) and then by the §5 rules of @inca/domain (3–50, no < > " ' `).
const saveBody = previewBody.extend({
  preview_id: singleLineText('El identificador de previsualización', 'code').optional(),
  segment_name: singleLineText('El nombre', 'name').default(''),
  segment_description: multiLineText('La descripción').default(''),
  segment_type_name: singleLineText('El tipo de segmento', 'code').default(''),
});
const mergeOptionsType = z.enum(['SEGMENT_CONTACT', 'SEGMENT_ADVERTISING'], { message: 'El tipo de segmento es requerido' });

/** Aborted when the caller goes away before the answer is sent, so a warehouse job can be cancelled. */
function callerLeft(res: Response): AbortSignal {
  const controller = new AbortController();
  res.on('close', () => {
    if (!res.writableFinished) controller.abort();
  });
  return controller.signal;
}

/**
 * Segment builder and merge calls (spec §7, paths ours): catalogue, preview, create, edit, view,
 * merge options, re-evaluation. The work is SegmentBuilder's; these only parse, authorize and answer.
 */
export function builderRoutes(router: Router, pool: Pool, builder: SegmentBuilder): void {
  router.get(
    '/audience-management/segment-builder/catalogue',
    route(async (req) => {
      const q = parseInput(catalogueQuery, req.query);
      // With a segment code, the owner's catalogue is readable by whoever may see that segment (viewing, not building).
      await builder.catalogueCompany(caller(req), q.company_code, q.segment_code);
      const catalogue = await builder.catalogueFor(q.company_code);
      const categories = [...new Set(catalogue.map((a) => a.category))].map((name) => ({ name, attributes: catalogue.filter((a) => a.category === name) }));
      return {
        status: true,
        data: { categories, merge_types: Object.entries(MERGE_TYPES).map(([value, label]) => ({ value, label })), segment_types: Object.keys(ATTRIBUTE_SEGMENT_TYPES) },
      };
    }),
  );

  router.post(
    '/audience-management/segment-builder/preview',
    route(async (req, res) => ({ status: true, data: await builder.preview(caller(req), parseInput(previewBody, req.body), callerLeft(res)) })),
  );

  router.post(
    '/audience-management/segment-builder/segments',
    route(async (req) => ({ status: true, message: SEGMENT_SAVED_MESSAGE, data: await builder.save(caller(req), parseInput(saveBody, req.body)) })),
  );

  router.put(
    '/audience-management/segment-builder/segments/:code',
    route(async (req) => {
      const identity = caller(req);
      const { row } = await visibleSegmentFor(pool, identity, parseInput(segmentCodeSchema, req.params.code));
      const edit = segmentEditPermission(identity, factsOf(row), flagsOf(row));
      if (edit.blockedByAudiences) throw new HttpError(409, 'CONFLICT', `No se puede editar: ${edit.blockedByAudiences} audiencia(s) usan este segmento.`);
      if (!edit.allowed) throw forbidden('No tiene permisos para editar este segmento.');
      const saved = await builder.save(identity, parseInput(saveBody, req.body), { code: row.code, owner: row.owner_company_code, createdBy: row.created_by });
      return { status: true, message: SEGMENT_SAVED_MESSAGE, data: saved };
    }),
  );

  router.get(
    '/audience-management/segment-builder/segments/:code',
    route(async (req) => {
      const { row } = await visibleSegmentFor(pool, caller(req), parseInput(segmentCodeSchema, req.params.code));
      const stored = (await storedSegments(pool, [row.code]))[0];
      // A merge whose owner may no longer see a base cannot be previewed or re-evaluated: the view says which.
      const unavailable_bases = stored ? await builder.unavailableBases(stored) : [];
      return { status: true, data: { ...row, definition: stored?.definition, preview: stored?.preview, unavailable_bases } };
    }),
  );

  // Definitions of many segments at once (finding 9 of issue 14): the visible ones among the codes, others absent.
  router.get(
    '/audience-management/segments/definitions',
    route(async (req) => {
      const viewer = await segmentViewerOf(pool, caller(req));
      const visible = await findVisibleSegments(pool, viewer, parseInput(segmentCodesQuery, req.query.codes));
      // usable_by: only those this company may build on (a campaign's target segment is the campaign company's to use).
      const usableBy = parseInput(companyCodeSchema.optional(), req.query.usable_by);
      const usable = usableBy ? await segmentsUsableByCompany(pool, usableBy, visible.map((r) => r.code)) : null;
      const rows = usable ? visible.filter((r) => usable.has(r.code)) : visible;
      const stored = await storedSegments(pool, rows.map((r) => r.code));
      const unavailable = await builder.unavailableBasesOfMany(stored);
      return {
        status: true,
        data: stored.map((s) => ({ code: s.code, definition: s.definition, preview: s.preview, unavailable_bases: unavailable.get(s.code) ?? [] })),
      };
    }),
  );

  // Segments that can be merged: attribute and merge segments the viewer sees, of the chosen type.
  router.get(
    '/audience-management/segment-builder/merge-options',
    route(async (req) => {
      const type = parseInput(mergeOptionsType, req.query.type);
      return { status: true, data: await builder.mergeOptions(caller(req), type) };
    }),
  );

  router.post(
    '/audience-management/segments/:code/evaluate',
    route(async (req) => {
      const identity = caller(req);
      const { row } = await visibleSegmentFor(pool, identity, parseInput(segmentCodeSchema, req.params.code));
      if (row.requested) throw notFound(SEGMENT_NOT_FOUND_MESSAGE);
      // Re-evaluation rewrites counts and the process date: it needs the edit right (finding 3 of issue 14).
      // The publishing engine re-evaluates under its own service identity, not through this route.
      const edit = segmentEditPermission(identity, factsOf(row), flagsOf(row));
      if (edit.blockedByAudiences) throw new HttpError(409, 'CONFLICT', `No se puede re-evaluar: ${edit.blockedByAudiences} audiencia(s) usan este segmento.`);
      if (!edit.allowed) throw forbidden(REEVALUATE_FORBIDDEN_MESSAGE);
      return { status: true, data: { code: row.code, ...(await builder.reevaluate(row.code, row.owner_company_code)) } };
    }),
  );
}
