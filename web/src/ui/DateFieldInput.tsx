import { useState } from 'react';
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

const WHOLE_DAY = /^\d{4}-\d{2}-\d{2}$/;

export default function DateFieldInput({ value, onChange, label, texts, minDate, maxDate, disabled }: DateFieldProps) {
  // The calendar is opened and closed here: it closes once a day is chosen or a whole date typed, so
  // it never stays open over the buttons under the field (Buscar, Limpiar).
  const [open, setOpen] = useState(false);
  return (
    <DateInput3
      minDate={minDate ? localDay(minDate) : EARLIEST}
      maxDate={maxDate ? localDay(maxDate) : LATEST}
      disabled={disabled}
      className="inca-date-field"
      value={value || null}
      onChange={(next, isUserChange) => {
        const day = next ? next.slice(0, 10) : '';
        onChange(day);
        // A day clicked in the month shown (not a move to another month) or "Hoy".
        if (day && isUserChange && (!value || value.slice(0, 7) === day.slice(0, 7))) setOpen(false);
      }}
      dateFnsFormat={DATE_FIELD_FORMAT}
      locale={esLocale}
      placeholder={texts.placeholder}
      invalidDateMessage={texts.invalidDate}
      outOfRangeMessage={texts.outOfRange}
      showActionsBar
      todayButtonText={texts.today}
      clearButtonText={texts.clear}
      highlightCurrentDay
      popoverProps={{ placement: 'bottom-start', isOpen: open && !disabled, onClose: () => setOpen(false) }}
      inputProps={{
        'aria-label': label,
        className: 'inca-date-input',
        onFocus: () => setOpen(true),
        onClick: () => setOpen(true),
        onChange: (e) => {
          if (WHOLE_DAY.test(e.currentTarget.value)) setOpen(false);
        },
        onKeyDown: (e) => {
          if (e.key === 'Enter' || e.key === 'Escape' || e.key === 'Tab') setOpen(false);
        },
      }}
    />
  );
}
