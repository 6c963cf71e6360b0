import type { Control } from 'react-hook-form';
import { audiences } from '../../../../i18n/audiences.ts';
import { FormTextField } from '../../../../ui/FormTextField.tsx';
import type { AudienceFormValues } from '../schemas/audienceForm.ts';
import { ADOBE_TABLE_PREFIX } from '@inca/domain';

const t = audiences.form.adobe;
const lowercase = (value: string) => value.toLowerCase();

/** Adobe tab: dataset, table (saved with the t_inca_rel_ prefix) and flag variable (§2.4, §5). */
export function AdobeTab({ control, creating, disabled }: { control: Control<AudienceFormValues>; creating: boolean; disabled: boolean }) {
  return (
    <div data-testid="tab-adobe">
      <FormTextField
        control={control}
        name="adobe.dataset"
        id="adobe-dataset"
        label={t.dataset}
        maxLength={30}
        transform={lowercase}
        disabled={disabled}
      />
      <FormTextField
        control={control}
        name="adobe.table"
        id="adobe-table"
        label={t.table}
        maxLength={creating ? 19 : 30}
        prefix={creating ? ADOBE_TABLE_PREFIX : undefined}
        transform={lowercase}
        disabled={disabled}
      />
      <FormTextField
        control={control}
        name="adobe.flagVariable"
        id="adobe-flag-variable"
        label={t.flagVariable}
        hint={t.flagVariableHint}
        disabled={disabled}
      />
    </div>
  );
}
