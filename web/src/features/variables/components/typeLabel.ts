import { VARIABLE_TYPE_LABELS, isVariableTypeId } from '@inca/domain';

/** A variable type as users read it ("Selección"); an unknown id keeps the service's name. */
export function typeLabel(type: { id: string; name: string }): string {
  const id = Number(type.id);
  return isVariableTypeId(id) ? VARIABLE_TYPE_LABELS[id] : type.name;
}
