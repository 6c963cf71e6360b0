/**
 * Campaigns, campaign parameters (rules), the rules summary, the recommendation scoring and the
 * campaign files (spec campaigns-variables §2.1–§2.3, §3–§5, §8, §9), pure: the campaign-management
 * service enforces these rules and the web shows the same results with the same functions. Quoted
 * spec messages are verbatim; where the spec names only a translation key, the Spanish a user would
 * expect is written here under that key.
 */
import { santiagoOffsetMs } from './audiences.ts';
import { VARIABLE_TYPE, inertCell } from './variables.ts';

/** INCA campaign status (§2.1). */
export const CAMPAIGN_STATUS_INCA = { 1: 'Pendiente', 2: 'Por completar', 3: 'Completado' } as const;
export type CampaignStatusInca = keyof typeof CAMPAIGN_STATUS_INCA;
export const CAMPAIGN_STATUS_INCA_IDS = [1, 2, 3] as const;

/** File types of the campaign filter (§2.1). */
export const CAMPAIGN_FILE_TYPES = { 1: 'CUPONES', 2: 'PRODUCTOS', 3: 'PAQUETE PRODUCTOS' } as const;
/** The platform filter has a single entry: the coupons platform (§2.1). */
export const CAMPAIGN_PLATFORMS = [{ code: 'CUPONES', name: 'Plataforma de cupones' }] as const;

/** Rules-modified-time options in hours (§2.1); "other" is a free input of at most 2 characters. */
export const RULES_MODIFIED_HOURS = [1, 2, 4, 8] as const;
export const OTHER_HOURS_MAX_CHARS = 2;

/** Company code flagged corporate (§6). */
export const CORPORATE_COMPANY_CODE = '032';
export const isCorporateCompany = (code: string | null | undefined): boolean => code === CORPORATE_COMPANY_CODE;

export const CAMPAIGN_LIMITS = {
  pageSize: 10,
  pageSizeMax: 100,
  rangeMin: 0,
  rangeMax: 999_999_999,
  /** Items of one TABLA parameter (a guard, not a spec number): a longer file is refused whole. */
  listItemsMax: 2_000_000,
  itemMaxChars: 200,
  /** Products a recommendation writes per campaign. */
  productsPerCampaign: 50,
  /** Rows of one rules spreadsheet upload. */
  rulesUploadRowsMax: 200_000,
} as const;

/** Messages of the campaign area (§5, §8). */
export const CAMPAIGN_MESSAGES = {
  requiredTitle: 'Por favor complete todos los campos obligatorios:',
  required: (variable: string) => `${variable} es obligatorio`,
  error_proccessing: 'Ocurrió un error al procesar la solicitud.',
  error_title: 'Error',
  processError: 'No se pudo enviar la campaña a proceso.',
  previewError: 'No se pudo calcular la vista previa de la campaña.',
  message_process_started: 'La campaña se envió a proceso. Verá el resultado en el historial.',
  confirm_save_message: 'Los cambios se guardaron correctamente.',
  confirm_download: 'El archivo se descargó correctamente.',
  message_validation: 'Seleccione al menos un grupo de variables.',
  message_upload_failed: 'La carga terminó con errores. Revise el archivo de resultado descargado.',
  upload_success: 'La carga de reglas terminó correctamente. Revise el archivo de resultado descargado.',
  no_records: 'no records available',
  noRecordsEs: 'No hay registros disponibles.',
  notEditable: 'La campaña no se puede modificar.',
  notFound: 'La campaña no existe.',
  groupNotAssigned: 'El grupo de variables no está asignado a la campaña.',
  variableNotInGroup: 'La variable no pertenece al grupo de variables.',
  groupUnknown: 'Uno de los grupos de variables no existe.',
  otherHours: 'Las horas deben ser un número de 1 o 2 dígitos.',
  xlsxOnly: 'Solo se aceptan archivos .xlsx.',
  oneFile: 'Seleccione un solo archivo.',
  xlsxUnreadable: 'No se pudo leer el archivo. Verifique que sea un libro de Excel (.xlsx) válido.',
  xlsxHeaders: 'La primera fila de la hoja debe tener las columnas de la plantilla de reglas.',
  xlsxEmpty: 'El archivo no tiene filas de reglas.',
  xlsxTooManyRows: (max: number) => `El archivo tiene demasiadas filas (máximo ${formatQuantity(max)}).`,
  csvOnly: 'Solo se aceptan archivos .csv.',
  fileEmpty: 'El archivo está vacío.',
  itemsHeader: 'El archivo debe tener una cabecera llamada "items"',
  itemsEmpty: 'El archivo no tiene ítems.',
  itemTooLong: (row: number) => `Fila ${row}: el ítem supera los 200 caracteres.`,
  itemsTooMany: (max: number) => `El archivo supera el máximo de ${formatQuantity(max)} ítems.`,
  notTableParam: 'El parámetro no es una variable de tipo tabla.',
  processAlreadyRunning: 'La campaña ya tiene un proceso en curso.',
  noSegment: 'La campaña no tiene un segmento configurado.',
  segmentUnknown: (code: string) => `El segmento ${code} no existe o no está disponible.`,
  segmentNotForCompany: (code: string) => `El segmento ${code} no existe o la empresa de la campaña no puede usarlo.`,
  noCustomers: 'El segmento de la campaña no tiene clientes que cumplan las reglas.',
  noProducts: 'Ningún producto cumple las reglas configuradas.',
  processDone: (products: number) => `Proceso terminado: ${formatQuantity(products)} productos recomendados.`,
  uploadRow: {
    campaignUnknown: (row: number, code: string) => `Fila ${row}: la campaña ${code} no existe o no está disponible.`,
    groupUnknown: (row: number, group: string) => `Fila ${row}: el grupo "${group}" no está asignado a la campaña.`,
    variableUnknown: (row: number, code: string) => `Fila ${row}: la variable ${code} no pertenece al grupo.`,
    notEditable: (row: number, code: string) => `Fila ${row}: la campaña ${code} no se puede modificar.`,
    notNumeric: (row: number, field: string) => `Fila ${row}: ${field} debe ser numérico.`,
    rangeOrder: (row: number) => `Fila ${row}: el inicio del rango no puede ser mayor que el fin.`,
    optionUnknown: (row: number, value: string) => `Fila ${row}: el valor "${value}" no es una opción de la variable.`,
    single: (row: number) => `Fila ${row}: la variable admite un solo valor.`,
    tooLong: (row: number) => `Fila ${row}: el valor supera los 200 caracteres.`,
    duplicate: (row: number) => `Fila ${row}: la regla está repetida en el archivo.`,
    segmentNotForCompany: (row: number, code: string) =>
      `Fila ${row}: el segmento ${code} no existe o la empresa de la campaña no puede usarlo.`,
  },
} as const;

// ---------------------------------------------------------------------------------------------
// Formatting (§9)

/** Whole numbers with comma thousands (§2.3 summary, §9). */
export function formatQuantity(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '0';
  const rounded = Math.round(value);
  const sign = rounded < 0 ? '-' : '';
  return sign + String(Math.abs(rounded)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** Dates shown as the first 19 characters with T replaced by a space, or the first 10 for date only (§9). */
export const formatDateTime = (iso: string | null | undefined): string => (iso ? iso.slice(0, 19).replace('T', ' ') : '');
export const formatDate = (iso: string | null | undefined): string => (iso ? iso.slice(0, 10) : '');

/**
 * An instant as files write it: "yyyy-mm-dd hh:mm:ss" in Chile time, the same the screens show
 * (web/src/ui/format.ts) and the audience export writes; '' when absent or unreadable.
 */
export function santiagoDateTimeText(value: Date | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const ms = value instanceof Date ? value.getTime() : Date.parse(value);
  if (!Number.isFinite(ms)) return '';
  return new Date(ms + santiagoOffsetMs(ms)).toISOString().slice(0, 19).replace('T', ' ');
}

/** A campaign is current when today is on or before its end date (§2.3). Dates as YYYY-MM-DD. */
export const isCurrentCampaign = (endDate: string, today: string): boolean => today.slice(0, 10) <= endDate.slice(0, 10);

/** The "other" hours input: 1 or 2 digits, 1–99 (§2.1, §5). */
export function parseOtherHours(text: string): number | undefined {
  const value = text.trim();
  if (!/^\d{1,2}$/.test(value)) return undefined;
  const hours = Number(value);
  return hours >= 1 ? hours : undefined;
}

// ---------------------------------------------------------------------------------------------
// Campaign parameters (§3) and the required check (§5)

export type VariableOption = { data_key: string; data_value: string; parent_data_key: string | null };

/** A campaign parameter with the variable facts the rules need (§3 "Campaign parameter"). */
export type CampaignParam = {
  id_variable: number;
  id_variable_group: number;
  id_variable_type: number | null;
  id_variable_parent?: number | null;
  variable_name: string;
  variable_code?: string;
  flag_required: boolean;
  flag_multiple_select: boolean;
  flag_range: boolean;
  flag_info_segment: boolean;
  flag_param_list_file_saved?: boolean;
  configuration_value?: string | null;
  configuration_items?: readonly string[] | null;
  configuration_range_start?: number | null;
  configuration_range_end?: number | null;
  variable_min_range?: number | null;
  variable_max_range?: number | null;
  variable_data_options?: readonly VariableOption[];
};

const blank = (value: string | null | undefined): boolean => value === null || value === undefined || value.trim() === '';
const hasItems = (items: readonly string[] | null | undefined): boolean => (items ?? []).some((i) => !blank(i));

/**
 * Whether a required parameter is filled (§5): a select needs its group configured (the variable has
 * options to choose from), then one value, or at least one item if multiple; a table needs a saved
 * list file or items; a text needs a value only when it is a segment selector; a numeric with range
 * needs both start and end; others need a value or items. Not required → always filled.
 */
export function isParamFilled(param: CampaignParam, configuredGroups?: ReadonlySet<number>): boolean {
  if (!param.flag_required) return true;
  switch (param.id_variable_type) {
    case VARIABLE_TYPE.SELECT:
      if (configuredGroups && !configuredGroups.has(param.id_variable_group)) return false;
      return param.flag_multiple_select ? hasItems(param.configuration_items) : !blank(param.configuration_value);
    case VARIABLE_TYPE.TABLA:
      return param.flag_param_list_file_saved === true || hasItems(param.configuration_items);
    case VARIABLE_TYPE.TXT:
      return param.flag_info_segment ? !blank(param.configuration_value) : true;
    case VARIABLE_TYPE.NUMBER:
      if (param.flag_range) return isNumber(param.configuration_range_start) && isNumber(param.configuration_range_end);
      return !blank(param.configuration_value) || hasItems(param.configuration_items);
    default:
      return !blank(param.configuration_value) || hasItems(param.configuration_items);
  }
}

const isNumber = (value: number | null | undefined): value is number => typeof value === 'number' && Number.isFinite(value);

/** The names of the required parameters left empty, in the order given (one per variable). */
export function missingRequiredParams(params: readonly CampaignParam[], configuredGroups?: ReadonlySet<number>): string[] {
  const names: string[] = [];
  for (const param of params)
    if (!isParamFilled(param, configuredGroups) && !names.includes(param.variable_name)) names.push(param.variable_name);
  return names;
}

/** The §5 error: the title, then one '{variable} es obligatorio' per field. */
export function requiredParamsMessageList(missing: readonly string[]): string[] {
  return missing.length === 0 ? [] : [CAMPAIGN_MESSAGES.requiredTitle, ...missing.map((name) => CAMPAIGN_MESSAGES.required(name))];
}

/** The same message as one text (lines). */
export const requiredParamsMessage = (missing: readonly string[]): string => requiredParamsMessageList(missing).join('\n');

/** Range bounds of a numeric parameter (§5): min variable_min_range or 0, max variable_max_range or 999999999. */
export function rangeBounds(param: Pick<CampaignParam, 'variable_min_range' | 'variable_max_range'>): { min: number; max: number } {
  return {
    min: isNumber(param.variable_min_range) ? param.variable_min_range : CAMPAIGN_LIMITS.rangeMin,
    max: isNumber(param.variable_max_range) ? param.variable_max_range : CAMPAIGN_LIMITS.rangeMax,
  };
}

/**
 * A range as stored (§5): each end kept within the bounds; the start is capped by the end and the
 * end floored by the start — when they cross, the one just edited gives way (`edited`, the start
 * by default). A missing end stays missing.
 */
export function clampRange(
  start: number | null | undefined,
  end: number | null | undefined,
  bounds: { min: number; max: number },
  edited: 'start' | 'end' = 'start',
): { start: number | null; end: number | null } {
  const clamp = (v: number) => Math.min(bounds.max, Math.max(bounds.min, v));
  let s = isNumber(start) ? clamp(start) : null;
  let e = isNumber(end) ? clamp(end) : null;
  if (s !== null && e !== null && s > e) {
    if (edited === 'start') s = e;
    else e = s;
  }
  return { start: s, end: e };
}

/** Options of a child select given the selected parent keys (§4: parent/child selects). No parent selected → none. */
export function childOptions(options: readonly VariableOption[], parentKeys: readonly string[]): VariableOption[] {
  const keys = new Set(parentKeys);
  return options.filter((o) => o.parent_data_key !== null && keys.has(o.parent_data_key));
}

/** Select-all (§4): all options when not all are selected, else none. */
export function toggleAll(selected: readonly string[], options: readonly VariableOption[]): string[] {
  const all = options.map((o) => o.data_key);
  return all.every((k) => selected.includes(k)) ? [] : all;
}

/** Before saving, items that are not among the options are dropped (§4); duplicates too. */
export function keepKnownItems(items: readonly string[], options: readonly VariableOption[]): string[] {
  const known = new Set(options.map((o) => o.data_key));
  return [...new Set(items.filter((i) => known.has(i)))];
}

/** Whether a parameter carries any configured value (for the filter summary and rules summary). */
export function isParamConfigured(
  param: Pick<
    CampaignParam,
    'configuration_value' | 'configuration_items' | 'configuration_range_start' | 'configuration_range_end' | 'flag_param_list_file_saved'
  >,
): boolean {
  return (
    !blank(param.configuration_value) ||
    hasItems(param.configuration_items) ||
    isNumber(param.configuration_range_start) ||
    isNumber(param.configuration_range_end) ||
    param.flag_param_list_file_saved === true
  );
}

// ---------------------------------------------------------------------------------------------
// Rules summary (§2.3 summary panel) and recommendation scoring (processing)

/**
 * Product categories of the catalogue: the CATEGORIA variable's keys, each tied to its bit of the
 * warehouse's category_mask (what customers buy), with sample product names for the demo catalogue.
 */
export const CATALOGUE_CATEGORIES = [
  { key: 'ELECTROHOGAR', name: 'Electrohogar', bit: 1, products: ['Refrigerador', 'Lavadora', 'Microondas', 'Aspiradora'] },
  { key: 'VESTUARIO', name: 'Vestuario', bit: 2, products: ['Polera', 'Jeans', 'Chaqueta', 'Zapatillas'] },
  { key: 'HOGAR', name: 'Hogar y decoración', bit: 4, products: ['Lámpara', 'Cojín', 'Juego de sábanas', 'Sartén'] },
  { key: 'SUPERMERCADO', name: 'Supermercado', bit: 8, products: ['Café', 'Aceite de oliva', 'Arroz', 'Jugo'] },
  { key: 'BELLEZA', name: 'Belleza', bit: 16, products: ['Perfume', 'Crema facial', 'Shampoo', 'Labial'] },
  { key: 'DEPORTES', name: 'Deportes', bit: 32, products: ['Bicicleta', 'Balón', 'Mancuernas', 'Mochila'] },
  { key: 'MASCOTAS', name: 'Mascotas', bit: 64, products: ['Alimento para perro', 'Arena para gato', 'Collar', 'Cama para mascota'] },
  { key: 'TECNOLOGIA', name: 'Tecnología', bit: 128, products: ['Celular', 'Notebook', 'Audífonos', 'Tablet'] },
] as const;

export type SummaryLine = { name: string; quantity: number; children: { name: string; quantity: number }[] };

/** Items of the catalogue the recommendation scores. */
export type CatalogueItem = {
  item_code: string;
  item_name: string;
  item_status: string;
  item_category: string;
  item_brand: string;
  item_price: number;
  item_source_creation_time: string;
};

/** What the warehouse says about the campaign's customers: how many there are and how many buy each category. */
export type AudienceSignals = { customers: number; byCategory: Record<string, number> };

/** The rules the scoring reads (keys of the configured SELECT variables and the items list). */
export type RecommendationRules = {
  categories: readonly string[];
  brands: readonly string[];
  itemCodes: readonly string[];
  discountType: 'PORCENTAJE' | 'MONTO_FIJO';
  minimumAmount: number;
  maxAmount: number | null;
};

export type RecommendedProduct = {
  item_code: string;
  item_name: string;
  item_status: string;
  item_source_creation_time: string;
  item_offering_mode: string;
  item_offering_amount: number;
  item_discount_type: string;
  item_discount_mode: string;
  item_discount_value: number;
  score: number;
};

/** A stable number in [0, 1) from a text (FNV-1a), so the same campaign always scores the same. */
export function stableUnit(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash / 0x1_0000_0000;
}

/**
 * The deterministic recommendation: an item qualifies when it is active, in a chosen category (all
 * when none chosen), of a chosen brand (all when none), in the items list (all when empty) and priced
 * within the amount bounds; its score is the share of the campaign's customers who buy its category
 * (with a stable per-campaign tie-breaker); the best `limit` win, ordered by score then code. The
 * discount follows the campaign's discount type: percentage 5–30 % by score, fixed amount 10 % of price.
 */
export function recommendProducts(
  campaignCode: string,
  items: readonly CatalogueItem[],
  signals: AudienceSignals,
  rules: RecommendationRules,
  limit: number = CAMPAIGN_LIMITS.productsPerCampaign,
): RecommendedProduct[] {
  if (signals.customers <= 0) return [];
  const categories = new Set(rules.categories);
  const brands = new Set(rules.brands);
  const codes = new Set(rules.itemCodes);
  const scored = items
    .filter(
      (item) =>
        item.item_status === 'ACTIVO' &&
        (categories.size === 0 || categories.has(item.item_category)) &&
        (brands.size === 0 || brands.has(item.item_brand)) &&
        (codes.size === 0 || codes.has(item.item_code)) &&
        item.item_price >= rules.minimumAmount &&
        (rules.maxAmount === null || item.item_price <= rules.maxAmount),
    )
    .map((item) => {
      const share = (signals.byCategory[item.item_category] ?? 0) / signals.customers;
      const score = Math.round((share * 0.9 + stableUnit(`${campaignCode}:${item.item_code}`) * 0.1) * 10_000) / 10_000;
      return { item, score };
    })
    .sort((a, b) => b.score - a.score || (a.item.item_code < b.item.item_code ? -1 : 1))
    .slice(0, limit);
  return scored.map(({ item, score }) => {
    const percentage = rules.discountType === 'PORCENTAJE';
    return {
      item_code: item.item_code,
      item_name: item.item_name,
      item_status: item.item_status,
      item_source_creation_time: item.item_source_creation_time,
      item_offering_mode: score >= 0.5 ? 'DESTACADO' : 'REGULAR',
      item_offering_amount: item.item_price,
      item_discount_type: rules.discountType,
      item_discount_mode: percentage ? 'PORCENTAJE' : 'MONTO',
      item_discount_value: percentage ? 5 + Math.round(score * 25) : Math.round(item.item_price * 0.1),
      score,
    };
  });
}

// ---------------------------------------------------------------------------------------------
// Files (§7, §9)

export const CAMPAIGN_FILES = {
  products: 'Products.csv',
  history: 'result.csv',
  information: 'information.json',
  campaigns: 'campaigns.csv',
  rulesHistory: 'rules_history.csv',
  rules: 'reglas_campanas.xlsx',
  rulesTemplate: 'plantilla_reglas.xlsx',
  uploadResult: 'result.csv',
  listItems: 'result.csv',
} as const;

/** Columns of the rules spreadsheet (download, template and upload), in order. */
export const RULES_SHEET_COLUMNS = [
  'codigo_empresa',
  'codigo_campana',
  'grupo_variables',
  'codigo_variable',
  'nombre_variable',
  'tipo_variable',
  'valor',
  'items',
  'rango_inicio',
  'rango_fin',
] as const;
export const RULES_SHEET_NAME = 'Reglas';

/** A spreadsheet or CSV cell written by us: formula-looking text made inert (the same rule as CSV). */
export const inertSheetCell = (value: string | number | null | undefined): string | number =>
  value === null || value === undefined ? '' : typeof value === 'number' ? value : inertCell(value);

/** Items of a list cell: separated by '|' (a value never contains one). */
export const splitItems = (cell: string): string[] => [
  ...new Set(
    cell
      .split('|')
      .map((i) => i.trim())
      .filter(Boolean),
  ),
];
export const joinItems = (items: readonly string[]): string => items.join('|');

export type ItemsCsvResult = { ok: true; items: string[] } | { ok: false; message: string };

/**
 * §5 items list CSV: the first line must be exactly 'items' (a UTF-8 BOM aside); blank lines are
 * dropped; an item over 200 characters names its row; no items → itemsEmpty. `lines` are the
 * parsed first cells of each line, in file order.
 */
export function itemsFromCsvLines(lines: readonly string[]): ItemsCsvResult {
  const first = (lines[0] ?? '').replace(/^\uFEFF/, '');
  if (first.trim() !== 'items') return { ok: false, message: CAMPAIGN_MESSAGES.itemsHeader };
  const items: string[] = [];
  for (let i = 1; i < lines.length; i++) {
    const item = (lines[i] ?? '').trim();
    if (item === '') continue;
    if (item.length > CAMPAIGN_LIMITS.itemMaxChars) return { ok: false, message: CAMPAIGN_MESSAGES.itemTooLong(i + 1) };
    items.push(item);
  }
  if (items.length === 0) return { ok: false, message: CAMPAIGN_MESSAGES.itemsEmpty };
  return { ok: true, items };
}

/**
 * GET /campaigns/csv-data answers campaign_info_csv_data as a Python-like dict text (§7); the web
 * shows it as key and value rows. Accepts JSON or the Python forms ('…', True/False/None).
 */
export function parseCsvInfo(text: string | null | undefined): { key: string; value: string }[] {
  if (!text || text.trim() === '') return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    try {
      parsed = JSON.parse(pythonToJson(text));
    } catch {
      return [];
    }
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return [];
  return Object.entries(parsed as Record<string, unknown>).map(([key, value]) => ({
    key,
    value: value === null || value === undefined ? '' : String(value),
  }));
}

/** A Python-like dict text as JSON: single-quoted strings, True/False/None. */
export function pythonToJson(text: string): string {
  let out = '';
  let i = 0;
  while (i < text.length) {
    const ch = text[i]!;
    if (ch === "'" || ch === '"') {
      const quote = ch;
      let value = '';
      i++;
      while (i < text.length && text[i] !== quote) {
        if (text[i] === '\\' && i + 1 < text.length) {
          value += text[i + 1];
          i += 2;
          continue;
        }
        value += text[i];
        i++;
      }
      i++;
      out += JSON.stringify(value);
      continue;
    }
    const word = /^(True|False|None)\b/.exec(text.slice(i));
    if (word) {
      out += word[1] === 'True' ? 'true' : word[1] === 'False' ? 'false' : 'null';
      i += word[1]!.length;
      continue;
    }
    out += ch;
    i++;
  }
  return out;
}

/** The Python-like text of a dict (what the source system stores for campaign_info_csv_data). */
export function toPythonDict(values: Record<string, string | number | boolean | null>): string {
  const literal = (v: string | number | boolean | null) =>
    v === null
      ? 'None'
      : v === true
        ? 'True'
        : v === false
          ? 'False'
          : typeof v === 'number'
            ? String(v)
            : `'${v.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`;
  return `{${Object.entries(values)
    .map(([k, v]) => `${literal(k)}: ${literal(v)}`)
    .join(', ')}}`;
}
