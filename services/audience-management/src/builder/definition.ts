import type { MergeType, SelectedAttribute } from '@inca/warehouse';

/** A merge's stored choices: attribute 0 holds the codes of segments A and B, attribute 1 the merge type. */
export type MergeDefinition = { type_name: string; attributes: [{ id: 0; attribute_value: [string, string] }, { id: 1; attribute_value: MergeType }] };
export type AttributeDefinition = { type_name: string; attributes: SelectedAttribute[] };

/** What a segment stores to be viewed, edited and re-evaluated. */
export type Definition = AttributeDefinition | MergeDefinition;

export const isMergeDefinition = (d: Definition): d is MergeDefinition => d.attributes[0]?.id === 0;

export const mergeDefinition = (typeName: string, a: string, b: string, mergeType: MergeType): MergeDefinition => ({
  type_name: typeName,
  attributes: [{ id: 0, attribute_value: [a, b] }, { id: 1, attribute_value: mergeType }],
});
