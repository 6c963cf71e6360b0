import type { Control } from 'react-hook-form';
import { Button, Callout, Intent } from '@blueprintjs/core';
import { audiences } from '../../../../i18n/audiences.ts';
import { FormSelectField } from '../../../../ui/FormSelectField.tsx';
import type { AudienceFormValues } from '../schemas/audienceForm.ts';

const t = audiences.form.talonOne;

type Props = {
  control: Control<AudienceFormValues>;
  applications: readonly { id: string; name: string }[];
  campaigns: readonly { id: string; name: string }[];
  applicationId: string;
  loading: boolean;
  disabled: boolean;
  onApplicationChanged: () => void;
  /** Talon.One could not be read: its Spanish message, with a retry. */
  error?: string;
  onRetry?: () => void;
};

/** Talon.One tab: application, then one of its campaigns (§2.4, §4). */
export function TalonOneTab({
  control,
  applications,
  campaigns,
  applicationId,
  loading,
  disabled,
  onApplicationChanged,
  error,
  onRetry,
}: Props) {
  return (
    <div data-testid="tab-talonone">
      {error && (
        <Callout intent={Intent.DANGER} icon="error" role="alert" className="inca-gap">
          <p>{error}</p>
          {onRetry && <Button icon="refresh" text={t.retry} onClick={onRetry} />}
        </Callout>
      )}
      <FormSelectField
        control={control}
        name="talonOne.applicationId"
        id="talonone-application"
        label={t.application}
        options={applications.map((a) => ({ value: a.id, label: a.name }))}
        placeholder={loading && applications.length === 0 ? t.loading : audiences.form.choose}
        disabled={disabled}
        onChanged={onApplicationChanged}
      />
      <FormSelectField
        control={control}
        name="talonOne.campaignId"
        id="talonone-campaign"
        label={t.campaign}
        options={campaigns.map((c) => ({ value: c.id, label: c.name }))}
        placeholder={applicationId ? audiences.form.choose : t.chooseApplication}
        disabled={disabled || !applicationId}
      />
    </div>
  );
}
