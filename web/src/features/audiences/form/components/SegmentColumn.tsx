import { Card, FormGroup, H5, HTMLSelect, Intent } from '@blueprintjs/core';
import type { UseFormReturn } from 'react-hook-form';
import { audiences } from '../../../../i18n/audiences.ts';
import { CompanySelect } from '../../../../ui/CompanySelect.tsx';
import type { useAudienceFormOptions } from '../hooks/useAudienceFormOptions.ts';
import type { Platform } from '../../../../__generated__/graphql.ts';
import { SEGMENT_TYPES, type AudienceFormValues } from '../schemas/audienceForm.ts';
import { afterSegmentTypeChange } from '../schemas/formBehaviour.ts';
import type { SavedAudience } from '../schemas/initialValues.ts';
import { fieldError } from './fieldError.ts';
import { FrequencyField } from './FrequencyField.tsx';
import { SegmentAttributeSummary } from './SegmentAttributeSummary.tsx';
import { SegmentSuggest } from './SegmentSuggest.tsx';

const t = audiences.form;

type Props = {
  form: UseFormReturn<AudienceFormValues>;
  values: AudienceFormValues;
  options: ReturnType<typeof useAudienceFormOptions>;
  account: { technicalName: string; platforms: readonly Platform[] } | undefined;
  saved: SavedAudience | undefined;
  creating: boolean;
  scheduleLocked: boolean;
  /** Replaces the values at once (a change that resets dependent fields). */
  onApply: (next: AudienceFormValues) => void;
  onCompanyChange: (code: string) => void;
};

/** The form's left column: the company, the segment type and segment (with its attributes), and the frequency. */
export function SegmentColumn({ form, values: v, options, account, saved, creating, scheduleLocked, onApply, onCompanyChange }: Props) {
  const { formState } = form;
  const company = options.company;
  const error = (path: string) => fieldError(formState.errors, path);
  return (
    <div className="inca-audience-column">
      <Card className="inca-card">
        <H5>{t.sections.segment}</H5>
        {creating && options.choosesCompany && options.companies.length > 1 ? (
          <CompanySelect id="audience-company" companies={options.companies} value={v.companyCode} onChange={onCompanyChange} />
        ) : (
          <p data-testid="audience-company">
            {t.company}: <strong>{company ? `${company.code} · ${company.name}` : v.companyCode}</strong>
          </p>
        )}
        <FormGroup
          label={t.segmentType}
          labelFor="audience-segment-type"
          intent={error('segmentType') ? Intent.DANGER : Intent.NONE}
          helperText={error('segmentType')}
        >
          <HTMLSelect
            id="audience-segment-type"
            fill
            value={v.segmentType}
            disabled={!creating}
            onChange={(e) =>
              onApply(
                afterSegmentTypeChange(
                  { ...form.getValues(), segmentType: e.currentTarget.value as AudienceFormValues['segmentType'] },
                  account,
                ),
              )
            }
          >
            <option value="">{t.choose}</option>
            {SEGMENT_TYPES.map((type) => (
              <option key={type} value={type}>
                {t.segmentTypes[type]}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
        <SegmentSuggest
          id="audience-segment"
          segments={options.segments}
          value={v.segmentCode}
          onChange={(code) => form.setValue('segmentCode', code, { shouldValidate: formState.isSubmitted, shouldDirty: true })}
          fallback={saved ? { code: saved.segment.code, name: saved.segment.name, shared: saved.segment.shared } : undefined}
          loading={options.segmentsLoading}
          disabled={!creating}
          error={error('segmentCode')}
        />
        <SegmentAttributeSummary segmentCode={v.segmentCode} />
      </Card>
      <Card className="inca-card">
        <H5>{t.sections.frequency}</H5>
        <FrequencyField
          frequency={v.frequency}
          updateDay={v.updateDay}
          disabled={scheduleLocked}
          errors={{ frequency: error('frequency'), updateDay: error('updateDay') }}
          onFrequency={(frequency) => {
            form.setValue('frequency', frequency, { shouldValidate: formState.isSubmitted, shouldDirty: true });
            form.setValue('updateDay', '', { shouldValidate: formState.isSubmitted });
          }}
          onUpdateDay={(day) => form.setValue('updateDay', day, { shouldValidate: formState.isSubmitted, shouldDirty: true })}
        />
      </Card>
    </div>
  );
}
