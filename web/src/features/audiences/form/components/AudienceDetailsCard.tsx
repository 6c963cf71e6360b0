import { Card, FormGroup, H5, Intent } from '@blueprintjs/core';
import type { UseFormReturn } from 'react-hook-form';
import { AUDIENCE_NAME_PREFIX, santiagoToday, stripAudienceNameCharacters } from '@inca/domain';
import { audiences } from '../../../../i18n/audiences.ts';
import { DateField } from '../../../../ui/DateField.tsx';
import { FormTextField } from '../../../../ui/FormTextField.tsx';
import type { AudienceFormValues } from '../schemas/audienceForm.ts';
import { fieldError } from './fieldError.ts';
import { RecipientsField } from './RecipientsField.tsx';

const t = audiences.form;
const tenYearsFrom = (day: string) => `${Number(day.slice(0, 4)) + 10}${day.slice(4)}`;

type Props = {
  form: UseFormReturn<AudienceFormValues>;
  values: AudienceFormValues;
  creating: boolean;
  readOnly: boolean;
  scheduleLocked: boolean;
};

/** The audience itself: name (with the company prefix on create), description, dates and recipients. */
export function AudienceDetailsCard({ form, values: v, creating, readOnly, scheduleLocked }: Props) {
  const { control, formState } = form;
  const error = (path: string) => fieldError(formState.errors, path);
  const today = santiagoToday();
  return (
    <Card className="inca-card">
      <H5>{t.sections.audience}</H5>
      <FormTextField
        control={control}
        name="name"
        id="audience-name"
        label={t.name}
        prefix={creating ? AUDIENCE_NAME_PREFIX : undefined}
        maxLength={creating ? 45 : 50}
        transform={stripAudienceNameCharacters}
        disabled={readOnly}
      />
      <FormTextField
        control={control}
        name="description"
        id="audience-description"
        label={t.description}
        multiline
        maxLength={1000}
        disabled={readOnly}
      />
      <div className="inca-audience-dates">
        <FormGroup label={t.startDate} intent={error('startDate') ? Intent.DANGER : Intent.NONE} helperText={error('startDate')}>
          <DateField
            label={t.startDate}
            value={v.startDate}
            onChange={(day) => form.setValue('startDate', day, { shouldValidate: formState.isSubmitted, shouldDirty: true })}
            texts={t.date}
            minDate={creating ? today : undefined}
            maxDate={v.endDate || undefined}
            disabled={scheduleLocked}
          />
        </FormGroup>
        <FormGroup label={t.endDate} intent={error('endDate') ? Intent.DANGER : Intent.NONE} helperText={error('endDate')}>
          <DateField
            label={t.endDate}
            value={v.endDate}
            onChange={(day) => form.setValue('endDate', day, { shouldValidate: formState.isSubmitted, shouldDirty: true })}
            texts={t.date}
            minDate={v.startDate || (creating ? today : undefined)}
            maxDate={tenYearsFrom(today)}
            disabled={scheduleLocked}
          />
        </FormGroup>
      </div>
      <RecipientsField
        value={v.recipients}
        onChange={(next) => form.setValue('recipients', next, { shouldValidate: formState.isSubmitted, shouldDirty: true })}
        disabled={scheduleLocked}
        error={error('recipients')}
      />
    </Card>
  );
}
