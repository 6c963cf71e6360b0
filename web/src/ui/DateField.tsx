import { lazy, Suspense } from 'react';
import { InputGroup } from '@blueprintjs/core';

/** The one date shape of the app, the same the tables and files show. */
export const DATE_FIELD_FORMAT = 'yyyy-MM-dd';

export type DateFieldProps = {
  /** A calendar day as yyyy-mm-dd, or '' for none. */
  value: string;
  onChange: (value: string) => void;
  /** Accessible name of the input (a range shows two fields under one label). */
  label: string;
  /** Texts of the field, in the screen's language (from i18n). */
  texts: { placeholder: string; invalidDate: string; outOfRange: string; today: string; clear: string };
  /** First day the calendar offers, yyyy-mm-dd. @default Blueprint's (20 years ago) */
  minDate?: string;
  /** Last day the calendar offers, yyyy-mm-dd. @default Blueprint's (end of this year) */
  maxDate?: string;
  disabled?: boolean;
};

// The calendar (Blueprint datetime, date-fns, react-day-picker) is most of a screen's code, so it
// is fetched when a date field is first shown, not with the screen.
const DateFieldInput = lazy(() => import('./DateFieldInput.tsx'));

/**
 * A Blueprint date input in Spanish (calendar in Spanish, weeks from Monday) that reads and writes
 * yyyy-mm-dd. Until the calendar has loaded, a plain read-only input shows the same value.
 */
export function DateField(props: DateFieldProps) {
  return (
    <Suspense
      fallback={
        <InputGroup
          className="inca-date-field"
          readOnly
          disabled={props.disabled}
          value={props.value}
          placeholder={props.texts.placeholder}
          aria-label={props.label}
          inputClassName="inca-date-input"
        />
      }
    >
      <DateFieldInput {...props} />
    </Suspense>
  );
}
