import { withTransaction, type Pool, type Queryable } from '@inca/db';
import {
  VARIABLE_MESSAGES,
  VARIABLE_TYPE,
  inlineSaveFlags,
  isVariableCode,
  isVariableTypeId,
  normalizeJoinedColumns,
  normalizeVariableConfig,
  objectAssociationErrors,
  typeHasData,
  typeSupports,
  variableConfigErrors,
  variablesFromCsvRows,
  type VariableFieldError,
} from '@inca/domain';
import { badRequest, conflict, notFound } from '@inca/service-kit';
import { columnsOfObject, objectsByDocumentIds, type VisibleObject } from '../objects/index.ts';
import { parseCsv } from './csv.ts';
import {
  childrenOf,
  dataKeysOf,
  disabledCodes,
  existingCodes,
  groupsOfVariable,
  insertVariables,
  saveInline,
  saveObjectAssociation,
  saveVariableConfig,
  usedByCampaigns,
  variableById,
  variableData,
  deleteVariable,
} from './repository.ts';
import type { FullEditBody } from '@inca/contracts/campaign-management';

/** A 400 carrying the first field error, and every error as details (the modal marks each field). */
const refuse = (errors: readonly VariableFieldError[]) => badRequest(errors[0]!.message, errors);

const isUniqueViolation = (error: unknown) => typeof error === 'object' && error !== null && (error as { code?: string }).code === '23505';

async function existing(db: Queryable, id: number, lock = false) {
  const row = await variableById(db, id, lock);
  if (!row) throw notFound(VARIABLE_MESSAGES.notFound);
  return row;
}

/** POST /variables: new variables by code and name (§7); codes upper-cased, none may exist already. */
export async function createVariables(pool: Pool, data: readonly { variable_code: string; variable_name: string }[]): Promise<number[]> {
  const variables = data.map((v) => ({ variable_code: v.variable_code.toUpperCase(), variable_name: v.variable_name }));
  for (const [index, v] of variables.entries()) {
    if (!isVariableCode(v.variable_code)) throw badRequest(VARIABLE_MESSAGES.errorInvalidCode(index + 1, v.variable_code));
    if (variables.findIndex((o) => o.variable_code === v.variable_code) !== index)
      throw badRequest(VARIABLE_MESSAGES.errorDuplicateCode(index + 1, v.variable_code));
  }
  return withTransaction(pool, async (db) => {
    const taken = await existingCodes(
      db,
      variables.map((v) => v.variable_code),
    );
    if (taken.length > 0) throw badRequest(VARIABLE_MESSAGES.codeTaken(taken[0]!));
    try {
      return await insertVariables(db, variables);
    } catch (error) {
      if (isUniqueViolation(error)) throw badRequest(VARIABLE_MESSAGES.codeTaken(variables[0]!.variable_code));
      throw error;
    }
  });
}

/**
 * Variable CSV upload (§5): parsed with papaparse, the rules of variablesFromCsvRows (stop at the
 * first error, codes upper-cased), then created in one transaction. A refusal writes nothing.
 */
export async function uploadVariables(pool: Pool, content: string | Buffer | undefined): Promise<number> {
  if (content === undefined || content.length === 0) throw badRequest(VARIABLE_MESSAGES.errorNoFile);
  const parsed = parseCsv(content);
  if (!parsed.ok) throw badRequest(VARIABLE_MESSAGES.errorReadFile);
  const result = variablesFromCsvRows(parsed.rows);
  if (!result.ok) throw badRequest(result.message);
  return (await createVariables(pool, result.variables)).length;
}

/** PUT /variables/edit with the full variable: §5 validation, SET0005 protection, §4 normalisation. */
export async function editVariable(pool: Pool, body: FullEditBody): Promise<void> {
  await withTransaction(pool, async (db) => {
    const current = await existing(db, body.id_variable, true);
    const code = body.variable_code.toUpperCase();
    if (!isVariableCode(code))
      throw refuse([{ field: 'variable_code', message: VARIABLE_MESSAGES.errorInvalidCode(1, code).replace(/^Fila 1: /, '') }]);
    const type = body.id_variable_type ?? undefined;
    const parentId = typeof body.id_variable_parent === 'number' ? body.id_variable_parent : Number(body.id_variable_parent);
    const parent = Number.isSafeInteger(parentId) && parentId > 0 ? await variableById(db, parentId) : undefined;
    const input = { ...body, id_variable_type: type as number };
    const errors = variableConfigErrors(input, {
      idVariable: current.id_variable,
      parentExists: () => (!parent ? 'missing' : parent.id_variable_type === VARIABLE_TYPE.SELECT ? 'select' : 'other'),
    });
    if (errors.length > 0) throw refuse(errors);
    const config = normalizeVariableConfig(input);

    if (config.id_variable_parent !== null) {
      const keys = await dataKeysOf(db, config.id_variable_parent);
      const unknown = config.variable_data.find((d) => d.parent_data_key !== null && !keys.has(d.parent_data_key));
      if (unknown) throw refuse([{ field: 'variable_data', message: VARIABLE_MESSAGES.dataParentUnknown(unknown.parent_data_key!) }]);
    }

    // SET0005: a disabled variable keeps its code, name and data (its type and flags stay editable).
    if ((await disabledCodes(db)).has(current.variable_code)) {
      const before = (await variableData(db, current.id_variable)).rows.map((d) => [d.data_key, d.data_value, d.parent_data_key ?? null]);
      const after = config.variable_data.map((d) => [d.data_key, d.data_value, d.parent_data_key]);
      if (
        code !== current.variable_code ||
        body.variable_name !== current.variable_name ||
        JSON.stringify(before) !== JSON.stringify(after)
      ) {
        throw badRequest(VARIABLE_MESSAGES.disabledVariable);
      }
    }
    try {
      await saveVariableConfig(
        db,
        current.id_variable,
        {
          variable_code: code,
          variable_name: body.variable_name,
          variable_description: body.variable_description ?? current.variable_description,
        },
        config,
      );
    } catch (error) {
      if (isUniqueViolation(error)) throw badRequest(VARIABLE_MESSAGES.codeTaken(code));
      throw error;
    }
  });
}

/** PUT /variables/edit with the row fields (inline save): the type is required, flags follow it. */
export async function editVariableInline(
  pool: Pool,
  body: { id_variable: number; id_variable_type?: number | null; flag_object?: boolean | null; flag_required?: boolean | null },
): Promise<void> {
  if (body.id_variable_type === null || body.id_variable_type === undefined) throw badRequest(VARIABLE_MESSAGES.typeRequired);
  if (!isVariableTypeId(body.id_variable_type)) throw badRequest(VARIABLE_MESSAGES.typeUnknown);
  const type = body.id_variable_type;
  await withTransaction(pool, async (db) => {
    const current = await existing(db, body.id_variable, true);
    const flags = inlineSaveFlags(current, {
      id_variable_type: type,
      flag_object: body.flag_object === true,
      flag_required: body.flag_required === true,
    });
    const clearData = !typeHasData(type) && current.data_count > 0;
    if (clearData && (await disabledCodes(db)).has(current.variable_code)) throw badRequest(VARIABLE_MESSAGES.disabledVariable);
    await saveInline(db, current.id_variable, type, flags, clearData);
  });
}

/** PUT /variables/edit-variable-object: one associated column of a warehouse table, join columns, script ≤ 300. */
export async function editVariableObject(
  pool: Pool,
  body: {
    id_variable: number;
    id_variable_type?: number | null;
    object_name?: string | null;
    column_match_name?: string | null;
    joined_ids_names?: readonly (string | { name: string })[] | null;
    column_parser_script?: string | null;
  },
  visible: (o: VisibleObject) => boolean,
): Promise<void> {
  await withTransaction(pool, async (db) => {
    const current = await existing(db, body.id_variable, true);
    const type = body.id_variable_type ?? current.id_variable_type;
    if (!typeSupports(type, 'flag_object')) throw badRequest(VARIABLE_MESSAGES.objectNotAllowed);
    const shapeErrors = objectAssociationErrors(body);
    if (shapeErrors.length > 0) throw refuse(shapeErrors);
    // A table the caller may not see is answered as one that does not exist.
    const [object] = await objectsByDocumentIds(db, [body.object_name!]);
    const columns = object && visible(object) ? await columnsOfObject(db, body.object_name!) : undefined;
    if (!columns) throw badRequest(VARIABLE_MESSAGES.objectUnknown);
    const errors = objectAssociationErrors(body, columns);
    if (errors.length > 0) throw refuse(errors);
    const script = body.column_parser_script?.trim() ? body.column_parser_script : null;
    await saveObjectAssociation(db, current.id_variable, {
      object_name: body.object_name!,
      column_match_name: body.column_match_name!,
      joined_ids_names: normalizeJoinedColumns(body.joined_ids_names),
      column_parser_script: script,
    });
  });
}

/** DELETE /variables/{id}: refused (409, Spanish reason, nothing deleted) while disabled or used by a group, a child variable or a campaign. */
export async function removeVariable(pool: Pool, id: number): Promise<void> {
  await withTransaction(pool, async (db) => {
    const current = await existing(db, id, true);
    if ((await disabledCodes(db)).has(current.variable_code)) throw conflict(VARIABLE_MESSAGES.disabledVariable);
    const groups = await groupsOfVariable(db, id);
    if (groups.length > 0) throw conflict(VARIABLE_MESSAGES.deleteInGroup(groups.join(', ')));
    const children = await childrenOf(db, id);
    if (children.length > 0) throw conflict(VARIABLE_MESSAGES.deleteIsParent(children.join(', ')));
    if (await usedByCampaigns(db, id)) throw conflict(VARIABLE_MESSAGES.deleteInCampaign);
    await deleteVariable(db, id);
  });
}
