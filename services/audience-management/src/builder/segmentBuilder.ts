import { createHash, randomUUID } from 'node:crypto';
import {
  ATTRIBUTE_SEGMENT_TYPES,
  MERGE_SEGMENT_TYPE,
  PREVIEW_REQUIRED_MESSAGE,
  PREVIEW_STALE_MESSAGE,
  SEGMENT_KIND,
  SEGMENT_NAME_PREFIX,
  SEGMENT_NOT_FOUND_MESSAGE,
  builderFieldErrors,
  builderSegmentName,
  firstError,
  isRole,
  mergeBaseUnavailableMessage,
  mergeFieldErrors,
  mergeSelectionErrors,
  mergeSideFits,
  purchasePredictionCompanies,
  scopeIncludes,
  type Identity,
} from '@inca/domain';
import { withTransaction, type Pool, type Queryable } from '@inca/db';
import {
  COMPANY_BITS,
  PURCHASE_PREDICTION_CATEGORY,
  SelectionError,
  ensureWarehouseObjects,
  selectionFingerprint,
  type Attribute,
  type MergeType,
  type SegmentPredicate,
  type SelectedAttribute,
  type WarehouseReader,
} from '@inca/warehouse';
import { badRequest, conflict, forbidden, notFound } from '@inca/service-kit';
import { findCompanies, findUser, type CompanyRow } from '../directory/index.ts';
import {
  crossTablePredicate,
  findVisibleSegments,
  isMergeDefinition,
  mergeDefinition,
  mergeUsesOf,
  segmentViewerOf,
  visibleSegmentFor,
  type Definition,
  type MergeDefinition,
  type SegmentViewer,
} from '../segments/index.ts';
import { previewResult, type PreviewResult } from './previewResult.ts';
import {
  findPreview,
  hasRetailPurchasePrediction,
  insertBuiltSegment,
  insertPreview,
  loadCatalogue,
  lockMergeSides,
  mergeCandidates,
  restrictedAttributeIds,
  restrictedCompanies,
  segmentsPendingEvaluation,
  storeEvaluation,
  storedSegments,
  updateBuiltSegment,
  type SegmentWrite,
  type StoredSegment,
} from './repository.ts';

const PREVIEW_TTL_HOURS = 4;

export type MergeInput = { segment_a?: string; segment_b?: string; merge_type?: string };
export type SelectionInput = { company_code: string; attributes?: SelectedAttribute[]; merge?: MergeInput };
export type SaveInput = SelectionInput & {
  preview_id?: string;
  segment_name: string;
  segment_description: string;
  segment_type_name: string;
};

type Parsed = { kind: 'attributes'; selection: SelectedAttribute[] } | { kind: 'merge'; a: string; b: string; mergeType: MergeType };

/** A base of a merge that the merge's owner may no longer see. */
export type UnavailableBase = { code: string; business_name: string };

/** The segment being edited: its code, owner company and creator (the merge's owner). */
export type ExistingSegment = { code: string; owner: string; createdBy: string };

const unavailable = (bases: UnavailableBase[]) =>
  conflict(mergeBaseUnavailableMessage(bases.map((b) => b.business_name)), { unavailable_bases: bases });

const fingerprintOf = (company: string, part: string) => createHash('sha256').update(`${company}|${part}`).digest('hex');

/** Warehouse selection problems are the user's: a 400 with the validator's Spanish message. */
function asUserError<T>(work: () => T): T {
  try {
    return work();
  } catch (error) {
    if (error instanceof SelectionError) throw badRequest(error.message);
    throw error;
  }
}

/**
 * The segment builder's work (spec §2.1–2.2): catalogue per company, preview, save checked against
 * the previewed fingerprint, merges, and re-evaluation. Every count runs in the warehouse; a save
 * must carry the id of a preview of exactly the same selection, by the same person, for the same company.
 */
export class SegmentBuilder {
  constructor(
    private readonly pool: Pool,
    /**
     * Where previews and evaluations count: BigQuery when configured (the embedded DuckDB is then never
     * opened), the embedded warehouse otherwise.
     */
    private readonly warehouse: () => Promise<WarehouseReader>,
  ) {}

  /**
   * The company tables and sandbox groups cross-table and sandbox segments count: created on first use
   * in the embedded warehouse; on BigQuery they are the company's own datasets, nothing to create.
   */
  async ensureObjects(stopped: () => boolean = () => false): Promise<void> {
    const reader = await this.warehouse();
    if (reader.dialect === 'duckdb') await ensureWarehouseObjects(reader, stopped);
  }

  /** The company a segment is built for: within the caller's scope, and existing. */
  async requireCompany(identity: Identity, code: string): Promise<CompanyRow> {
    if (!scopeIncludes((await segmentViewerOf(this.pool, identity)).scope, code))
      throw forbidden('No puede crear segmentos para esa empresa.');
    const company = (await findCompanies(this.pool, [code]))[0];
    if (!company) throw badRequest('La empresa seleccionada no existe.');
    return company;
  }

  /** The catalogue a company may use (its restricted attributes removed). */
  async catalogueFor(code: string): Promise<Attribute[]> {
    const hidden = await restrictedAttributeIds(this.pool, code);
    return (await loadCatalogue(this.pool)).filter((a) => !hidden.has(a.id));
  }

  /**
   * Loads a stored segment as a predicate (merges recursively). A merge reads its bases only while
   * its owner may still see them: otherwise it is refused, naming them.
   */
  async predicateOf(db: Queryable, code: string, depth = 0): Promise<SegmentPredicate> {
    if (depth > 8) throw badRequest('La combinación de segmentos es demasiado profunda.');
    const stored = (await storedSegments(db, [code]))[0];
    const definition = stored?.definition;
    const crossTable = definition && !isMergeDefinition(definition) ? definition.cross_table : undefined;
    if (crossTable) return crossTablePredicate(crossTable);
    if (stored && (stored.segment_type_id === SEGMENT_KIND.CROSS_TABLE || stored.segment_type_id === SEGMENT_KIND.SANDBOX)) {
      throw badRequest(
        `El segmento ${code} no guarda la tabla o el grupo del sandbox que lo define; vuelva a guardarlo desde su pantalla para poder evaluarlo.`,
      );
    }
    if (!stored || !definition?.attributes?.length)
      throw badRequest(`El segmento ${code} no tiene una selección de atributos que se pueda evaluar.`);
    if (!isMergeDefinition(definition)) return { kind: 'attributes', selection: definition.attributes };
    const lost = await this.unavailableBases(stored, db);
    if (lost.length) throw unavailable(lost);
    const [sides, mergeType] = definition.attributes;
    return {
      kind: 'merge',
      mergeType: mergeType.attribute_value,
      a: await this.predicateOf(db, sides.attribute_value[0], depth + 1),
      b: await this.predicateOf(db, sides.attribute_value[1], depth + 1),
    };
  }

  /**
   * Who a merge reads its bases as: its creator as the directory knows them now (roles, company,
   * company-access list); when the creator is no longer in the directory, its owner company.
   */
  async mergeOwnerViewer(merge: { created_by: string; owner_company_code: string }, db: Queryable = this.pool): Promise<SegmentViewer> {
    const creator = await findUser(db, merge.created_by);
    if (!creator) return { email: '', companyCode: merge.owner_company_code, scope: { kind: 'list', codes: [merge.owner_company_code] } };
    return segmentViewerOf(db, { email: creator.email, companyCode: creator.company.code, roles: creator.roles.filter(isRole) });
  }

  /** The bases of a stored merge its owner may no longer see (empty for attribute segments). */
  async unavailableBases(
    stored: Pick<StoredSegment, 'definition' | 'created_by' | 'owner_company_code'>,
    db: Queryable = this.pool,
  ): Promise<UnavailableBase[]> {
    if (!stored.definition?.attributes?.length || !isMergeDefinition(stored.definition)) return [];
    const bases = [...new Set(stored.definition.attributes[0].attribute_value)];
    return this.basesNotVisibleTo(await this.mergeOwnerViewer(stored, db), bases, db);
  }

  /** unavailableBases of many stored segments, resolving each merge owner once. */
  async unavailableBasesOfMany(stored: readonly StoredSegment[]): Promise<Map<string, UnavailableBase[]>> {
    const result = new Map<string, UnavailableBase[]>();
    const byOwner = new Map<string, StoredSegment[]>();
    for (const s of stored) {
      if (!s.definition?.attributes?.length || !isMergeDefinition(s.definition)) continue;
      const key = `${s.created_by}|${s.owner_company_code}`;
      byOwner.set(key, [...(byOwner.get(key) ?? []), s]);
    }
    for (const merges of byOwner.values()) {
      const viewer = await this.mergeOwnerViewer(merges[0]!);
      const bases = [...new Set(merges.flatMap((m) => (m.definition as MergeDefinition).attributes[0].attribute_value))];
      const lost = await this.basesNotVisibleTo(viewer, bases);
      for (const m of merges) {
        const own = (m.definition as MergeDefinition).attributes[0].attribute_value;
        result.set(
          m.code,
          lost.filter((b) => own.includes(b.code)),
        );
      }
    }
    return result;
  }

  private async basesNotVisibleTo(viewer: SegmentViewer, bases: readonly string[], db: Queryable = this.pool): Promise<UnavailableBase[]> {
    const seen = new Set((await findVisibleSegments(db, viewer, bases)).map((r) => r.code));
    const missing = bases.filter((code) => !seen.has(code));
    if (!missing.length) return [];
    const names = await storedSegments(db, missing);
    return missing.map((code) => ({ code, business_name: names.find((n) => n.code === code)?.business_name ?? code }));
  }

  /** Counts a predicate in the warehouse for the segment's owner (restricted companies left out of the reachable counts). */
  async evaluate(
    predicate: SegmentPredicate,
    catalogue: Attribute[],
    ownerCode: string,
    operation: 'preview' | 'evaluate' = 'evaluate',
    signal?: AbortSignal,
  ): Promise<PreviewResult> {
    const restricted = await restrictedCompanies(this.pool, ownerCode);
    const allowedMask = Object.entries(COMPANY_BITS).reduce((mask, [code, bit]) => (restricted.includes(code) ? mask : mask | bit), 0);
    const counter = await this.warehouse();
    const counts = await asUserError(() =>
      counter.preview(catalogue, predicate, allowedMask, { company: ownerCode, operation, ...(signal ? { signal } : {}) }),
    );
    return previewResult(counts, await findCompanies(this.pool), restricted);
  }

  /** A selection or a merge, checked by the domain's merge rules; both sides must be visible to the caller. */
  private async parse(identity: Identity, input: SelectionInput): Promise<Parsed> {
    if (!input.merge) return { kind: 'attributes', selection: input.attributes ?? [] };
    const m = input.merge;
    const problem = firstError(mergeSelectionErrors({ segmentA: m.segment_a, segmentB: m.segment_b, mergeType: m.merge_type }));
    if (problem) throw badRequest(problem);
    await this.requireVisibleBases(identity, [m.segment_a!, m.segment_b!]);
    return { kind: 'merge', a: m.segment_a!, b: m.segment_b!, mergeType: m.merge_type as MergeType };
  }

  /**
   * Both bases of a merge must be visible to the caller. A base the caller no longer sees but knows
   * from a merge they see (editing a merge whose base was unshared) is refused by name; any other
   * code is NOT_FOUND, as for a segment that does not exist.
   */
  private async requireVisibleBases(identity: Identity, codes: readonly string[]): Promise<void> {
    const viewer = await segmentViewerOf(this.pool, identity);
    const lost = await this.basesNotVisibleTo(viewer, [...new Set(codes)]);
    if (!lost.length) return;
    const uses = await mergeUsesOf(
      this.pool,
      lost.map((b) => b.code),
    );
    const mergesSeen = new Set((await findVisibleSegments(this.pool, viewer, [...new Set(uses.map((u) => u.code))])).map((r) => r.code));
    const known = (code: string) => uses.some((u) => u.segment_code === code && mergesSeen.has(u.code));
    if (!lost.every((b) => known(b.code))) throw notFound(SEGMENT_NOT_FOUND_MESSAGE);
    throw unavailable(lost);
  }

  private async predicateFor(parsed: Parsed): Promise<SegmentPredicate> {
    return parsed.kind === 'attributes'
      ? { kind: 'attributes', selection: parsed.selection }
      : {
          kind: 'merge',
          mergeType: parsed.mergeType,
          a: await this.predicateOf(this.pool, parsed.a),
          b: await this.predicateOf(this.pool, parsed.b),
        };
  }

  private fingerprint(parsed: Parsed, catalogue: Attribute[], company: string): string {
    return parsed.kind === 'attributes'
      ? fingerprintOf(
          company,
          asUserError(() => selectionFingerprint(catalogue, parsed.selection)),
        )
      : fingerprintOf(company, `merge:${parsed.mergeType}:${parsed.a}:${parsed.b}`);
  }

  private usesPurchasePrediction(parsed: Parsed, catalogue: Attribute[]): boolean {
    return (
      parsed.kind === 'attributes' &&
      parsed.selection.some((s) => catalogue.find((a) => a.id === Number(s.id))?.category === PURCHASE_PREDICTION_CATEGORY)
    );
  }

  /** §6: purchase-prediction attributes only for the companies the rule allows the caller. */
  private async checkPurchasePrediction(identity: Identity, parsed: Parsed, catalogue: Attribute[], company: string) {
    if (!this.usesPurchasePrediction(parsed, catalogue)) return;
    const allowed = purchasePredictionCompanies(identity, [company], await hasRetailPurchasePrediction(this.pool, identity.companyCode));
    if (!allowed.includes(company)) {
      throw forbidden(
        'Con atributos de Predicción de Compra solo puede usar su empresa, o 022 si su empresa tiene habilitada la predicción de compra.',
      );
    }
  }

  /** Counts a selection or merge and keeps the result, so that a save can refer to it. */
  async preview(identity: Identity, input: SelectionInput, signal?: AbortSignal): Promise<PreviewResult & { preview_id: string }> {
    await this.requireCompany(identity, input.company_code);
    const catalogue = await this.catalogueFor(input.company_code);
    const parsed = await this.parse(identity, input);
    const fingerprint = this.fingerprint(parsed, catalogue, input.company_code);
    await this.checkPurchasePrediction(identity, parsed, catalogue, input.company_code);
    const result = await this.evaluate(await this.predicateFor(parsed), catalogue, input.company_code, 'preview', signal);
    const id = randomUUID();
    await insertPreview(this.pool, {
      id,
      email: identity.email,
      companyCode: input.company_code,
      fingerprint,
      result,
      ttlHours: PREVIEW_TTL_HOURS,
    });
    return { preview_id: id, ...result };
  }

  /** The preview a save refers to, checked against the selection being saved. */
  private async previewFor(
    identity: Identity,
    previewId: string | undefined,
    fingerprint: string,
    company: string,
  ): Promise<PreviewResult> {
    const preview = previewId ? await findPreview(this.pool, previewId, identity.email, PREVIEW_TTL_HOURS) : undefined;
    if (!preview) throw badRequest(PREVIEW_REQUIRED_MESSAGE);
    if (preview.fingerprint !== fingerprint || preview.company_code !== company) throw badRequest(PREVIEW_STALE_MESSAGE);
    return preview.result as PreviewResult;
  }

  /** Creates (or, given `existing`, edits) an attribute or merge segment from a matching preview. */
  async save(identity: Identity, input: SaveInput, existing?: ExistingSegment): Promise<{ code: string; business_name: string }> {
    if (existing && input.company_code !== existing.owner) throw badRequest('No se puede cambiar la empresa de un segmento existente.');
    const company = await this.requireCompany(identity, input.company_code);
    const catalogue = await this.catalogueFor(input.company_code);
    const parsed = await this.parse(identity, input);
    const fields = { name: input.segment_name, description: input.segment_description, typeName: input.segment_type_name };
    const fieldErrors = parsed.kind === 'merge' ? mergeFieldErrors(fields) : builderFieldErrors({ ...fields, companyAlias: company.alias });
    const problem = firstError(fieldErrors);
    if (problem) throw badRequest(problem, { fields: fieldErrors });
    await this.checkPurchasePrediction(identity, parsed, catalogue, input.company_code);
    if (parsed.kind === 'merge') {
      await this.checkMergeSides(parsed, input.segment_type_name);
      // An edited merge keeps its owner (its creator): the bases must be visible to them too, or it could never be re-evaluated.
      if (existing) {
        const lost = await this.basesNotVisibleTo(
          await this.mergeOwnerViewer({ created_by: existing.createdBy, owner_company_code: existing.owner }),
          [parsed.a, parsed.b],
        );
        if (lost.length) throw unavailable(lost);
      }
    }
    const result = await this.previewFor(
      identity,
      input.preview_id,
      this.fingerprint(parsed, catalogue, input.company_code),
      input.company_code,
    );
    const write: SegmentWrite = {
      name:
        parsed.kind === 'merge'
          ? `${SEGMENT_NAME_PREFIX}${input.segment_name.trim().replace(/^INCA_/i, '')}`
          : builderSegmentName(input.segment_name, this.usesPurchasePrediction(parsed, catalogue)),
      description: input.segment_description.trim(),
      typeId: parsed.kind === 'merge' ? MERGE_SEGMENT_TYPE : ATTRIBUTE_SEGMENT_TYPES[input.segment_type_name]!,
      definition: this.definitionOf(parsed, input.segment_type_name, catalogue),
      preview: result,
      rowCount: result.unique_users,
    };
    try {
      return await withTransaction(this.pool, async (db) => {
        if (parsed.kind === 'merge' && (await lockMergeSides(db, [parsed.a, parsed.b])).length !== 2)
          throw notFound(SEGMENT_NOT_FOUND_MESSAGE);
        if (existing) await updateBuiltSegment(db, existing.code, write);
        const code = existing?.code ?? (await insertBuiltSegment(db, input.company_code, identity.email, write));
        return { code, business_name: write.name };
      });
    } catch (error) {
      if ((error as { code?: string }).code === '23505') throw conflict(`Ya existe un segmento llamado ${write.name} en la empresa.`);
      throw error;
    }
  }

  private definitionOf(parsed: Parsed, typeName: string, catalogue: Attribute[]): Definition {
    if (parsed.kind === 'merge') return mergeDefinition(typeName, parsed.a, parsed.b, parsed.mergeType);
    return {
      type_name: typeName,
      attributes: parsed.selection.map((s) => ({
        ...s,
        id: Number(s.id),
        technical_name: catalogue.find((a) => a.id === Number(s.id))?.technicalName,
      })),
    };
  }

  /** §5: both sides of a merge are of the chosen type. */
  private async checkMergeSides(parsed: Extract<Parsed, { kind: 'merge' }>, typeName: string) {
    const sides = await storedSegments(this.pool, [parsed.a, parsed.b]);
    if (sides.length !== 2 || !sides.every((s) => mergeSideFits(typeName, s.definition?.type_name))) {
      throw badRequest('Los segmentos A y B deben ser del tipo de segmento elegido.');
    }
  }

  /** Counts a stored segment again and stores the result (its process date moves to now). */
  async reevaluate(code: string, ownerCode: string): Promise<PreviewResult> {
    const result = await this.evaluate(await this.predicateOf(this.pool, code), await this.catalogueFor(ownerCode), ownerCode);
    await storeEvaluation(this.pool, code, result, result.unique_users);
    return result;
  }

  /**
   * Takes the counts of every segment that has a definition but no stored preview (seeded ones)
   * from the warehouse, attribute, cross-table and sandbox segments before merges; keeps their process dates.
   */
  async evaluatePending(stopped: () => boolean = () => false): Promise<number> {
    let done = 0;
    const catalogues = new Map<string, Promise<Attribute[]>>();
    const pending = await segmentsPendingEvaluation(this.pool);
    // Cross-table and sandbox segments count the company tables and sandbox groups, created on first use.
    if (pending.length) {
      try {
        await this.ensureObjects(stopped);
      } catch (error) {
        // A shutdown while the objects are created is not a failure; the next start creates them.
        if (stopped()) return done;
        throw error;
      }
    }
    for (const segment of pending) {
      if (stopped()) break;
      try {
        const catalogue = await (catalogues.get(segment.owner_company_code) ??
          catalogues.set(segment.owner_company_code, this.catalogueFor(segment.owner_company_code)).get(segment.owner_company_code)!);
        const result = await this.evaluate(await this.predicateOf(this.pool, segment.code), catalogue, segment.owner_company_code);
        await storeEvaluation(this.pool, segment.code, result, result.unique_users, true);
        done += 1;
      } catch (error) {
        if (stopped()) break;
        console.error(
          `[audience-management] no se pudo evaluar el segmento ${segment.code}:`,
          error instanceof Error ? error.message : error,
        );
      }
    }
    return done;
  }

  /** Segments that can be a side of a merge of `typeName`: attribute and merge segments the caller sees, of that type. */
  async mergeOptions(identity: Identity, typeName: string): Promise<{ code: string; business_name: string }[]> {
    const candidates = (await mergeCandidates(this.pool)).filter((c) => mergeSideFits(typeName, c.type_name));
    const visible = new Set(
      (
        await findVisibleSegments(
          this.pool,
          await segmentViewerOf(this.pool, identity),
          candidates.map((c) => c.code),
        )
      ).map((r) => r.code),
    );
    return candidates.filter((c) => visible.has(c.code)).map((c) => ({ code: c.code, business_name: c.business_name }));
  }

  /** Companies whose catalogue a caller may read: their scope; or the owner of a segment they may see (read-only viewing). */
  async catalogueCompany(identity: Identity, companyCode: string, segmentCode?: string): Promise<void> {
    if (!segmentCode) {
      await this.requireCompany(identity, companyCode);
      return;
    }
    const { row } = await visibleSegmentFor(this.pool, identity, segmentCode);
    if (row.owner_company_code !== companyCode) throw badRequest('La empresa indicada no es la dueña del segmento.');
  }
}
