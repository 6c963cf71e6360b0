import { DateInput3 } from '@blueprintjs/datetime2';
import '@blueprintjs/datetime2/lib/css/blueprint-datetime2.css';
import esLocale from 'date-fns/locale/es';

import { DATE_FIELD_FORMAT, type DateFieldProps } from './DateField.tsx';

// A calendar day at local noon, so no time zone moves it to the day before or after.
const localDay = (day: string) => new Date(`${day}T12:00:00`);

/**
 * A Blueprint date input in Spanish (calendar in Spanish, weeks from Monday) that reads and writes
 * yyyy-mm-dd. The input is wide enough for the whole date; no time of day, no time zone.
 */
// Blueprint's own limits (20 years back, 6 months ahead) would call an audience's end date next
// year "out of range"; without limits of its own a field accepts 1900 to 30 years ahead.
const EARLIEST = new Date(1900, 0, 1);
const LATEST = new Date(new Date().getFullYear() + 30, 11, 31);

export default function DateFieldInput({ value, onChange, label, texts, minDate, maxDate, disabled }: DateFieldProps) {
  return (
    <DateInput3
      minDate={minDate ? localDay(minDate) : EARLIEST}
      maxDate={maxDate ? localDay(maxDate) : LATEST}
      disabled={disabled}
      className="inca-date-field"
      value={value || null}
      onChange={(next) => onChange(next ? next.slice(0, 10) : '')}
      dateFnsFormat={DATE_FIELD_FORMAT}
      locale={esLocale}
      placeholder={texts.placeholder}
      invalidDateMessage={texts.invalidDate}
      outOfRangeMessage={texts.outOfRange}
      showActionsBar
      todayButtonText={texts.today}
      clearButtonText={texts.clear}
      highlightCurrentDay
      popoverProps={{ placement: 'bottom-start' }}
      inputProps={{ 'aria-label': label, className: 'inca-date-input' }}
    />
  );
}
