import { useState } from 'react';
import { Button, Checkbox, FormGroup, HTMLSelect, InputGroup, Intent } from '@blueprintjs/core';
import { CAMPAIGN_FILE_TYPES, CAMPAIGN_PLATFORMS, CAMPAIGN_STATUS_INCA, RULES_MODIFIED_HOURS, parseOtherHours } from '@inca/domain';
import type { CampaignFilter } from '../../../__generated__/graphql.ts';
import { campaigns as t } from '../../../i18n/campaigns.ts';
import { DateField } from '../../../ui/DateField.tsx';

const f = t.filters;

type Props = {
  companies: readonly { code: string; description: string }[];
  showCompany: boolean;
  onSearch: (filter: CampaignFilter) => void;
  onClean: () => void;
  onInvalid: (message: string) => void;
};

/** Campaign filters (§2.1): company (multi), name, code, validity range, rules-modified time (1, 2, 4, 8 h or other ≤ 2 characters), INCA status, platform, file type. */
export function CampaignFilterPanel({ companies, showCompany, onSearch, onClean, onInvalid }: Props) {
  const [companyCodes, setCompanyCodes] = useState<string[]>([]);
  const [name, setName] = useState('');
  const [code, setCode] = useState('');
  const [startDate, setStartDate] = useState('');
  const [endDate, setEndDate] = useState('');
  const [hours, setHours] = useState('');
  const [other, setOther] = useState('');
  const [status, setStatus] = useState('');
  const [platform, setPlatform] = useState('');
  const [fileType, setFileType] = useState('');

  function search() {
    let rulesModifiedHours: number | undefined;
    if (hours === 'other') {
      rulesModifiedHours = parseOtherHours(other);
      if (rulesModifiedHours === undefined) return onInvalid(t.messages.otherHours);
    } else if (hours) rulesModifiedHours = Number(hours);
    onSearch({
      companyCodes: companyCodes.length ? companyCodes : undefined,
      name: name.trim() || undefined,
      code: code.trim() || undefined,
      startDate: startDate || undefined,
      endDate: endDate || undefined,
      rulesModifiedHours,
      incaStatuses: status ? [Number(status)] : undefined,
      platformCode: platform || undefined,
      fileTypes: fileType ? [Number(fileType)] : undefined,
    });
  }

  function clean() {
    setCompanyCodes([]);
    setName('');
    setCode('');
    setStartDate('');
    setEndDate('');
    setHours('');
    setOther('');
    setStatus('');
    setPlatform('');
    setFileType('');
    onClean();
  }

  return (
    <form
      className="inca-filter-grid"
      aria-label={f.title}
      onSubmit={(e) => {
        e.preventDefault();
        search();
      }}
    >
      {showCompany && (
        <FormGroup label={f.company}>
          <div className="inca-options" data-testid="campaign-filter-companies">
            {companies.map((c) => (
              <Checkbox
                key={c.code}
                label={`${c.code} · ${c.description}`}
                checked={companyCodes.includes(c.code)}
                onChange={(e) => setCompanyCodes(e.currentTarget.checked ? [...companyCodes, c.code] : companyCodes.filter((x) => x !== c.code))}
              />
            ))}
          </div>
        </FormGroup>
      )}
      <FormGroup label={f.name} labelFor="campaign-filter-name">
        <InputGroup id="campaign-filter-name" value={name} onValueChange={setName} />
      </FormGroup>
      <FormGroup label={f.code} labelFor="campaign-filter-code">
        <InputGroup id="campaign-filter-code" value={code} onValueChange={setCode} />
      </FormGroup>
      <FormGroup label={f.validFrom}>
        <DateField label={f.validFrom} value={startDate} onChange={setStartDate} texts={t.dates} />
      </FormGroup>
      <FormGroup label={f.validTo}>
        <DateField label={f.validTo} value={endDate} onChange={setEndDate} texts={t.dates} />
      </FormGroup>
      <FormGroup label={f.rulesModified} labelFor="campaign-filter-hours">
        <HTMLSelect id="campaign-filter-hours" fill value={hours} onChange={(e) => setHours(e.currentTarget.value)}>
          <option value="">{f.anyTime}</option>
          {RULES_MODIFIED_HOURS.map((h) => (
            <option key={h} value={String(h)}>
              {f.hours(h)}
            </option>
          ))}
          <option value="other">{f.other}</option>
        </HTMLSelect>
      </FormGroup>
      {hours === 'other' && (
        <FormGroup label={f.otherHours} labelFor="campaign-filter-other" helperText={f.otherHoursHelp}>
          <InputGroup id="campaign-filter-other" value={other} maxLength={2} inputMode="numeric" onValueChange={(v) => setOther(v.replace(/\D/g, '').slice(0, 2))} />
        </FormGroup>
      )}
      <FormGroup label={f.incaStatus} labelFor="campaign-filter-status">
        <HTMLSelect id="campaign-filter-status" fill value={status} onChange={(e) => setStatus(e.currentTarget.value)}>
          <option value="">{f.anyStatus}</option>
          {Object.entries(CAMPAIGN_STATUS_INCA).map(([id, label]) => (
            <option key={id} value={id}>
              {label}
            </option>
          ))}
        </HTMLSelect>
      </FormGroup>
      <FormGroup label={f.platform} labelFor="campaign-filter-platform">
        <HTMLSelect id="campaign-filter-platform" fill value={platform} onChange={(e) => setPlatform(e.currentTarget.value)}>
          <option value="">{f.anyPlatform}</option>
          {CAMPAIGN_PLATFORMS.map((p) => (
            <option key={p.code} value={p.code}>
              {p.name}
            </option>
          ))}
        </HTMLSelect>
      </FormGroup>
      <FormGroup label={f.fileType} labelFor="campaign-filter-file-type">
        <HTMLSelect id="campaign-filter-file-type" fill value={fileType} onChange={(e) => setFileType(e.currentTarget.value)}>
          <option value="">{f.anyFileType}</option>
          {Object.entries(CAMPAIGN_FILE_TYPES).map(([id, label]) => (
            <option key={id} value={id}>
              {label}
            </option>
          ))}
        </HTMLSelect>
      </FormGroup>
      <FormGroup className="inca-filter-actions">
        <div className="inca-actions">
          <Button text={f.clean} onClick={clean} />
          <Button type="submit" intent={Intent.PRIMARY} icon="search" text={f.search} />
        </div>
      </FormGroup>
    </form>
  );
}
