import express, { type Request, type Response, type Router } from 'express';
import { VARIABLE_MESSAGES, dataTemplateCsv, variableDataFromCsvRows, variableTemplateCsv } from '@inca/domain';
import { badRequest, handle, notFound, parseInput, route, type HandlerInput } from '@inca/service-kit';
import type { CampaignContext } from '../context.ts';
import { objectVisibility } from '../objects/index.ts';
import { parseCsv } from './csv.ts';
import { disabledCodes, listVariables, variableById, variableData, variableTypes, type VariableRow } from './repository.ts';
import {
  createVariables as createVariablesOp,
  dataUploadQuery,
  deleteVariable,
  editVariableObject as editVariableObjectOp,
  editVariable as editVariableOp,
  getVariable,
  getVariableDataPage,
  listVariableTypes,
  listVariables as listVariablesOp,
  readVariableDataCsv,
  uploadVariables as uploadVariablesOp,
  variableDataTemplate,
  variableTemplate,
  type FullEditBody,
} from '@inca/contracts/campaign-management';
import {
  createVariables,
  editVariable,
  editVariableInline,
  editVariableObject,
  removeVariable,
  uploadVariables,
} from './variableActions.ts';

/** Largest CSV a variables upload accepts (a variable's data is at most 5,000 rows). */
const UPLOAD_LIMIT = '5mb';
/** A CSV upload arrives as the raw file (text/csv or octet-stream, as a signed upload link sends it) or as JSON `{content}`. */
const rawFile = express.raw({ type: (req) => !String(req.headers['content-type'] ?? '').includes('json'), limit: UPLOAD_LIMIT });

function uploadedContent(req: Request): string | Buffer | undefined {
  if (Buffer.isBuffer(req.body)) return req.body;
  const body = req.body as { content?: unknown } | undefined;
  return typeof body?.content === 'string' ? body.content : undefined;
}

/** The contract parsed the body by its own shape: only the modal's full edit carries the code. */
const isFullEdit = (body: HandlerInput<typeof editVariableOp>['body']): body is FullEditBody => 'variable_code' in body;

const present = (row: VariableRow, disabled: Set<string>) => ({ ...row, flag_disabled: disabled.has(row.variable_code) });

function sendCsv(res: Response, text: string, fileName: string): void {
  res.attachment(fileName).type('text/csv; charset=utf-8').send(text);
}

/**
 * Variables (spec §7 "Variables and groups", §4 save rules, §5 validation). Variables are the
 * campaign area's shared reference configuration (no company column): every signed-in user reads
 * and edits them, as §6 names no role distinction on these screens. Paths the spec does not show
 * are designed in the same style and listed in docs/architecture.md.
 */
export function variableRoutes(router: Router, ctx: CampaignContext): void {
  const { pool } = ctx;

  handle(router, listVariablesOp, async ({ query: q }) => {
    const rows = await listVariables(pool, {
      code: q.variable_code || undefined,
      name: q.variable_name || undefined,
      type: q.id_variable_type === '' ? undefined : q.id_variable_type,
    });
    const disabled = await disabledCodes(pool);
    return { status: true, data: rows.map((r) => present(r, disabled)) };
  });

  handle(router, listVariableTypes, async () => ({ status: true, data: await variableTypes(pool) }));

  /** A page of a variable's data (key, value, parent key, order). */
  handle(router, getVariableDataPage, async ({ query: q }) => {
    if (!(await variableById(pool, q.id_variable))) throw notFound(VARIABLE_MESSAGES.notFound);
    const { rows, total } = await variableData(pool, q.id_variable, { offset: (q.page - 1) * q.page_size, limit: q.page_size });
    return { status: true, data: { rows: rows.map((r, i) => ({ ...r, row_number: (q.page - 1) * q.page_size + i + 1 })), total } };
  });

  /** template.csv for new variables (codigo_de_variable, nombre_de_variable, three sample rows). */
  handle(router, variableTemplate, async ({ res }) => sendCsv(res, variableTemplateCsv(), 'template.csv'));

  /** template.csv for variable data: Basic, or With parent (`with_parent=true`). */
  handle(router, variableDataTemplate, async ({ query, res }) =>
    sendCsv(res, dataTemplateCsv(query.with_parent === 'true'), 'template.csv'),
  );

  handle(router, createVariablesOp, async ({ body: { data } }) => {
    const ids = await createVariables(pool, data);
    return {
      status: true,
      message: ids.length === 1 ? 'Se creó la variable.' : `Se crearon ${ids.length} variables.`,
      data: { id_variables: ids },
    };
  });

  // The two CSV uploads stay raw routes: their body is the file itself (a Buffer), which the
  // operation's JSON `{content}` schema cannot parse.

  /** Variable CSV upload (§5): the file as the body; stops at the first error; nothing written on refusal. */
  router.post(
    uploadVariablesOp.path,
    rawFile,
    route(async (req) => {
      const created = await uploadVariables(pool, uploadedContent(req));
      return { status: true, message: VARIABLE_MESSAGES.uploadSuccess, data: { created } };
    }),
  );

  /**
   * Variable data CSV (§5): reads codigo, valor and (for a variable with a parent) codigo_padre and
   * answers the valid rows for the Data grid and the skipped ones with their row numbers. Nothing is
   * stored until the variable is saved.
   */
  router.post(
    readVariableDataCsv.path,
    rawFile,
    route(async (req) => {
      const q = parseInput(dataUploadQuery, req.query);
      if (q.file_name !== undefined && !/\.csv$/i.test(q.file_name)) throw badRequest(VARIABLE_MESSAGES.csvOnly);
      let withParent = q.with_parent === 'true';
      if (q.id_variable) {
        const variable = await variableById(pool, q.id_variable);
        if (!variable) throw notFound(VARIABLE_MESSAGES.notFound);
        if (q.with_parent === undefined) withParent = variable.flag_parent_variable_exists;
      }
      const content = uploadedContent(req);
      if (content === undefined || content.length === 0) throw badRequest(VARIABLE_MESSAGES.message_empty_file);
      const parsed = parseCsv(content);
      if (!parsed.ok)
        throw badRequest(
          parsed.row
            ? `${VARIABLE_MESSAGES.message_error_reading_file} Revise las comillas en la fila ${parsed.row}.`
            : VARIABLE_MESSAGES.message_error_reading_file,
        );
      const result = variableDataFromCsvRows(parsed.rows, withParent);
      if (!result.ok) throw badRequest(result.message, { skipped: result.skipped });
      return { status: true, data: { rows: result.rows, skipped: result.skipped } };
    }),
  );

  handle(router, editVariableOp, async ({ body }) => {
    // The inline row save sends only id, type, object and required (§7); the modal sends the whole variable.
    if (!isFullEdit(body)) {
      await editVariableInline(pool, body);
      return { status: true, message: VARIABLE_MESSAGES.confirm_save_message };
    }
    await editVariable(pool, body);
    return { status: true, message: VARIABLE_MESSAGES.variableUpdated };
  });

  handle(router, editVariableObjectOp, async ({ body, req }) => {
    await editVariableObject(pool, body, await objectVisibility(req, ctx.tableAccessUrl()));
    return { status: true, message: VARIABLE_MESSAGES.confirm_save_message };
  });

  handle(router, deleteVariable, async ({ params: { id } }) => {
    await removeVariable(pool, id);
    return { status: true, message: VARIABLE_MESSAGES.confirm_delete_message };
  });

  /** One variable with its whole data (the configuration modal). */
  handle(router, getVariable, async ({ params: { id } }) => {
    const row = await variableById(pool, id);
    if (!row) throw notFound(VARIABLE_MESSAGES.notFound);
    const { rows } = await variableData(pool, id);
    return {
      status: true,
      data: { ...present(row, await disabledCodes(pool)), variable_data: rows.map((r, i) => ({ ...r, row_number: i + 1 })) },
    };
  });
}
