import { Button, ButtonGroup, FormGroup, HTMLSelect, InputGroup, Intent } from '@blueprintjs/core';
import type { AudienceFrequency } from '../../../../__generated__/graphql.ts';
import { audiences } from '../../../../i18n/audiences.ts';
import { FREQUENCIES } from '../schemas/audienceForm.ts';

const t = audiences.form;

type Props = {
  frequency: AudienceFrequency | '';
  updateDay: string;
  onFrequency: (frequency: AudienceFrequency) => void;
  onUpdateDay: (day: string) => void;
  disabled?: boolean;
  errors: { frequency?: string; updateDay?: string };
};

/** Frequency buttons and, for weekly (Monday=0 … Sunday=6) and monthly (1 to 28), the update day (§2.4, §5). */
export function FrequencyField({ frequency, updateDay, onFrequency, onUpdateDay, disabled, errors }: Props) {
  return (
    <>
      <FormGroup
        label={t.frequency}
        labelFor="audience-frequency"
        intent={errors.frequency ? Intent.DANGER : Intent.NONE}
        helperText={errors.frequency}
      >
        <ButtonGroup id="audience-frequency" role="group" aria-label={t.frequency} className="inca-wrap-buttons">
          {FREQUENCIES.map((f) => (
            <Button
              key={f}
              text={t.frequencies[f]}
              active={frequency === f}
              intent={frequency === f ? Intent.PRIMARY : Intent.NONE}
              aria-pressed={frequency === f}
              disabled={disabled}
              onClick={() => onFrequency(f)}
            />
          ))}
        </ButtonGroup>
      </FormGroup>
      {frequency === 'WEEKLY' && (
        <FormGroup
          label={t.updateDay}
          labelFor="audience-update-day"
          intent={errors.updateDay ? Intent.DANGER : Intent.NONE}
          helperText={errors.updateDay}
        >
          <HTMLSelect
            id="audience-update-day"
            fill
            value={updateDay}
            disabled={disabled}
            onChange={(e) => onUpdateDay(e.currentTarget.value)}
          >
            <option value="">{t.choose}</option>
            {t.weekdays.map((name, day) => (
              <option key={name} value={String(day)}>
                {name}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
      )}
      {frequency === 'MONTHLY' && (
        <FormGroup
          label={t.updateDay}
          labelFor="audience-update-day"
          intent={errors.updateDay ? Intent.DANGER : Intent.NONE}
          helperText={errors.updateDay ?? t.updateDayMonthHint}
        >
          <InputGroup
            id="audience-update-day"
            type="number"
            min={1}
            max={28}
            value={updateDay}
            disabled={disabled}
            intent={errors.updateDay ? Intent.DANGER : Intent.NONE}
            onValueChange={(value) => onUpdateDay(value)}
          />
        </FormGroup>
      )}
    </>
  );
}
