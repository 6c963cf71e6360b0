import type { VariableFieldsFragment } from '../../../__generated__/graphql.ts';

// Answers the hook tests of this feature give in place of the graph.

export const variable = (
  id: string,
  code: string,
  typeId: string | null,
  over: Partial<VariableFieldsFragment> = {},
): VariableFieldsFragment => ({
  __typename: 'Variable',
  id,
  code,
  name: `Nombre ${code}`,
  description: '',
  type: typeId ? { __typename: 'VariableType', id: typeId, name: typeId === '3' ? 'SELECT' : 'NUMBER' } : null,
  required: false,
  range: false,
  minRange: null,
  maxRange: null,
  hasObject: false,
  objectSaved: false,
  objectName: null,
  columnMatchName: null,
  joinedColumns: [],
  columnParserScript: null,
  bigQueryType: null,
  operator: false,
  defaultOperator: null,
  parentVariableExists: false,
  parent: null,
  multipleSelect: false,
  campaignClientResult: false,
  infoCampaign: false,
  saveParamList: false,
  clientIds: false,
  infoSegment: false,
  recommendationSection: false,
  recommendationSectionPriority2: false,
  uploadData: false,
  disabled: false,
  dataCount: 0,
  ...over,
});

export const TYPES = [
  { __typename: 'VariableType' as const, id: '1', name: 'NUMBER' },
  { __typename: 'VariableType' as const, id: '3', name: 'SELECT' },
];

/** A chosen file with its bytes (jsdom's File cannot read them back). */
export const chosenFile = (text: string, name: string): File =>
  Object.assign(new File([text], name), { arrayBuffer: async () => new TextEncoder().encode(text).buffer });
