/**
 * Formatting as the spec asks: numbers with comma thousands and no decimals; date-times as
 * "YYYY-MM-DD HH:mm:ss" and dates as "YYYY-MM-DD", in Chilean time.
 */
const numberFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const dateTimeFormat = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'America/Santiago',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hour12: false,
});

export function formatNumber(value: number | null | undefined): string {
  if (value === null || value === undefined || Number.isNaN(value)) return '—';
  return numberFormat.format(value);
}

/** Counts in the segment list: a zero is a dash. */
export function formatCount(value: number | null | undefined): string {
  if (!value) return '-';
  return formatNumber(value);
}

/** An ISO date-time as "YYYY-MM-DD HH:mm:ss" in Chilean time; a bare date stays as it is. */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '—';
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '—';
  return dateTimeFormat.format(date).replace(',', '');
}

/** The date part only, "YYYY-MM-DD". */
export function formatDate(value: string | null | undefined): string {
  const full = formatDateTime(value);
  return full === '—' ? full : full.slice(0, 10);
}

/** Initials for an avatar-like badge: "Ana María Pérez" → "AP". */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  const first = words[0]!.charAt(0);
  const last = words.length > 1 ? words[words.length - 1]!.charAt(0) : '';
  return `${first}${last}`.toUpperCase();
}
