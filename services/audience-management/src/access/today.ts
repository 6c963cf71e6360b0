/** Today in Chilean time (America/Santiago), YYYY-MM-DD: the day end and until dates are compared with. */
export function realToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Santiago', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}
