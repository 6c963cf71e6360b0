import { rejected, type Step } from './result.ts';

const YEAR_FIRST = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;
const COMPACT = /^(\d{4})(\d{2})(\d{2})$/;
const DAY_FIRST = /^(\d{1,2})([/.-])(\d{1,2})\2(\d{4})$/;
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/**
 * Layer 1 for birth dates: YYYY-MM-DD, YYYYMMDD, and day-first DD/MM/YYYY, DD-MM-YYYY,
 * DD.MM.YYYY (one-digit day and month allowed). Two-digit years are ambiguous and rejected.
 * The year must be 1900 or later and the date not after `today` (YYYYMMDD). Result: "YYYYMMDD".
 */
export function normalizeBirthdate(text: string, today: number): Step {
  let year: number;
  let month: number;
  let day: number;
  let match = YEAR_FIRST.exec(text) ?? COMPACT.exec(text);
  if (match !== null) {
    year = Number(match[1]);
    month = Number(match[2]);
    day = Number(match[3]);
  } else {
    match = DAY_FIRST.exec(text);
    if (match === null) return rejected(`birthdate "${text}" not in a supported format`);
    day = Number(match[1]);
    month = Number(match[3]);
    year = Number(match[4]);
  }
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) {
    return rejected(`birthdate "${text}" is not a calendar date`);
  }
  if (year < 1900) return rejected(`birthdate "${text}" is before 1900`);
  const key = year * 10000 + month * 100 + day;
  if (key > today) return rejected(`birthdate "${text}" is in the future`);
  return String(key);
}

function daysInMonth(year: number, month: number): number {
  if (month === 2 && year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0)) return 29;
  return DAYS_IN_MONTH[month - 1] ?? 0;
}

/** Today in America/Santiago as YYYYMMDD, the bound for birth dates. */
export function todayInSantiago(now: Date = new Date()): number {
  const parts = SANTIAGO_DATE.formatToParts(now);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return part('year') * 10000 + part('month') * 100 + part('day');
}

const SANTIAGO_DATE = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/Santiago',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
