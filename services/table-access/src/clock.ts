/**
 * The service's today, a date in Chilean time (America/Santiago), against which grant expiry is
 * judged. Under the test runner (or with TABLE_ACCESS_TEST_CLOCK=1) an audience admin may set it, so
 * that tests can let a grant expire; elsewhere it is always the real date.
 */
export class ServiceClock {
  private override: string | undefined;

  constructor(readonly testMode: boolean) {}

  today(): string {
    return this.override ?? realToday();
  }

  /** Sets (or with undefined clears) the test date; false when not in test mode. */
  set(today: string | undefined): boolean {
    if (!this.testMode) return false;
    this.override = today;
    return true;
  }
}

/** Built once: creating a formatter with a time zone costs more than the catalogue query it serves. */
const SANTIAGO_DATE = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Santiago', year: 'numeric', month: '2-digit', day: '2-digit' });

/**
 * The last date formatted and the minute it belongs to. Chile's offsets are whole hours, so its date
 * changes only on a UTC minute: one formatting per minute serves every request of that minute
 * (formatting costs about 0.15 ms, as much as the rest of a catalogue search's own work).
 */
let cached = { minute: Number.NaN, date: '' };

export function realToday(now: Date = new Date()): string {
  const minute = Math.floor(now.getTime() / 60_000);
  if (minute !== cached.minute) cached = { minute, date: SANTIAGO_DATE.format(now) };
  return cached.date;
}
