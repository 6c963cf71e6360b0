import {
  GraphQLError,
  Kind,
  parse,
  type FieldNode,
  type GraphQLField,
  type FragmentSpreadNode,
  type GraphQLNamedType,
  type GraphQLSchema,
  type InlineFragmentNode,
  type ASTVisitor,
  type DocumentNode,
  type FragmentDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
  type ValueNode,
} from 'graphql';

const limitError = (message: string) => new GraphQLError(message, { extensions: { code: 'QUERY_TOO_COMPLEX' } });

function fragmentsOf(document: DocumentNode): Map<string, FragmentDefinitionNode> {
  const map = new Map<string, FragmentDefinitionNode>();
  for (const d of document.definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) map.set(d.name.value, d);
  return map;
}

function depthOf(set: SelectionSetNode | undefined, fragments: Map<string, FragmentDefinitionNode>, seen: Set<string>): number {
  if (!set) return 0;
  let max = 0;
  for (const s of set.selections) {
    if (s.kind === Kind.FIELD) {
      if (s.name.value.startsWith('__')) continue;
      max = Math.max(max, s.selectionSet ? 1 + depthOf(s.selectionSet, fragments, seen) : 1);
    } else if (s.kind === Kind.INLINE_FRAGMENT) {
      max = Math.max(max, depthOf(s.selectionSet, fragments, seen));
    } else {
      const name = s.name.value;
      if (seen.has(name)) continue;
      const next = new Set(seen).add(name);
      max = Math.max(max, depthOf(fragments.get(name)?.selectionSet, fragments, next));
    }
  }
  return max;
}

/** Refuses operations nested deeper than `max` fields (introspection fields excluded). */
export const depthLimitRule =
  (max: number) =>
  (context: ValidationContext): ASTVisitor => {
    const fragments = fragmentsOf(context.getDocument());
    return {
      OperationDefinition(node) {
        const depth = depthOf(node.selectionSet, fragments, new Set());
        if (depth > max) context.reportError(limitError(`La consulta supera la profundidad máxima de ${max} (tiene ${depth}).`));
      },
    };
  };

/** Refuses documents with more than `max` aliased fields (alias-based amplification). */
export const aliasLimitRule =
  (max: number) =>
  (context: ValidationContext): ASTVisitor => {
    let aliases = 0;
    return {
      Field(node) {
        if (node.alias) aliases += 1;
      },
      Document: {
        leave() {
          if (aliases > max) context.reportError(limitError(`La consulta usa ${aliases} alias; el máximo es ${max}.`));
        },
      },
    };
  };

const PAGE_ARGUMENTS = new Set(['first', 'last', 'limit', 'pageSize', 'take']);
/** What a list without a size argument is assumed to hold (audiences of a segment, shares…). */
export const ASSUMED_LIST_SIZE = 5;

function valueOf(value: ValueNode | undefined, variables: Record<string, unknown>): unknown {
  if (!value) return undefined;
  if (value.kind === Kind.VARIABLE) return variables[value.name.value];
  if (value.kind === Kind.INT) return Number(value.value);
  if (value.kind === Kind.BOOLEAN) return value.value;
  return undefined;
}

/** False when `@include(if: false)` or `@skip(if: true)` leaves the selection out. */
function included(node: FieldNode | InlineFragmentNode | FragmentSpreadNode, variables: Record<string, unknown>): boolean {
  for (const directive of node.directives ?? []) {
    const condition = valueOf(directive.arguments?.find((a) => a.name.value === 'if')?.value, variables);
    if (directive.name.value === 'include' && condition === false) return false;
    if (directive.name.value === 'skip' && condition === true) return false;
  }
  return true;
}

function fieldOf(parent: GraphQLNamedType | undefined | null, name: string): GraphQLField<unknown, unknown> | undefined {
  const withFields = parent as { getFields?: () => Record<string, GraphQLField<unknown, unknown>> } | null | undefined;
  return typeof withFields?.getFields === 'function' ? withFields.getFields()[name] : undefined;
}

/**
 * The weights subgraphs declare with `@cost(weight:)` on fields (Federation's demand-control
 * directive), by `Type.field`, read from the supergraph: the API schema the gateway executes
 * against no longer carries them.
 */
export function fieldWeights(supergraphSdl: string): Map<string, number> {
  const weights = new Map<string, number>();
  for (const definition of parse(supergraphSdl).definitions) {
    if (
      definition.kind !== Kind.OBJECT_TYPE_DEFINITION &&
      definition.kind !== Kind.OBJECT_TYPE_EXTENSION &&
      definition.kind !== Kind.INTERFACE_TYPE_DEFINITION
    )
      continue;
    for (const field of definition.fields ?? []) {
      const weight = field.directives?.find((d) => d.name.value === 'cost')?.arguments?.find((a) => a.name.value === 'weight')?.value;
      if (weight?.kind === Kind.INT) weights.set(`${definition.name.value}.${field.name.value}`, Number(weight.value));
    }
  }
  return weights;
}

/**
 * estimateCost with a memory: the same document (Apollo's document store hands back one parsed
 * document per query text) with the same operation and variables costs the same on one schema, so a
 * page asked again and again is walked once. At most 64 variable sets are kept per document.
 */
export function costEstimator(schema: GraphQLSchema, weights: ReadonlyMap<string, number>) {
  const known = new WeakMap<DocumentNode, Map<string, number>>();
  return (document: DocumentNode, operationName: string | null | undefined, variables: Record<string, unknown>): number => {
    const key = `${operationName ?? ''}\u0000${JSON.stringify(variables)}`;
    let costs = known.get(document);
    if (!costs) known.set(document, (costs = new Map()));
    let cost = costs.get(key);
    if (cost === undefined) {
      cost = estimateCost(document, operationName, variables, schema, weights);
      if (costs.size >= 64) costs.clear();
      costs.set(key, cost);
    }
    return cost;
  };
}

/**
 * Estimated cost of the operation that will run: every field costs 1 (or its `@cost` weight, for
 * fields that read their own service data per parent, such as an audience's runs), and a field
 * multiplies what it selects by how many items it may return — its page-size argument (given, or
 * the schema's default), or for any other list ASSUMED_LIST_SIZE. So a weighed field under a page
 * weighs once per row. The list right under a paged field (its `nodes`) is the page itself and is
 * not multiplied twice. Needs variable values, so it runs when the operation is resolved.
 */
export function estimateCost(
  document: DocumentNode,
  operationName: string | null | undefined,
  variables: Record<string, unknown>,
  schema?: GraphQLSchema,
  weights: ReadonlyMap<string, number> = new Map(),
): number {
  const fragments = fragmentsOf(document);
  const operation = document.definitions.find(
    (d) => d.kind === Kind.OPERATION_DEFINITION && (!operationName || d.name?.value === operationName),
  );
  if (!operation || operation.kind !== Kind.OPERATION_DEFINITION) return 0;
  const root = schema ? (operation.operation === 'mutation' ? schema.getMutationType() : schema.getQueryType()) : undefined;

  const costOf = (
    set: SelectionSetNode | undefined,
    parent: GraphQLNamedType | undefined | null,
    paged: boolean,
    seen: Set<string>,
  ): number => {
    if (!set) return 0;
    let total = 0;
    for (const s of set.selections) {
      if (!included(s, variables)) continue;
      if (s.kind === Kind.FIELD) {
        const definition = fieldOf(parent, s.name.value);
        const pageArg = s.arguments?.find((a) => PAGE_ARGUMENTS.has(a.name.value));
        const pageDefault = definition?.args.find((a) => PAGE_ARGUMENTS.has(a.name) && typeof a.defaultValue === 'number')?.defaultValue as
          number | undefined;
        const given = valueOf(pageArg?.value, variables);
        const pageSize = typeof given === 'number' ? given : pageDefault;
        // Types are read by their printed form: the API schema may come from another copy of
        // graphql-js than ours (Apollo's), where instanceof checks would fail.
        const printed = definition ? String(definition.type) : '';
        const list = printed.startsWith('[');
        const multiplier = pageSize !== undefined ? Math.max(1, pageSize) : list && !paged ? ASSUMED_LIST_SIZE : 1;
        const type = printed && schema ? schema.getType(printed.replace(/[[\]!]/g, '')) : undefined;
        const weight = (parent && weights.get(`${parent.name}.${s.name.value}`)) ?? 1;
        total += weight + multiplier * costOf(s.selectionSet, type, pageSize !== undefined, seen);
      } else if (s.kind === Kind.INLINE_FRAGMENT) {
        const type = s.typeCondition && schema ? schema.getType(s.typeCondition.name.value) : parent;
        total += costOf(s.selectionSet, type, paged, seen);
      } else if (!seen.has(s.name.value)) {
        const fragment = fragments.get(s.name.value);
        const type = fragment && schema ? schema.getType(fragment.typeCondition.name.value) : parent;
        total += costOf(fragment?.selectionSet, type, paged, new Set(seen).add(s.name.value));
      }
    }
    return total;
  };
  return costOf(operation.selectionSet, root, false, new Set());
}

/** Thrown from a plugin hook, so it carries its HTTP status (a client error, not a 500). */
export function costLimitError(cost: number, max: number): GraphQLError {
  return new GraphQLError(`La consulta es demasiado costosa (${cost}); el máximo es ${max}.`, {
    extensions: { code: 'QUERY_TOO_COMPLEX', http: { status: 400 } },
  });
}

/**
 * The document names no operation that can run: several operations and no `operationName`, or a
 * name that is not in it. A client mistake (400), not a server failure.
 */
export function operationNotChosen(document: DocumentNode, operationName: string | null | undefined): GraphQLError {
  const count = document.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION).length;
  const message =
    operationName && count > 0
      ? `La operación «${operationName.slice(0, 60)}» no está en el documento.`
      : count > 1
        ? 'El documento tiene varias operaciones: indique cuál ejecutar (operationName).'
        : 'El documento no tiene ninguna operación que ejecutar.';
  return new GraphQLError(message, { extensions: { code: 'BAD_REQUEST', http: { status: 400 } } });
}
