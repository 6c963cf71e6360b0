import { Fragment } from 'react';
import { useQuery } from '@apollo/client/react';
import { Button, Dialog, DialogBody, DialogFooter, H6, HTMLTable, Intent, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import type { PlatformApiState } from '../../../../__generated__/graphql.ts';
import { audiences } from '../../../../i18n/audiences.ts';
import { apiHealthMessage } from '../apiHealth.ts';
import { AUDIENCE_API_HEALTH } from '../graphql.ts';

const t = audiences.list.apiHealth;

const STATE_INTENT: Record<PlatformApiState, Intent> = { UNVERIFIED: Intent.NONE, AVAILABLE: Intent.SUCCESS, UNAVAILABLE: Intent.WARNING };
const STATE_LABEL: Record<PlatformApiState, string> = { UNVERIFIED: t.unknown, AVAILABLE: t.available, UNAVAILABLE: t.unavailable };

type Props = { onClose: () => void };

/**
 * The platform API health of each ads account the viewer works with (§4 mapping, §8 texts): grey
 * when it could not be verified, green when available, orange when not; an unavailable API says
 * whom to contact (the IT manager) and what the platform answered.
 */
export function ApiHealthDialog({ onClose }: Props) {
  const { data, loading, error } = useQuery(AUDIENCE_API_HEALTH, { fetchPolicy: 'network-only' });
  const platformName = (code: string) => data?.audiencePlatforms.find((p) => p.code === code)?.name ?? audiences.list.platforms[code] ?? code;
  const companies = (data?.viewer.accessibleCompanies ?? []).filter((c) => c.adsAccounts.length > 0);

  return (
    <Dialog isOpen onClose={onClose} title={t.title} icon="offline" style={{ width: 820 }}>
      <DialogBody>
        {loading && !data ? (
          <Spinner aria-label={t.title} />
        ) : error && !data ? (
          <NonIdealState icon="error" title={t.unknown} />
        ) : (
          companies.map((company) => (
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
                  {company.adsAccounts.map((account) => (
                    <Fragment key={account.technicalName}>
                      {account.apiHealth.map((h, index) => (
                        <tr key={h.platform} data-testid="api-health-row" data-state={h.state}>
                          <td>{index === 0 ? account.businessName : ''}</td>
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
                  ))}
                </tbody>
              </HTMLTable>
            </section>
          ))
        )}
      </DialogBody>
      <DialogFooter actions={<Button text={t.close} onClick={onClose} />} />
    </Dialog>
  );
}
