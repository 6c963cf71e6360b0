import { z } from 'zod';
import { envelope } from '../envelope.ts';
import { operation } from '../operation.ts';
import { intField, jsonValueField, jsonValueProblem, multiLineText, singleLineText, companyCodeSchema } from '../fields.ts';
import { attributeCategoryDto, previewDto, selectedAttributeDto } from './rows.ts';
import { segmentCodeSchema, segmentCodesQuery } from './segments.ts';

/** Segment builder and merge calls (spec §7, paths ours): catalogue, preview, create, edit, view, merge options, re-evaluation. */

const P = '/audience-management';
const codeParams = z.object({ code: segmentCodeSchema });

export const builderCompanyCode = z.string({ message: 'Debe indicar la empresa.' }).regex(/^[0-9]{3}$/, 'Código de empresa inválido.');
export const selectedAttributes = z
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

/** Only the segments this company may build on (a campaign's target segment is the campaign company's to use). */
export const usableByQuery = companyCodeSchema.optional();
export const catalogueQuery = z.object({ company_code: builderCompanyCode, segment_code: segmentCodeSchema.optional() });
export const previewBody = z.object({
  company_code: builderCompanyCode,
  attributes: selectedAttributes.optional(),
  merge: merge.optional(),
});
// Names are checked here by the policy (characters, a generous cap) and then by the §5 rules of @inca/domain (3–50, no < > " ' `).
export const saveSegmentBody = previewBody.extend({
  preview_id: singleLineText('El identificador de previsualización', 'code').optional(),
  segment_name: singleLineText('El nombre', 'name').default(''),
  segment_description: multiLineText('La descripción').default(''),
  segment_type_name: singleLineText('El tipo de segmento', 'code').default(''),
});
export const mergeOptionsType = z.enum(['SEGMENT_CONTACT', 'SEGMENT_ADVERTISING'], { message: 'El tipo de segmento es requerido' });

/** A base of a merge its owner may no longer see. */
export const unavailableBaseDto = z.object({ code: z.string(), business_name: z.string() });
export type UnavailableBaseDto = z.output<typeof unavailableBaseDto>;
/** A stored definition: the attributes chosen (or the two bases and the merge type). */
export const definitionDto = z.object({ type_name: z.string().optional(), attributes: z.array(selectedAttributeDto) }).passthrough();
/** A segment's stored definition with its counts (empty object before the first count) and the bases its owner lost. */
export const definitionItemDto = z.object({
  code: z.string(),
  definition: definitionDto.optional(),
  preview: z.union([previewDto, z.object({}).strict()]).nullish(),
  unavailable_bases: z.array(unavailableBaseDto),
});
export type DefinitionItemDto = z.output<typeof definitionItemDto>;
export const segmentOptionDto = z.object({ code: z.string(), business_name: z.string() });
export type SegmentOptionDto = z.output<typeof segmentOptionDto>;

export const catalogueDto = z.object({
  categories: z.array(attributeCategoryDto),
  merge_types: z.array(z.object({ value: z.string(), label: z.string() })),
  segment_types: z.array(z.string()),
});
export type CatalogueDto = z.output<typeof catalogueDto>;
const saved = envelope(z.object({ code: z.string(), business_name: z.string() })).extend({ message: z.string() });

export const getCatalogue = operation({
  method: 'GET',
  path: `${P}/segment-builder/catalogue`,
  query: catalogueQuery,
  response: envelope(catalogueDto),
});
export const previewSegment = operation({
  method: 'POST',
  path: `${P}/segment-builder/preview`,
  body: previewBody,
  response: envelope(previewDto.extend({ preview_id: z.string() })),
});
export const createSegment = operation({ method: 'POST', path: `${P}/segment-builder/segments`, body: saveSegmentBody, response: saved });
export const updateSegment = operation({
  method: 'PUT',
  path: `${P}/segment-builder/segments/:code`,
  params: codeParams,
  body: saveSegmentBody,
  response: saved,
});
export const getBuiltSegment = operation({
  method: 'GET',
  path: `${P}/segment-builder/segments/:code`,
  params: codeParams,
  response: envelope(
    z
      .object({
        code: z.string(),
        definition: definitionDto.optional(),
        preview: z.unknown(),
        unavailable_bases: z.array(unavailableBaseDto),
      })
      .passthrough(),
  ),
});
/** Definitions of many segments at once: the visible ones among the codes, others absent. */
export const listDefinitions = operation({
  method: 'GET',
  path: `${P}/segments/definitions`,
  query: z.object({ codes: segmentCodesQuery, usable_by: usableByQuery }),
  response: envelope(z.array(definitionItemDto)),
});
/** Segments that can be merged: attribute and merge segments the viewer sees, of the chosen type. */
export const listMergeOptions = operation({
  method: 'GET',
  path: `${P}/segment-builder/merge-options`,
  query: z.object({ type: mergeOptionsType }),
  response: envelope(z.array(segmentOptionDto)),
});
export const evaluateSegment = operation({
  method: 'POST',
  path: `${P}/segments/:code/evaluate`,
  params: codeParams,
  response: envelope(previewDto.partial().extend({ code: z.string() })),
});

/** What a caller sends (before the service's parsing). */
export type PreviewSegmentInput = z.input<typeof previewBody>;
export type SaveSegmentInput = z.input<typeof saveSegmentBody>;
export type MergeOptionsType = z.output<typeof mergeOptionsType>;
