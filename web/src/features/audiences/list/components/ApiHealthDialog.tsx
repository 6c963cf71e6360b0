import { Fragment, useCallback, useEffect, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Dialog, DialogBody, DialogFooter, H6, HTMLTable, Intent, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import type { PlatformApiState, VerifyAdsAccountsMutation } from '../../../../__generated__/graphql.ts';
import { audiences } from '../../../../i18n/audiences.ts';
import { formatDateTime } from '../../../../ui/format.ts';
import { apiHealthMessage } from '../apiHealth.ts';
import { AUDIENCE_API_HEALTH, VERIFY_ADS_ACCOUNTS } from '../graphql.ts';

const t = audiences.list.apiHealth;

const STATE_INTENT: Record<PlatformApiState, Intent> = { UNVERIFIED: Intent.NONE, AVAILABLE: Intent.SUCCESS, UNAVAILABLE: Intent.WARNING };
const STATE_LABEL: Record<PlatformApiState, string> = { UNVERIFIED: t.unknown, AVAILABLE: t.available, UNAVAILABLE: t.unavailable };

type Checked = VerifyAdsAccountsMutation['verifyAdsAccounts'][number];

type Props = { onClose: () => void };

/**
 * The platform API health of each ads account the viewer works with (§4 mapping, §8 texts): grey
 * when it could not be verified, green when available, orange when not; an unavailable API says
 * whom to contact (the IT manager) and what kind of problem the platform reported. Opening it runs
 * the day's check of each platform with its connector (once a day); "Verificar ahora" checks again.
 */
export function ApiHealthDialog({ onClose }: Props) {
  const { data, loading, error } = useQuery(AUDIENCE_API_HEALTH, { fetchPolicy: 'network-only' });
  const [verify] = useMutation(VERIFY_ADS_ACCOUNTS);
  const [checked, setChecked] = useState<Record<string, Checked>>({});
  const [checking, setChecking] = useState(false);
  const platformName = (code: string) =>
    data?.audiencePlatforms.find((p) => p.code === code)?.name ?? audiences.list.platforms[code] ?? code;
  const companies = (data?.viewer.accessibleCompanies ?? []).filter((c) => c.adsAccounts.length > 0);
  const companyCodes = companies.map((c) => c.code).join(',');

  const run = useCallback(
    async (force: boolean) => {
      if (!companyCodes) return;
      setChecking(true);
      try {
        const answers = await Promise.all(
          companyCodes.split(',').map((companyCode) => verify({ variables: { companyCode, force } }).catch(() => undefined)),
        );
        const next: Record<string, Checked> = {};
        for (const answer of answers) for (const account of answer?.data?.verifyAdsAccounts ?? []) next[account.technicalName] = account;
        setChecked((previous) => ({ ...previous, ...next }));
      } finally {
        setChecking(false);
      }
    },
    [companyCodes, verify],
  );

  useEffect(() => {
    // Opening the dialog asks the platforms (an external system); its pending flag is set as the check starts.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void run(false);
  }, [run]);

  return (
    <Dialog isOpen onClose={onClose} title={t.title} icon="offline" style={{ width: 860 }}>
      <DialogBody>
        {loading && !data ? (
          <Spinner aria-label={t.title} />
        ) : error && !data ? (
          <NonIdealState icon="error" title={t.unknown} />
        ) : (
          <>
            {checking && (
              <p className="bp6-text-muted" role="status">
                {t.checking}
              </p>
            )}
            {companies.map((company) => (
              <section key={company.code} className="inca-gap" data-testid="api-health-company">
                <H6>
                  {company.code} · {company.alias}
                </H6>
                <HTMLTable compact className="inca-fill inca-health">
                  <thead>
                    <tr>
                      <th>{t.account}</th>
                      <th>{t.platform}</th>
                      <th>{t.state}</th>
                      <th>{t.detail}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {company.adsAccounts.map((account) => {
                      const latest = checked[account.technicalName];
                      const health = latest?.apiHealth ?? account.apiHealth;
                      return (
                        <Fragment key={account.technicalName}>
                          {health.map((h, index) => (
                            <tr key={h.platform} data-testid="api-health-row" data-state={h.state} data-kind={h.errorKind ?? ''}>
                              <td>
                                {index === 0 && (
                                  <>
                                    <div>{account.businessName}</div>
                                    <div className="bp6-text-muted inca-small" data-testid="api-health-checked">
                                      {latest?.apiCheckedAt
                                        ? t.lastChecked(formatDateTime(latest.apiCheckedAt))
                                        : checking
                                          ? ''
                                          : t.notChecked}
                                    </div>
                                  </>
                                )}
                              </td>
                              <td>{platformName(h.platform)}</td>
                              <td>
                                <Tag intent={STATE_INTENT[h.state]} minimal={h.state === 'UNVERIFIED'} round multiline>
                                  {STATE_LABEL[h.state]}
                                </Tag>
                              </td>
                              <td className="inca-small">
                                {h.state === 'UNAVAILABLE' && (
                                  <>
                                    {apiHealthMessage(h.state, platformName(h.platform), account.itManagerEmail)}
                                    {h.errorKind && h.errorKind !== 'OK' && <div className="bp6-text-muted">{t.errors[h.errorKind]}</div>}
                                  </>
                                )}
                              </td>
                            </tr>
                          ))}
                        </Fragment>
                      );
                    })}
                  </tbody>
                </HTMLTable>
              </section>
            ))}
          </>
        )}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button icon="refresh" text={t.verifyNow} loading={checking} disabled={!companyCodes} onClick={() => void run(true)} />
            <Button text={t.close} onClick={onClose} />
          </>
        }
      />
    </Dialog>
  );
}
