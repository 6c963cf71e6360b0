import type { Control } from 'react-hook-form';
import { audiences } from '../../../../i18n/audiences.ts';
import { FormSelectField } from '../../../../ui/FormSelectField.tsx';
import { FormTextField } from '../../../../ui/FormTextField.tsx';
import { GOOGLE_APP_ID_TYPES, GOOGLE_AUDIENCE_TYPES, type AudienceFormValues } from '../schemas/audienceForm.ts';

const t = audiences.form.google;
const AUDIENCE_TYPES = GOOGLE_AUDIENCE_TYPES.map((value) => ({ value, label: t.audienceTypes[value]! }));
const APP_ID_TYPES = GOOGLE_APP_ID_TYPES.map((value) => ({ value, label: t.appIdTypes[value]! }));

type Props = {
  control: Control<AudienceFormValues>;
  audienceType: AudienceFormValues['google']['audienceType'];
  /** The audience type is fixed by the segment type, unless the company's flag allows choosing it (§4, §6). */
  typeLocked: boolean;
  disabled: boolean;
  onAudienceTypeChanged: () => void;
  onAppIdTypeChanged: () => void;
};

/** Google tab: audience type, and for MOBILE_ADVERTISING_ID the app id type and app id (§2.4). */
export function GoogleTab({ control, audienceType, typeLocked, disabled, onAudienceTypeChanged, onAppIdTypeChanged }: Props) {
  return (
    <div data-testid="tab-google">
      <FormSelectField
        control={control}
        name="google.audienceType"
        id="google-audience-type"
        label={t.audienceType}
        options={AUDIENCE_TYPES}
        placeholder={audiences.form.choose}
        disabled={disabled || typeLocked}
        onChanged={onAudienceTypeChanged}
      />
      {audienceType === 'MOBILE_ADVERTISING_ID' && (
        <>
          <FormSelectField
            control={control}
            name="google.appIdType"
            id="google-app-id-type"
            label={t.appIdType}
            options={APP_ID_TYPES}
            placeholder={audiences.form.choose}
            disabled={disabled}
            onChanged={onAppIdTypeChanged}
          />
          <FormTextField control={control} name="google.appId" id="google-app-id" label={t.appId} maxLength={50} disabled={disabled} />
        </>
      )}
    </div>
  );
}
