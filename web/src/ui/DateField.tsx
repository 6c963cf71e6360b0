import { DateInput3 } from '@blueprintjs/datetime2';
import '@blueprintjs/datetime2/lib/css/blueprint-datetime2.css';
import esLocale from 'date-fns/locale/es';

/** The one date shape of the app, the same the tables and files show. */
export const DATE_FIELD_FORMAT = 'yyyy-MM-dd';

type Props = {
  /** A calendar day as yyyy-mm-dd, or '' for none. */
  value: string;
  onChange: (value: string) => void;
  /** Accessible name of the input (a range shows two fields under one label). */
  label: string;
  /** Texts of the field, in the screen's language (from i18n). */
  texts: { placeholder: string; invalidDate: string; outOfRange: string; today: string; clear: string };
};

/**
 * A Blueprint date input in Spanish (calendar in Spanish, weeks from Monday) that reads and writes
 * yyyy-mm-dd. The input is wide enough for the whole date; no time of day, no time zone.
 */
export function DateField({ value, onChange, label, texts }: Props) {
  return (
    <DateInput3
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
