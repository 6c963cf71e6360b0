import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { Button, Card, H5, HTMLTable, NonIdealState, Spinner, Tag, Tooltip } from '@blueprintjs/core';
import { access } from '../../../i18n/access.ts';
import { AttributeRestrictionDialog } from './AttributeRestrictionDialog.tsx';
import { AuditTrailDialog } from './AuditTrailDialog.tsx';
import { CompanyRestrictionDialog } from './CompanyRestrictionDialog.tsx';
import { COMPANY_RESTRICTIONS } from '../graphql.ts';

const t = access.configuration;

type Company = { code: string; name: string; alias: string };
type Open = { kind: 'companies' | 'attributes' | 'history'; company: Company } | null;

/**
 * The Configuration tab (§2.5, audience admin): per company, the companies whose customers it may not
 * count, with the dialogs to change them and to restrict attributes, and each change's history.
 */
export function RestrictionsPanel() {
  const { data, loading, error, refetch } = useQuery(COMPANY_RESTRICTIONS, { fetchPolicy: 'cache-and-network' });
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const companies = data?.companies ?? [];
  const byCompany = new Map((data?.companyRestrictions ?? []).map((r) => [r.company.code, r]));

  if (loading && !data) {
    return (
      <div className="inca-center">
        <Spinner aria-label={t.loading} />
      </div>
    );
  }
  if (error && !data)
    return (
      <NonIdealState icon="error" title={t.loadFailed} action={<Button icon="refresh" text={t.retry} onClick={() => void refetch()} />} />
    );

  const current = open ? byCompany.get(open.company.code) : undefined;
  return (
    <Card>
      <H5>{t.restrictionsTitle}</H5>
      <p className="bp6-text-muted">{t.restrictionsIntro}</p>
      <HTMLTable compact className="inca-fill inca-segments" data-testid="restrictions-table">
        <thead>
          <tr>
            <th>{t.company}</th>
            <th>{t.restricted}</th>
            <th className="inca-num">{access.requests.columns.actions}</th>
          </tr>
        </thead>
        <tbody>
          {companies.map((c) => {
            const restriction = byCompany.get(c.code);
            const restricted = restriction?.restrictedCompanies ?? [];
            return (
              <tr key={c.code} data-testid="restriction-row" data-company={c.code}>
                <td>
                  {c.code} · {c.alias}
                  <div className="bp6-text-muted inca-small">{c.name}</div>
                </td>
                <td>
                  {restricted.length === 0 ? (
                    <span className="bp6-text-muted">{t.none}</span>
                  ) : (
                    <div className="inca-tags">
                      {restricted.map((r) => (
                        <Tag key={r.code} minimal intent="warning">
                          {r.code} · {r.alias}
                        </Tag>
                      ))}
                    </div>
                  )}
                </td>
                <td className="inca-num">
                  <div className="inca-actions">
                    <Button
                      size="small"
                      icon="edit"
                      text={t.edit}
                      aria-label={t.editTitle(`${c.code} · ${c.alias}`)}
                      onClick={() => setOpen({ kind: 'companies', company: c })}
                    />
                    <Button size="small" icon="lock" text={t.attributes} onClick={() => setOpen({ kind: 'attributes', company: c })} />
                    <Tooltip content={t.history(`${c.code} · ${c.alias}`)} placement="top">
                      <Button
                        size="small"
                        variant="minimal"
                        icon="time"
                        aria-label={t.history(`${c.code} · ${c.alias}`)}
                        disabled={!restriction?.auditTrail.length}
                        onClick={() => setOpen({ kind: 'history', company: c })}
                      />
                    </Tooltip>
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </HTMLTable>
      {open?.kind === 'companies' && (
        <CompanyRestrictionDialog
          company={open.company}
          companies={companies}
          restricted={(current?.restrictedCompanies ?? []).map((r) => r.code)}
          onClose={close}
        />
      )}
      {open?.kind === 'attributes' && <AttributeRestrictionDialog company={open.company} onClose={close} />}
      {open?.kind === 'history' && (
        <AuditTrailDialog
          title={t.history(`${open.company.code} · ${open.company.alias}`)}
          entries={current?.auditTrail ?? []}
          onClose={close}
        />
      )}
    </Card>
  );
}
