import { useState } from 'react';
import { Button, FormGroup, HTMLSelect, HTMLTable, Icon, Intent, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { configuration } from '../../../i18n/configuration.ts';
import { audiences } from '../../../i18n/audiences.ts';
import { DateField } from '../../../ui/DateField.tsx';
import { formatDateTime } from '../../../ui/format.ts';
import { todayInSantiago } from '../flags.ts';
import { AdsAccountDialog } from './AdsAccountDialog.tsx';
import { useAdsAccountSettings } from '../hooks/useAdsAccountSettings.ts';
import { useCompanyAdsAccounts } from '../hooks/useCompanyAdsAccounts.ts';
import { useVerifyAdsAccount } from '../hooks/useVerifyAdsAccount.ts';
import { ChecksDialog } from './ChecksDialog.tsx';

const t = configuration.ads;
const kinds = audiences.list.apiHealth.errors;

/** The §4 channel indicator: a check when the platform answered, a warning otherwise, grey when never checked. */
function Indicator({ platform, state, errorKind }: { platform: string; state: string; errorKind?: string | null }) {
  const name = configuration.platforms[platform] ?? platform;
  const intent = state === 'AVAILABLE' ? Intent.SUCCESS : state === 'UNAVAILABLE' ? Intent.WARNING : Intent.NONE;
  const icon = state === 'AVAILABLE' ? 'tick-circle' : state === 'UNAVAILABLE' ? 'warning-sign' : 'disable';
  const title =
    state === 'UNVERIFIED' ? audiences.list.apiHealth.unknown : (kinds[(errorKind ?? 'UNKNOWN') as keyof typeof kinds] ?? kinds.UNKNOWN);
  return (
    <Tag minimal intent={intent} icon={<Icon icon={icon} />} title={title} className="inca-tag-gap">
      {name}
    </Tag>
  );
}

/** Ads accounts (spec §2.7): by company, each channel's health; verify an account and read the day's checks. */
export function AdsAccountsTab() {
  const list = useCompanyAdsAccounts();
  const [company, setCompany] = useState('');
  const [date, setDate] = useState(todayInSantiago());
  const { verify, verifying: busy } = useVerifyAdsAccount();
  const [detail, setDetail] = useState<{ code: string; name: string } | null>(null);
  const [editing, setEditing] = useState<string | 'new' | null>(null);
  const companies = list.companies;
  const chosen = companies.find((c) => c.code === company) ?? companies[0];
  const settings = useAdsAccountSettings(chosen?.code);
  const editedAccount = editing && editing !== 'new' ? settings.accounts?.find((a) => a.technicalName === editing) : undefined;

  if (list.loading) {
    return (
      <div className="inca-center">
        <Spinner aria-label={configuration.flags.loading} />
      </div>
    );
  }
  if (!chosen)
    return (
      <NonIdealState
        icon="error"
        title={configuration.flags.loadFailed}
        action={<Button icon="refresh" text={configuration.flags.retry} onClick={() => void list.refetch()} />}
      />
    );

  return (
    <>
      <div className="inca-filter-row">
        <FormGroup label={t.company} labelFor="ads-company">
          <HTMLSelect id="ads-company" value={chosen.code} onChange={(e) => setCompany(e.currentTarget.value)}>
            {companies.map((c) => (
              <option key={c.code} value={c.code}>
                {c.code} · {c.name}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
        <FormGroup label={t.date} labelFor="ads-date">
          <DateField
            label={t.date}
            value={date}
            onChange={(value) => setDate(value || todayInSantiago())}
            texts={t.dateTexts}
            maxDate={todayInSantiago()}
          />
        </FormGroup>
        <Button icon="add" intent={Intent.PRIMARY} text={t.register} onClick={() => setEditing('new')} />
      </div>
      {chosen.adsAccounts.length === 0 ? (
        <NonIdealState icon="office" title={t.none} />
      ) : (
        <HTMLTable className="inca-table inca-table-full" striped data-testid="ads-accounts-table">
          <thead>
            <tr>
              <th>{t.account}</th>
              <th>{t.platforms}</th>
              <th>{t.lastChecked}</th>
              <th>{t.actions}</th>
            </tr>
          </thead>
          <tbody>
            {chosen.adsAccounts.map((a) => (
              <tr key={a.technicalName}>
                <td>{a.businessName}</td>
                <td>
                  {a.apiHealth.map((h) => (
                    <Indicator key={h.platform} platform={h.platform} state={h.state} errorKind={h.errorKind} />
                  ))}
                </td>
                <td className="inca-nowrap">{a.apiCheckedAt ? formatDateTime(a.apiCheckedAt) : t.never}</td>
                <td className="inca-nowrap">
                  <Button
                    icon="refresh"
                    text={t.verify}
                    loading={busy === a.technicalName}
                    disabled={busy !== null}
                    onClick={() => void verify(chosen.code, a.technicalName)}
                  />
                  <Button
                    variant="minimal"
                    icon="eye-open"
                    text={t.errors}
                    onClick={() => setDetail({ code: a.technicalName, name: a.businessName })}
                  />
                  <Button
                    variant="minimal"
                    icon="edit"
                    aria-label={t.editAccount(a.businessName)}
                    disabled={!settings.accounts}
                    onClick={() => setEditing(a.technicalName)}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
      {editing && (editing === 'new' || editedAccount) && (
        <AdsAccountDialog companyCode={chosen.code} account={editedAccount} onClose={() => setEditing(null)} />
      )}
      {detail && <ChecksDialog companyCode={chosen.code} account={detail} date={date} onClose={() => setDetail(null)} />}
    </>
  );
}
