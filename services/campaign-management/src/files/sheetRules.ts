import {
  CAMPAIGN_LIMITS,
  CAMPAIGN_MESSAGES,
  VARIABLE_TYPE,
  VARIABLE_TYPE_LABELS,
  clampRange,
  rangeBounds,
  type VariableOption,
  type VariableTypeId,
} from '@inca/domain';
import type { CampaignParamRow } from '../rules/index.ts';

/** The rules spreadsheet's row rules (§4/§5), pure: what a row may set on its parameter, and the bookkeeping of an upload. */

/** The label of a variable type, as the sheet's tipo column shows it. */
export const typeLabel = (id: number | null) => (id && id in VARIABLE_TYPE_LABELS ? VARIABLE_TYPE_LABELS[id as VariableTypeId] : '');

/** The keys of a variable's options, built once per options list (the rows of one variable share it). */
const optionKeySets = new WeakMap<readonly VariableOption[], ReadonlySet<string>>();
function optionKeys(options: readonly VariableOption[]): ReadonlySet<string> {
  let keys = optionKeySets.get(options);
  if (!keys) optionKeySets.set(options, (keys = new Set(options.map((o) => o.data_key))));
  return keys;
}

const NUMBER = /^-?\d+(\.\d+)?$/;
const DATE_VALUE = /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2})?)?$/;

/**
 * Applies one spreadsheet row to its parameter (the §4/§5 rules, with the row number in every
 * message): returns the refusal, or undefined when applied. An empty row clears the parameter.
 */
export function applySheetRow(
  param: CampaignParamRow,
  cells: { valor: string; items: string; inicio: string; fin: string },
  row: number,
): string | undefined {
  const M = CAMPAIGN_MESSAGES.uploadRow;
  const value = cells.valor.trim();
  const items = itemsOf(cells.items);
  if (value.length > CAMPAIGN_LIMITS.itemMaxChars) return M.tooLong(row);
  for (const item of items) if (item.length > CAMPAIGN_LIMITS.itemMaxChars) return M.tooLong(row);
  switch (param.id_variable_type) {
    case VARIABLE_TYPE.SELECT: {
      const chosen = items.length ? items : value ? [value] : [];
      const known = optionKeys(param.variable_data_options);
      for (const key of chosen) if (!known.has(key)) return M.optionUnknown(row, key);
      if (!param.flag_multiple_select && chosen.length > 1) return M.single(row);
      param.configuration_items = param.flag_multiple_select ? chosen : [];
      param.configuration_value = param.flag_multiple_select ? null : (chosen[0] ?? null);
      return undefined;
    }
    case VARIABLE_TYPE.NUMBER: {
      if (param.flag_range) {
        const startText = cells.inicio.trim();
        const endText = cells.fin.trim();
        if (startText && !NUMBER.test(startText)) return M.notNumeric(row, 'rango_inicio');
        if (endText && !NUMBER.test(endText)) return M.notNumeric(row, 'rango_fin');
        const start = startText ? Number(startText) : null;
        const end = endText ? Number(endText) : null;
        if (start !== null && end !== null && start > end) return M.rangeOrder(row);
        const range = clampRange(start, end, rangeBounds(param));
        param.configuration_range_start = range.start;
        param.configuration_range_end = range.end;
        return undefined;
      }
      if (value && !NUMBER.test(value)) return M.notNumeric(row, 'valor');
      param.configuration_value = value || null;
      return undefined;
    }
    case VARIABLE_TYPE.DATETIME:
      if (value && !DATE_VALUE.test(value)) return `Fila ${row}: ${param.variable_name} debe ser una fecha válida (AAAA-MM-DD).`;
      param.configuration_value = value || null;
      return undefined;
    case VARIABLE_TYPE.TABLA:
      param.configuration_items = items.length ? items : value ? [value] : [];
      return undefined;
    default:
      if (param.flag_info_segment && value && !/^[A-Z0-9_-]{1,40}$/.test(value)) return `Fila ${row}: el código de segmento no es válido.`;
      param.configuration_value = value || null;
      return undefined;
  }
}

/**
 * What the applied parameters held before their rows, as parallel columns (one entry per applied
 * row, no object per row): value, items, range start and end, to tell whether a row changed them.
 */
export class ValuesBefore {
  readonly params: CampaignParamRow[] = [];
  private readonly value: (string | null)[] = [];
  private readonly items: (readonly string[])[] = [];
  private readonly start: (number | null)[] = [];
  private readonly end: (number | null)[] = [];

  /** Remembers what `p` holds now (before its row is applied). */
  add(p: CampaignParamRow): void {
    this.params.push(p);
    this.value.push(p.configuration_value ?? null);
    this.items.push(p.configuration_items ?? []);
    this.start.push(p.configuration_range_start ?? null);
    this.end.push(p.configuration_range_end ?? null);
  }

  /** Whether the i-th applied parameter still holds the value it had. */
  unchanged(i: number): boolean {
    const p = this.params[i]!;
    const items = p.configuration_items ?? [];
    const was = this.items[i]!;
    if (
      this.value[i] !== (p.configuration_value ?? null) ||
      this.start[i] !== (p.configuration_range_start ?? null) ||
      this.end[i] !== (p.configuration_range_end ?? null)
    )
      return false;
    if (was.length !== items.length) return false;
    for (let k = 0; k < items.length; k++) if (was[k] !== items[k]) return false;
    return true;
  }
}

/**
 * A set of rules by their ids (campaign, group, variable): per campaign, its rules' group and
 * variable ids side by side in one array (a campaign has a handful: a scan finds them). Numbers, so
 * no key text is made per row; one small array per campaign, where a Map per campaign and a Set per
 * group were tens of thousands of objects the collector copied again and again during an upload.
 */
export class RuleSet {
  private readonly byCampaign = new Map<number, number[]>();

  /** Adds the rule; answers false when it was there already. */
  add(p: CampaignParamRow): boolean {
    const pairs = this.byCampaign.get(p.id_campaign);
    if (!pairs) {
      this.byCampaign.set(p.id_campaign, [p.id_variable_group, p.id_variable]);
      return true;
    }
    for (let i = 0; i < pairs.length; i += 2) if (pairs[i] === p.id_variable_group && pairs[i + 1] === p.id_variable) return false;
    pairs.push(p.id_variable_group, p.id_variable);
    return true;
  }
}

/** The same items as splitItems (trimmed, in order, empty and repeated ones dropped), without its intermediate arrays. */
export function itemsOf(cell: string): string[] {
  const items: string[] = [];
  if (cell === '') return items;
  let many: Set<string> | undefined;
  for (let from = 0; from <= cell.length;) {
    let bar = cell.indexOf('|', from);
    if (bar < 0) bar = cell.length;
    const item = (from === 0 && bar === cell.length ? cell : cell.slice(from, bar)).trim();
    from = bar + 1;
    if (item === '') continue;
    if (items.length >= 16) {
      many ??= new Set(items);
      if (many.has(item)) continue;
      many.add(item);
    } else if (items.includes(item)) continue;
    items.push(item);
  }
  return items;
}
