import { useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Button, ButtonGroup, Dialog, DialogBody, DialogFooter, FormGroup, HTMLSelect, InputGroup, Intent } from '@blueprintjs/core';
import { audiences } from '../../../../i18n/audiences.ts';
import { DateField } from '../../../../ui/DateField.tsx';
import {
  BULK_FREQUENCIES,
  EMPTY_BULK_UPDATE,
  bulkUpdateErrors,
  dayAfter,
  needsUpdateDay,
  todayInChile,
  type BulkUpdateForm,
} from '../bulkUpdate.ts';

const t = audiences.list.bulk;
const f = audiences.list.filters;

const DATE_TEXTS = {
  placeholder: f.datePlaceholder,
  invalidDate: f.invalidDate,
  outOfRange: f.outOfRange,
  today: f.today,
  clear: f.clearDate,
};

/**
 * The zod schema react-hook-form validates the dialog with (the rules of bulkUpdateErrors, as of
 * `today`). It lives with the dialog so that zod is fetched with it, not with the list.
 */
const bulkUpdateSchema = (today: string) =>
  z
    .object({ endDate: z.string(), frequency: z.union([z.enum(BULK_FREQUENCIES), z.literal('')]), updateDay: z.string() })
    .superRefine((v, ctx) => {
      for (const [path, message] of Object.entries(bulkUpdateErrors(v, today)))
        if (message) ctx.addIssue({ code: 'custom', path: [path], message });
    });

type Props = {
  /** How many audiences are chosen in the table (the submit button is disabled at zero). */
  count: number;
  /** Frequency labels from the service's table, by value; the i18n names are the fallback. */
  frequencyNames?: Partial<Record<string, string>>;
  /** Runs the update (its outcome is told by a toast); the dialog closes once it went through. */
  onSubmit: (form: BulkUpdateForm) => Promise<{ ok: boolean }>;
  onClose: () => void;
  /** Today in Chile (tests fix it). */
  today?: string;
};

/**
 * The bulk update dialog (§5): end date later than today (the earliest offered is tomorrow),
 * frequency, and for weekly or monthly the update day; applied to the chosen rows.
 */
export function BulkUpdateDialog({ count, frequencyNames, onSubmit, onClose, today = todayInChile() }: Props) {
  const schema = useMemo(() => bulkUpdateSchema(today), [today]);
  const form = useForm<BulkUpdateForm>({ defaultValues: EMPTY_BULK_UPDATE, resolver: zodResolver(schema) });
  const frequency = useWatch({ control: form.control, name: 'frequency' });
  const [busy, setBusy] = useState(false);

  const submit = form.handleSubmit(async (values) => {
    setBusy(true);
    try {
      const result = await onSubmit(values);
      if (result.ok) onClose();
    } finally {
      setBusy(false);
    }
  });

  return (
    <Dialog isOpen onClose={busy ? undefined : onClose} title={t.title} icon="edit" style={{ width: 520 }}>
      <form onSubmit={(e) => void submit(e)} noValidate data-testid="bulk-update-form">
        <DialogBody>
          <p>{count > 0 ? t.intro(count) : t.noneSelected}</p>
          <Controller
            control={form.control}
            name="endDate"
            render={({ field, fieldState }) => (
              <FormGroup
                label={t.endDate}
                labelFor="bulk-end"
                intent={fieldState.error ? Intent.DANGER : Intent.NONE}
                helperText={fieldState.error?.message ?? `≥ ${dayAfter(today)}`}
              >
                <DateField label={t.endDate} value={field.value} onChange={(v) => field.onChange(v)} texts={DATE_TEXTS} />
              </FormGroup>
            )}
          />
          <Controller
            control={form.control}
            name="frequency"
            render={({ field, fieldState }) => (
              <FormGroup label={t.frequency} intent={fieldState.error ? Intent.DANGER : Intent.NONE} helperText={fieldState.error?.message}>
                <ButtonGroup role="radiogroup" aria-label={t.frequency} className="inca-wrap-buttons">
                  {BULK_FREQUENCIES.map((value) => (
                    <Button
                      key={value}
                      role="radio"
                      aria-checked={field.value === value}
                      active={field.value === value}
                      intent={field.value === value ? Intent.PRIMARY : Intent.NONE}
                      text={frequencyNames?.[value] ?? audiences.list.frequencies[value]}
                      onClick={() => {
                        field.onChange(value);
                        form.setValue('updateDay', '');
                        form.clearErrors('updateDay');
                      }}
                    />
                  ))}
                </ButtonGroup>
              </FormGroup>
            )}
          />
          {needsUpdateDay(frequency) && (
            <Controller
              control={form.control}
              name="updateDay"
              render={({ field, fieldState }) => (
                <FormGroup
                  label={frequency === 'WEEKLY' ? t.weekDay : t.updateDay}
                  labelFor="bulk-day"
                  intent={fieldState.error ? Intent.DANGER : Intent.NONE}
                  helperText={fieldState.error?.message ?? (frequency === 'MONTHLY' ? t.monthDayHint : undefined)}
                >
                  {frequency === 'WEEKLY' ? (
                    <HTMLSelect id="bulk-day" fill value={field.value} onChange={(e) => field.onChange(e.currentTarget.value)}>
                      <option value="">{t.chooseDay}</option>
                      {audiences.list.weekDays.map((day, index) => (
                        <option key={day} value={String(index)}>
                          {day}
                        </option>
                      ))}
                    </HTMLSelect>
                  ) : (
                    <InputGroup
                      id="bulk-day"
                      type="number"
                      min={1}
                      max={28}
                      value={field.value}
                      intent={fieldState.error ? Intent.DANGER : Intent.NONE}
                      onValueChange={(v) => field.onChange(v)}
                    />
                  )}
                </FormGroup>
              )}
            />
          )}
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={t.cancel} onClick={onClose} disabled={busy} />
              <Button type="submit" intent={Intent.PRIMARY} text={t.submit} loading={busy} disabled={count === 0} />
            </>
          }
        />
      </form>
    </Dialog>
  );
}
