import type { Router } from 'express';
import {
  createGroup,
  deleteGroup as deleteGroupOp,
  getGroupDetails,
  listGroupMembers,
  listGroups as listGroupsOp,
  updateGroup as updateGroupOp,
} from '@inca/contracts/campaign-management';
import { withTransaction, type Pool } from '@inca/db';
import { VARIABLE_MESSAGES, groupMemberIds, numberGroupMembers, variableGroupErrors, type VariableGroupInput } from '@inca/domain';
import { badRequest, conflict, handle, notFound } from '@inca/service-kit';
import type { CampaignContext } from '../context.ts';
import { listVariables } from '../variables/index.ts';
import {
  deleteGroup,
  existingVariableIds,
  groupById,
  groupUsedByCampaigns,
  insertGroup,
  listGroups,
  membersOf,
  nameTaken,
  replaceMembers,
  updateGroup,
} from './repository.ts';

/** §5 rules, the variables must exist, the name must be free; then the group and its members numbered from 1. */
async function saveGroup(pool: Pool, input: VariableGroupInput & { id_variable_group?: number }): Promise<number> {
  const errors = variableGroupErrors(input);
  if (errors.length > 0) throw badRequest(errors[0]!.message, errors);
  const name = input.variable_group_name!.trim();
  const priority = Number(String(input.variable_group_priority).trim());
  const members = numberGroupMembers(groupMemberIds(input));
  return withTransaction(pool, async (db) => {
    if (input.id_variable_group !== undefined && !(await groupById(db, input.id_variable_group, true)))
      throw notFound(VARIABLE_MESSAGES.groupNotFound);
    if (await nameTaken(db, name, input.id_variable_group)) throw badRequest(VARIABLE_MESSAGES.groupNameTaken);
    const known = await existingVariableIds(
      db,
      members.map((m) => m.id_variable),
    );
    if (members.some((m) => !known.has(m.id_variable))) throw badRequest(VARIABLE_MESSAGES.groupVariableUnknown);
    let id = input.id_variable_group;
    if (id === undefined) id = await insertGroup(db, { name, priority });
    else await updateGroup(db, id, { name, priority });
    await replaceMembers(db, id, members);
    return id;
  });
}

/**
 * Variable groups (spec §7 GET/POST/PUT /variable-groups, details, delete; §5 rules). Reference
 * configuration shared by every company's campaigns: any signed-in user (§6 names no role here).
 */
export function groupRoutes(router: Router, ctx: CampaignContext): void {
  const { pool } = ctx;
  const savedGroup = async (id: number) => {
    const group = await groupById(pool, id);
    if (!group) throw notFound(VARIABLE_MESSAGES.groupNotFound);
    return group;
  };

  handle(router, listGroupsOp, async ({ query }) => {
    const rows = await listGroups(pool, {
      name: query.variable_group_name || undefined,
      createdFrom: query.created_from || undefined,
      createdTo: query.created_to || undefined,
    });
    return { status: true, data: rows.map((r, i) => ({ ...r, row_number: i + 1 })) };
  });

  /** The group form's data: the group (null for 0, a new group), its members in order, and every variable. */
  handle(router, getGroupDetails, async ({ query: { id_variable_group: id } }) => {
    const group = id === 0 ? null : ((await groupById(pool, id)) ?? null);
    if (id !== 0 && !group) throw notFound(VARIABLE_MESSAGES.groupNotFound);
    const members = id === 0 ? [] : await membersOf(pool, [id]);
    const all = await listVariables(pool);
    return {
      status: true,
      data: {
        variable_group: group,
        variables: members,
        variable_list: all.map((v) => ({
          id_variable: v.id_variable,
          variable_code: v.variable_code,
          variable_name: v.variable_name,
          id_variable_type: v.id_variable_type,
          variable_type_name: v.variable_type_name,
          flag_required: v.flag_required,
        })),
      },
    };
  });

  /** Members of several groups at once (the graph's loader). */
  handle(router, listGroupMembers, async ({ query }) => {
    const ids = query.ids
      .split(',')
      .map(Number)
      .filter((n) => Number.isSafeInteger(n) && n > 0);
    return { status: true, data: await membersOf(pool, ids.slice(0, 200)) };
  });

  handle(router, createGroup, async ({ body }) => {
    const id = await saveGroup(pool, { ...body, id_variable_group: undefined });
    return { status: true, message: VARIABLE_MESSAGES.groupSaved, data: await savedGroup(id) };
  });

  handle(router, updateGroupOp, async ({ body }) => {
    if (body.id_variable_group === undefined) throw badRequest(VARIABLE_MESSAGES.groupNotFound);
    const id = await saveGroup(pool, body);
    return { status: true, message: VARIABLE_MESSAGES.groupSaved, data: await savedGroup(id) };
  });

  handle(router, deleteGroupOp, async ({ params: { id } }) => {
    await withTransaction(pool, async (db) => {
      if (!(await groupById(db, id, true))) throw notFound(VARIABLE_MESSAGES.groupNotFound);
      if (await groupUsedByCampaigns(db, id)) throw conflict(VARIABLE_MESSAGES.groupInCampaign);
      await deleteGroup(db, id);
    });
    return { status: true, message: VARIABLE_MESSAGES.groupDeleted };
  });
}
