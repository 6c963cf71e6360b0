/**
 * When an audience runs next (engine): its frequency, update day and start/end dates
 * turned into run instants at a configured hour in America/Santiago. Pure: no clock, no database.
 *
 * - 1_DAY: every day.
 * - 1_WEEK: on the update day, Monday = 0 … Sunday = 6.
 * - 15_DAY: every 15 days counted from the start date (start, start + 15, …).
 * - 1_MONTH: on the update day of every month (1–28).
 * - 6_MONTH: every six months on the start date's day of month (clamped to the month's last day).
 * Runs happen only on days inside [start date, end date].
 */

export const PUBLISH_TIME_ZONE = 'America/Santiago';

export type ScheduleInput = {
  frequency: string;
  /** Weekday 0–6 (Monday = 0) for 1_WEEK, day 1–28 for 1_MONTH, else null. */
  updateDay: number | null;
  /** YYYY-MM-DD (Santiago days). */
  startDate: string;
  endDate: string;
};

const DAY_MS = 86_400_000;

/** A YYYY-MM-DD as days since the epoch (calendar arithmetic in UTC, no time zone involved). */
const dayNumber = (date: string): number => {
  const [y, m, d] = date.slice(0, 10).split('-').map(Number) as [number, number, number];
  return Math.floor(Date.UTC(y, m - 1, d) / DAY_MS);
};
const dateOf = (day: number): { y: number; m: number; d: number; weekday: number } => {
  const t = new Date(day * DAY_MS);
  // getUTCDay: Sunday = 0; the spec's weekdays are Monday = 0.
  return { y: t.getUTCFullYear(), m: t.getUTCMonth() + 1, d: t.getUTCDate(), weekday: (t.getUTCDay() + 6) % 7 };
};
const lastDayOfMonth = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();

const partsFormatter = new Map<string, Intl.DateTimeFormat>();
function zoneParts(instant: number, timeZone: string) {
  let f = partsFormatter.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    partsFormatter.set(timeZone, f);
  }
  const p = Object.fromEntries(f.formatToParts(new Date(instant)).map((x) => [x.type, x.value]));
  return { y: Number(p.year), m: Number(p.month), d: Number(p.day), h: Number(p.hour), min: Number(p.minute), s: Number(p.second) };
}

/** The zone's offset from UTC at an instant, in ms (Santiago: −3 h or −4 h). */
function offsetAt(instant: number, timeZone: string): number {
  const p = zoneParts(instant, timeZone);
  return Date.UTC(p.y, p.m - 1, p.d, p.h, p.min, p.s) - Math.floor(instant / 1000) * 1000;
}

/** The instant of a wall-clock hour on a day in a zone (a skipped hour moves forward with the clock change). */
export function zonedInstant(day: number, hour: number, timeZone = PUBLISH_TIME_ZONE): Date {
  const { y, m, d } = dateOf(day);
  const wall = Date.UTC(y, m - 1, d, hour);
  let guess = wall - offsetAt(wall, timeZone);
  guess = wall - offsetAt(guess, timeZone);
  return new Date(guess);
}

/** The Santiago calendar day (as a day number) of an instant. */
export function zonedDay(instant: Date, timeZone = PUBLISH_TIME_ZONE): number {
  const p = zoneParts(instant.getTime(), timeZone);
  return Math.floor(Date.UTC(p.y, p.m - 1, p.d) / DAY_MS);
}

/** Whether the audience runs on that day (ignoring its date window). */
export function runsOnDay(input: ScheduleInput, day: number): boolean {
  const start = dayNumber(input.startDate);
  const date = dateOf(day);
  switch (input.frequency) {
    case '1_DAY':
      return true;
    case '1_WEEK':
      return input.updateDay !== null && date.weekday === input.updateDay;
    case '15_DAY':
      return (day - start) % 15 === 0;
    case '1_MONTH':
      return input.updateDay !== null && date.d === input.updateDay;
    case '6_MONTH': {
      const s = dateOf(start);
      const months = (date.y - s.y) * 12 + (date.m - s.m);
      return months % 6 === 0 && date.d === Math.min(s.d, lastDayOfMonth(date.y, date.m));
    }
    default:
      return false;
  }
}

/**
 * The first run strictly after `after`, at `hour` (0–23) Santiago time, on a day the frequency
 * selects inside the audience's window; null when there is none before the end date.
 */
export function nextRunAt(input: ScheduleInput, after: Date, hour = 6, timeZone = PUBLISH_TIME_ZONE): Date | null {
  if (!Number.isInteger(hour) || hour < 0 || hour > 23) throw new Error(`publish hour out of range: ${hour}`);
  const start = dayNumber(input.startDate);
  const end = dayNumber(input.endDate);
  let day = Math.max(start, zonedDay(after, timeZone));
  for (; day <= end; day += 1) {
    if (!runsOnDay(input, day)) continue;
    const at = zonedInstant(day, hour, timeZone);
    if (at.getTime() > after.getTime()) return at;
  }
  return null;
}
