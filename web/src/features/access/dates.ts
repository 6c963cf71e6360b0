const santiagoDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Santiago', year: 'numeric', month: '2-digit', day: '2-digit' });

/** Today's calendar day in Chilean time, yyyy-mm-dd: the earliest until date a date field offers. */
export function todayInSantiago(now: Date = new Date()): string {
  return santiagoDay.format(now);
}
