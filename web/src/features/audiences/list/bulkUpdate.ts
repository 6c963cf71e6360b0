import { audiences } from '../../../i18n/audiences.ts';
import { DISPLAY_TIME_ZONE } from '../../../ui/format.ts';

const t = audiences.list.bulk;

/** The frequencies a bulk update may set, in button order (the graph's AudienceFrequency). */
export const BULK_FREQUENCIES = ['DAILY', 'WEEKLY', 'FORTNIGHTLY', 'MONTHLY', 'SEMIANNUAL'] as const;
export type BulkFrequency = (typeof BULK_FREQUENCIES)[number];

/** Today's calendar day where the business runs (America/Santiago), as yyyy-mm-dd. */
export function todayInChile(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: DISPLAY_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** The day after a yyyy-mm-dd (the picker's minimum end date). */
export function dayAfter(day: string): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/** The dialog's values as typed: '' means "not chosen". */
export type BulkUpdateForm = { endDate: string; frequency: BulkFrequency | ''; updateDay: string };
export const EMPTY_BULK_UPDATE: BulkUpdateForm = { endDate: '', frequency: '', updateDay: '' };

/** Whether a frequency asks for an update day (weekly: 0–6, Monday = 0; monthly: 1–28). */
export const needsUpdateDay = (frequency: BulkUpdateForm['frequency']) => frequency === 'WEEKLY' || frequency === 'MONTHLY';

/**
 * The bulk update rules of §5, one message per field: end date required and later than today
 * (in Chile); a frequency; weekly and monthly need an update day in their range.
 */
export function bulkUpdateErrors(form: BulkUpdateForm, today: string): Partial<Record<keyof BulkUpdateForm, string>> {
  const errors: Partial<Record<keyof BulkUpdateForm, string>> = {};
  if (!form.endDate) errors.endDate = t.required;
  else if (!/^\d{4}-\d{2}-\d{2}$/.test(form.endDate) || form.endDate <= today) errors.endDate = t.endDateAfterToday;
  if (!form.frequency) errors.frequency = t.frequencyRequired;
  if (needsUpdateDay(form.frequency)) {
    const day = form.updateDay.trim() === '' ? NaN : Number(form.updateDay);
    const [min, max, message] = form.frequency === 'WEEKLY' ? [0, 6, t.weekDayRange] : [1, 28, t.monthDayRange];
    if (!Number.isInteger(day) || day < min || day > max) errors.updateDay = message;
  }
  return errors;
}

/** The mutation's variables for valid values; the update day only for weekly and monthly. */
export function bulkUpdateVariables(ids: readonly string[], form: BulkUpdateForm) {
  return {
    ids: [...ids],
    endDate: form.endDate,
    frequency: form.frequency as BulkFrequency,
    updateDay: needsUpdateDay(form.frequency) ? Number(form.updateDay) : null,
  };
}
