import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { Button, Checkbox, FormGroup, HTMLSelect, InputGroup, Intent } from '@blueprintjs/core';
import { CAMPAIGN_FILE_TYPES, CAMPAIGN_PLATFORMS, CAMPAIGN_STATUS_INCA, RULES_MODIFIED_HOURS } from '@inca/domain';
import type { CampaignFilter } from '../../../__generated__/graphql.ts';
import { campaigns as t } from '../../../i18n/campaigns.ts';
import { DateField } from '../../../ui/DateField.tsx';
import {
  EMPTY_CAMPAIGN_FILTER,
  OTHER_HOURS,
  campaignFilterOf,
  campaignFilterSchema,
  type CampaignFilterValues,
} from '../schemas/campaignFilter.ts';
import { reportFirstError } from '../../../ui/formErrors.ts';

const f = t.filters;

type Props = {
  companies: readonly { code: string; description: string }[];
  showCompany: boolean;
  onSearch: (filter: CampaignFilter) => void;
  onClean: () => void;
  /** Told the first problem of the form (the list shows it as a toast). */
  onInvalid: (message: string) => void;
};

/** Campaign filters (§2.1): company (multi), name, code, validity range, rules-modified time (1, 2, 4, 8 h or other ≤ 2 characters), INCA status, platform, file type. */
export function CampaignFilterPanel({ companies, showCompany, onSearch, onClean, onInvalid }: Props) {
  const form = useForm<CampaignFilterValues>({ resolver: zodResolver(campaignFilterSchema), defaultValues: EMPTY_CAMPAIGN_FILTER });
  const { control } = form;
  const hours = form.watch('hours');
  const submit = form.handleSubmit((values) => onSearch(campaignFilterOf(values)), reportFirstError(onInvalid));
  const select = (
    name: 'hours' | 'status' | 'platform' | 'fileType',
    id: string,
    first: string,
    options: readonly { value: string; label: string }[],
  ) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <HTMLSelect id={id} fill value={field.value} onBlur={field.onBlur} onChange={(e) => field.onChange(e.currentTarget.value)}>
          <option value="">{first}</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </HTMLSelect>
      )}
    />
  );

  return (
    <form className="inca-filter-grid" aria-label={f.title} onSubmit={(e) => void submit(e)}>
      {showCompany && (
        <FormGroup label={f.company}>
          <Controller
            control={control}
            name="companyCodes"
            render={({ field }) => (
              <div className="inca-options" data-testid="campaign-filter-companies">
                {companies.map((c) => (
                  <Checkbox
                    key={c.code}
                    label={`${c.code} · ${c.description}`}
                    checked={field.value.includes(c.code)}
                    onChange={(e) =>
                      field.onChange(e.currentTarget.checked ? [...field.value, c.code] : field.value.filter((x) => x !== c.code))
                    }
                  />
                ))}
              </div>
            )}
          />
        </FormGroup>
      )}
      <FormGroup label={f.name} labelFor="campaign-filter-name">
        <Controller
          control={control}
          name="name"
          render={({ field }) => (
            <InputGroup id="campaign-filter-name" value={field.value} onValueChange={field.onChange} onBlur={field.onBlur} />
          )}
        />
      </FormGroup>
      <FormGroup label={f.code} labelFor="campaign-filter-code">
        <Controller
          control={control}
          name="code"
          render={({ field }) => (
            <InputGroup id="campaign-filter-code" value={field.value} onValueChange={field.onChange} onBlur={field.onBlur} />
          )}
        />
      </FormGroup>
      <FormGroup label={f.validFrom}>
        <Controller
          control={control}
          name="startDate"
          render={({ field }) => <DateField label={f.validFrom} value={field.value} onChange={field.onChange} texts={t.dates} />}
        />
      </FormGroup>
      <FormGroup label={f.validTo}>
        <Controller
          control={control}
          name="endDate"
          render={({ field }) => <DateField label={f.validTo} value={field.value} onChange={field.onChange} texts={t.dates} />}
        />
      </FormGroup>
      <FormGroup label={f.rulesModified} labelFor="campaign-filter-hours">
        {select('hours', 'campaign-filter-hours', f.anyTime, [
          ...RULES_MODIFIED_HOURS.map((h) => ({ value: String(h), label: f.hours(h) })),
          { value: OTHER_HOURS, label: f.other },
        ])}
      </FormGroup>
      {hours === OTHER_HOURS && (
        <FormGroup label={f.otherHours} labelFor="campaign-filter-other" helperText={f.otherHoursHelp}>
          <Controller
            control={control}
            name="otherHours"
            render={({ field }) => (
              <InputGroup
                id="campaign-filter-other"
                value={field.value}
                maxLength={2}
                inputMode="numeric"
                onBlur={field.onBlur}
                onValueChange={(v) => field.onChange(v.replace(/\D/g, '').slice(0, 2))}
              />
            )}
          />
        </FormGroup>
      )}
      <FormGroup label={f.incaStatus} labelFor="campaign-filter-status">
        {select(
          'status',
          'campaign-filter-status',
          f.anyStatus,
          Object.entries(CAMPAIGN_STATUS_INCA).map(([id, label]) => ({ value: id, label })),
        )}
      </FormGroup>
      <FormGroup label={f.platform} labelFor="campaign-filter-platform">
        {select(
          'platform',
          'campaign-filter-platform',
          f.anyPlatform,
          CAMPAIGN_PLATFORMS.map((p) => ({ value: p.code, label: p.name })),
        )}
      </FormGroup>
      <FormGroup label={f.fileType} labelFor="campaign-filter-file-type">
        {select(
          'fileType',
          'campaign-filter-file-type',
          f.anyFileType,
          Object.entries(CAMPAIGN_FILE_TYPES).map(([id, label]) => ({ value: id, label })),
        )}
      </FormGroup>
      <FormGroup className="inca-filter-actions">
        <div className="inca-actions">
          <Button
            text={f.clean}
            onClick={() => {
              form.reset(EMPTY_CAMPAIGN_FILTER);
              onClean();
            }}
          />
          <Button type="submit" intent={Intent.PRIMARY} icon="search" text={f.search} />
        </div>
      </FormGroup>
    </form>
  );
}
