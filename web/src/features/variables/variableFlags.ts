import { VARIABLE_FLAGS, decodeCsvBytes, type VariableFlag } from '@inca/domain';
import type { VariableConfigInput, VariableFieldsFragment } from '../../__generated__/graphql.ts';
import { saveBlob } from '../../ui/saveFile.ts';

/** Each capability flag of @inca/domain and the GraphQL field that carries it. */
export const FLAG_FIELDS = {
  flag_required: 'required',
  flag_range: 'range',
  flag_object: 'hasObject',
  flag_operator: 'operator',
  flag_info_segment: 'infoSegment',
  flag_client_ids: 'clientIds',
  flag_multiple_select: 'multipleSelect',
  flag_parent_variable_exists: 'parentVariableExists',
  flag_campaign_client_result: 'campaignClientResult',
  flag_info_campaign: 'infoCampaign',
  flag_upload_data: 'uploadData',
  flag_save_param_list: 'saveParamList',
  flag_recommendation_section: 'recommendationSection',
  flag_recommendation_section_priority_2: 'recommendationSectionPriority2',
} as const satisfies Record<VariableFlag, keyof VariableFieldsFragment & keyof VariableConfigInput>;

export type FlagField = (typeof FLAG_FIELDS)[VariableFlag];

/** The variable's flags keyed as @inca/domain names them. */
export const domainFlags = (v: Pick<VariableFieldsFragment, FlagField>): Record<VariableFlag, boolean> =>
  Object.fromEntries(VARIABLE_FLAGS.map((f) => [f, v[FLAG_FIELDS[f]]])) as Record<VariableFlag, boolean>;

/** Saves a text as a file through the browser (templates are written in the browser, §7). */
export function saveTextFile(text: string, fileName: string, type = 'text/csv;charset=utf-8'): void {
  saveBlob(new Blob([text], { type }), fileName);
}

/** Reads a chosen CSV as text: UTF-8, or Windows-1252 as Spanish Excel saves a plain CSV. */
export const readFileText = async (file: File): Promise<string> => decodeCsvBytes(new Uint8Array(await file.arrayBuffer()));
