import { createHash, randomUUID } from 'node:crypto';
import type { Request } from 'express';
import {
  ACCESS_MESSAGES,
  PREVIEW_REQUIRED_MESSAGE,
  PREVIEW_STALE_MESSAGE,
  builderSegmentName,
  crossTableFieldErrors,
  crossTableSourceErrors,
  firstError,
  type Identity,
} from '@inca/domain';
import { withTransaction, type Pool } from '@inca/db';
import { badRequest, conflict } from '@inca/service-kit';
import {
  findPreview,
  insertBuiltSegment,
  insertPreview,
  updateBuiltSegment,
  type PreviewResult,
  type SegmentBuilder,
  type SegmentWrite,
} from '../builder/index.ts';
import { crossTablePredicate, type CrossTableSource, type Definition } from '../segments/index.ts';
import { TableAccessClient } from './tableAccessClient.ts';

const PREVIEW_TTL_HOURS = 4;

/** Type ids of §3: 1 cross table, 4 sandbox. */
export const CROSS_TABLE_TYPE = 1;
export const SANDBOX_TYPE = 4;

export type CrossTableInput = {
  company_code: string;
  sandbox: boolean;
  inca_table?: string;
  sandbox_use_case?: string;
  sandbox_segment?: string;
};
export type CrossTableSave = CrossTableInput & {
  preview_id?: string;
  segment_name: string;
  segment_description: string;
  segment_type_name: string;
};

/**
 * Cross-table (type 1) and sandbox (type 4) segments (§2.3, §5, §7): the table's access is validated
 * with table-access for the caller on every preview and save (existence, grant, expiry), the sandbox
 * group against the company's use cases; counts come from the warehouse like every other segment,
 * with the owner's restricted companies, and a save must match a preview of the same source.
 */
export class CrossTableSegments {
  private readonly tableAccess: TableAccessClient;

  constructor(
    private readonly pool: Pool,
    private readonly builder: SegmentBuilder,
    tableAccessUrl: () => string,
  ) {
    this.tableAccess = new TableAccessClient(tableAccessUrl);
  }

  /** The source the input names, validated for the caller now. */
  async resolve(req: Request, input: CrossTableInput): Promise<CrossTableSource> {
    const problem = firstError(crossTableSourceErrors({ sandbox: input.sandbox, table: input.inca_table, group: input.sandbox_segment }));
    if (problem) throw badRequest(problem);
    if (input.sandbox) {
      const groups = await this.tableAccess.useCasesOf(req, input.company_code);
      const group = groups.find(
        (g) => g.group === input.sandbox_segment && (!input.sandbox_use_case || g.use_case === input.sandbox_use_case),
      );
      if (!group) throw badRequest('El grupo del caso de uso no existe para la empresa.');
      return {
        sandbox: true,
        relative_resource_name: null,
        project_id: null,
        dataset_id: null,
        table_id: null,
        use_case: group.use_case,
        group: group.group,
        process_date: group.process_date,
        num_rows: Number(group.num_rows),
      };
    }
    const status = await this.tableAccess.verifyTableStatus(req, input.inca_table!);
    if (status.status !== 'OK') throw badRequest(status.message ?? ACCESS_MESSAGES.verifyTable, { table_status: status.status });
    const [, project] = /^projects\/([^/]+)\//.exec(input.inca_table!) ?? [];
    return {
      sandbox: false,
      relative_resource_name: input.inca_table!,
      project_id: project ?? null,
      dataset_id: status.dataset_id ?? null,
      table_id: status.table_id ?? null,
      use_case: null,
      group: null,
      process_date: null,
    };
  }

  private fingerprint(company: string, source: CrossTableSource): string {
    const part = source.sandbox
      ? `sandbox:${source.use_case}:${source.group}:${source.process_date}`
      : `table:${source.relative_resource_name}`;
    return createHash('sha256').update(`${company}|cross:${part}`).digest('hex');
  }

  private async count(source: CrossTableSource, owner: string): Promise<PreviewResult> {
    await this.builder.ensureObjects();
    return this.builder.evaluate(crossTablePredicate(source), [], owner, 'preview');
  }

  async preview(req: Request, identity: Identity, input: CrossTableInput): Promise<PreviewResult & { preview_id: string }> {
    await this.builder.requireCompany(identity, input.company_code);
    const source = await this.resolve(req, input);
    const result = await this.count(source, input.company_code);
    const id = randomUUID();
    await insertPreview(this.pool, {
      id,
      email: identity.email,
      companyCode: input.company_code,
      fingerprint: this.fingerprint(input.company_code, source),
      result,
      ttlHours: PREVIEW_TTL_HOURS,
    });
    return { preview_id: id, ...result };
  }

  /** Creates, or given `existing` saves under its code, a cross-table or sandbox segment. */
  async save(
    req: Request,
    identity: Identity,
    input: CrossTableSave,
    existing?: { code: string; owner: string },
  ): Promise<{ code: string; business_name: string }> {
    if (existing && input.company_code !== existing.owner) throw badRequest('No se puede cambiar la empresa de un segmento existente.');
    const company = await this.builder.requireCompany(identity, input.company_code);
    const errors = crossTableFieldErrors({
      name: input.segment_name,
      description: input.segment_description,
      typeName: input.segment_type_name,
      companyAlias: company.alias,
      sandbox: input.sandbox,
      table: input.inca_table,
      group: input.sandbox_segment,
    });
    const problem = firstError(errors);
    if (problem) throw badRequest(problem, { fields: errors });
    // Access is validated again at save: a grant that expired since the preview refuses the save.
    const source = await this.resolve(req, input);
    const preview = input.preview_id ? await findPreview(this.pool, input.preview_id, identity.email, PREVIEW_TTL_HOURS) : undefined;
    if (!preview) throw badRequest(PREVIEW_REQUIRED_MESSAGE);
    if (preview.fingerprint !== this.fingerprint(input.company_code, source) || preview.company_code !== input.company_code)
      throw badRequest(PREVIEW_STALE_MESSAGE);
    const result = preview.result as PreviewResult;
    const definition: Definition = { type_name: input.segment_type_name, attributes: [], cross_table: source };
    const write: SegmentWrite = {
      name: builderSegmentName(input.segment_name, false),
      description: input.segment_description.trim(),
      typeId: source.sandbox ? SANDBOX_TYPE : CROSS_TABLE_TYPE,
      definition,
      preview: result,
      rowCount: result.unique_users,
    };
    try {
      return await withTransaction(this.pool, async (db) => {
        if (existing) await updateBuiltSegment(db, existing.code, write);
        const code = existing?.code ?? (await insertBuiltSegment(db, input.company_code, identity.email, write));
        return { code, business_name: write.name };
      });
    } catch (error) {
      if ((error as { code?: string }).code === '23505') throw conflict(`Ya existe un segmento llamado ${write.name} en la empresa.`);
      throw error;
    }
  }
}
