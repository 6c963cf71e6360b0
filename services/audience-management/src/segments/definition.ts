import type { MembershipPredicate, MergeType, SelectedAttribute } from '@inca/warehouse';

/** A merge's stored choices: attribute 0 holds the codes of segments A and B, attribute 1 the merge type. */
export type MergeDefinition = {
  type_name: string;
  attributes: [{ id: 0; attribute_value: [string, string] }, { id: 1; attribute_value: MergeType }];
};
export type AttributeDefinition = { type_name: string; attributes: SelectedAttribute[]; cross_table?: CrossTableSource };

/**
 * The table (type 1) or sandbox group (type 4) a cross-table segment counts. Kept beside an
 * empty attribute list, so that no reader mistakes it for a merge (whose attribute 0 holds its sides).
 */
export type CrossTableSource = {
  sandbox: boolean;
  relative_resource_name: string | null;
  project_id: string | null;
  dataset_id: string | null;
  table_id: string | null;
  use_case: string | null;
  group: string | null;
  process_date: string | null;
  /** Customers in the sandbox group when the segment was saved (sandbox_n_rows); absent for tables and older segments. */
  num_rows?: number | null;
};

/** What a segment stores to be viewed, edited and re-evaluated. */
export type Definition = AttributeDefinition | MergeDefinition;

// A definition stored without its attribute list (older cross-table and sandbox segments) is not a merge either.
export const isMergeDefinition = (d: Definition): d is MergeDefinition => d.attributes?.[0]?.id === 0;

export const mergeDefinition = (typeName: string, a: string, b: string, mergeType: MergeType): MergeDefinition => ({
  type_name: typeName,
  attributes: [
    { id: 0, attribute_value: [a, b] },
    { id: 1, attribute_value: mergeType },
  ],
});

/** The warehouse predicate of a cross-table or sandbox segment. */
export const crossTablePredicate = (source: CrossTableSource): MembershipPredicate =>
  source.sandbox
    ? { kind: 'sandbox', useCase: source.use_case ?? '', group: source.group ?? '', processDate: source.process_date ?? '' }
    : { kind: 'table', dataset: source.dataset_id ?? '', table: source.table_id ?? '' };
