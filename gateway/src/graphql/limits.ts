import {
  GraphQLError,
  Kind,
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

function numberOf(value: ValueNode | undefined, variables: Record<string, unknown>): number | undefined {
  if (!value) return undefined;
  if (value.kind === Kind.INT) return Number(value.value);
  if (value.kind === Kind.VARIABLE) {
    const v = variables[value.name.value];
    return typeof v === 'number' ? v : undefined;
  }
  return undefined;
}

/**
 * Estimated cost: every field costs 1, and a field with a page-size argument multiplies the
 * cost of what it selects. Needs variable values, so it runs when the operation is resolved.
 */
export function estimateCost(document: DocumentNode, operationName: string | null | undefined, variables: Record<string, unknown>): number {
  const fragments = fragmentsOf(document);
  const operation = document.definitions.find(
    (d) => d.kind === Kind.OPERATION_DEFINITION && (!operationName || d.name?.value === operationName),
  );
  if (!operation || operation.kind !== Kind.OPERATION_DEFINITION) return 0;
  const costOf = (set: SelectionSetNode | undefined, seen: Set<string>): number => {
    if (!set) return 0;
    let total = 0;
    for (const s of set.selections) {
      if (s.kind === Kind.FIELD) {
        const pageArg = s.arguments?.find((a) => PAGE_ARGUMENTS.has(a.name.value));
        const multiplier = Math.max(1, numberOf(pageArg?.value, variables) ?? 1);
        total += 1 + multiplier * costOf(s.selectionSet, seen);
      } else if (s.kind === Kind.INLINE_FRAGMENT) {
        total += costOf(s.selectionSet, seen);
      } else if (!seen.has(s.name.value)) {
        total += costOf(fragments.get(s.name.value)?.selectionSet, new Set(seen).add(s.name.value));
      }
    }
    return total;
  };
  return costOf(operation.selectionSet, new Set());
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
