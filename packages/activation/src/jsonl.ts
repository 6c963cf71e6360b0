import type { CustomerRecord, FieldResult, NormalizedRecord } from './types.ts';

/**
 * One output line, keys in the order of the sample files and with their separators
 * (`", "` and `": "`), characters outside ASCII written as they are.
 */
export function formatNormalizedLine(record: NormalizedRecord): string {
  let fields = '';
  for (const key in record.fields) {
    const field = record.fields[key]!;
    if (fields.length > 0) fields += ', ';
    fields += `${JSON.stringify(key)}: ${formatField(field)}`;
  }
  return `{"id": ${JSON.stringify(record.id ?? null)}, "platform": ${JSON.stringify(record.platform)}, "fields": {${fields}}}`;
}

function formatField(field: FieldResult): string {
  if (field.status === 'ok' || field.status === 'prehashed') {
    return `{"status": "${field.status}", "normalized": ${JSON.stringify(field.normalized)}, "send": ${JSON.stringify(field.send)}}`;
  }
  return `{"status": "${field.status}", "reason": ${JSON.stringify(field.reason)}}`;
}

export type ParsedLine = { readonly record: CustomerRecord } | { readonly error: string } | { readonly blank: true };

/** One input line: a JSON object shaped like the sample corpus. */
export function parseInputLine(line: string): ParsedLine {
  if (line.trim().length === 0) return { blank: true };
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch (error) {
    return { error: `not JSON (${(error as Error).message})` };
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return { error: 'not a JSON object' };
  const id = (value as { id?: unknown }).id;
  if (typeof id !== 'string' && typeof id !== 'number') return { error: 'missing "id" (a string or a number)' };
  return { record: value as CustomerRecord };
}
