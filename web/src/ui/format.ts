/**
 * Formatting as the spec asks: numbers with comma thousands and no decimals; date-times as
 * "yyyy-mm-dd hh:mm:ss" and dates as "yyyy-mm-dd", in Chilean time. Screens, Excel and CSV files
 * all use these functions, so a segment shows the same time everywhere.
 */
const numberFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** The time zone every date is shown in, whatever the browser's own zone is. */
export const DISPLAY_TIME_ZONE = 'America/Santiago';

const dateTimeParts = new Intl.DateTimeFormat('en-US', {
  timeZone: DISPLAY_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

const BARE_DATE = /^\d{4}-\d{2}-\d{2}$/;

export function formatNumber(value: number | null | undefined): string {
  if (value === null || value === undefined || Number.isNaN(value)) return '—';
  return numberFormat.format(value);
}

/** Counts in the segment list: a zero is a dash. */
export function formatCount(value: number | null | undefined): string {
  if (!value) return '-';
  return formatNumber(value);
}

/**
 * An ISO instant as "yyyy-mm-dd hh:mm:ss" in Chilean time (summer and winter time alike); a bare
 * yyyy-mm-dd stays as it is. `empty` is what a missing or unreadable value shows: a dash on screen,
 * an empty cell in a file.
 */
export function formatDateTime(value: string | null | undefined, empty = '—'): string {
  if (!value) return empty;
  if (BARE_DATE.test(value)) return value;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return empty;
  const part: Record<string, string> = {};
  for (const p of dateTimeParts.formatToParts(date)) part[p.type] = p.value;
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}:${part.second}`;
}

/** The date part in Chilean time, "yyyy-mm-dd". */
export function formatDate(value: string | null | undefined, empty = '—'): string {
  const full = formatDateTime(value, empty);
  return full === empty ? full : full.slice(0, 10);
}

/**
 * A calendar date (a start or end day, no time of day): its own yyyy-mm-dd, never shifted by a
 * time zone, even when the API sends it as midnight UTC.
 */
export function formatCalendarDate(value: string | null | undefined, empty = '—'): string {
  if (!value) return empty;
  const day = value.slice(0, 10);
  return BARE_DATE.test(day) ? day : empty;
}

/** Initials for an avatar-like badge: "Ana María Pérez" → "AP". */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  const first = words[0]!.charAt(0);
  const last = words.length > 1 ? words[words.length - 1]!.charAt(0) : '';
  return `${first}${last}`.toUpperCase();
}
