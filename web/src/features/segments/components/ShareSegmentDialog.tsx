import { useState, type FormEvent } from 'react';
import { useQuery } from '@apollo/client/react';
import {
  Button,
  Callout,
  Dialog,
  DialogBody,
  DialogFooter,
  FormGroup,
  HTMLTable,
  InputGroup,
  Intent,
  NonIdealState,
  SegmentedControl,
  Spinner,
} from '@blueprintjs/core';
import type { ShareTargetType } from '../../../__generated__/graphql.ts';
import { segments as t } from '../../../i18n/segments.ts';
import { CompanySelect } from '../../../ui/CompanySelect.tsx';
import { Pager } from '../../../ui/Pager.tsx';
import { SEGMENT_SHARES } from '../graphql.ts';
import { useShareSegment } from '../hooks/useShareSegment.ts';
import { useUnshareSegment } from '../hooks/useUnshareSegment.ts';

const SHARES_PAGE = 5;

type Props = {
  segment: { code: string; name: string; ownerCompany: { code: string } };
  companies: readonly { code: string; alias: string }[];
  onClose: () => void;
};

/** Share a segment with a user or a company, and see or remove its current shares (§2.2). */
export function ShareSegmentDialog({ segment, companies, onClose }: Props) {
  const [type, setType] = useState<ShareTargetType>('USER');
  const [companyCode, setCompanyCode] = useState(
    companies.find((c) => c.code !== segment.ownerCompany.code)?.code ?? companies[0]?.code ?? '',
  );
  const [email, setEmail] = useState('');
  const [page, setPage] = useState(1);
  const shares = useQuery(SEGMENT_SHARES, { variables: { code: segment.code }, fetchPolicy: 'network-only' });
  const { share, sharing, problem, clearProblem } = useShareSegment(segment.code);
  const { unshare } = useUnshareSegment(segment.code);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (await share({ type, email, companyCode })) {
      setEmail('');
      setPage(1);
    }
  }

  const rows = shares.data?.segment.shares ?? [];
  const pageRows = rows.slice((page - 1) * SHARES_PAGE, page * SHARES_PAGE);

  return (
    <Dialog isOpen onClose={onClose} title={t.share.title(segment.name)} icon="share" style={{ width: 620 }}>
      <form onSubmit={submit}>
        <DialogBody>
          <FormGroup label={t.share.with}>
            <SegmentedControl
              options={[
                { label: t.share.user, value: 'USER' },
                { label: t.share.company, value: 'COMPANY' },
              ]}
              value={type}
              onValueChange={(v) => {
                setType(v as ShareTargetType);
                clearProblem();
              }}
            />
          </FormGroup>
          <CompanySelect id="share-company" companies={companies} value={companyCode} onChange={setCompanyCode} />
          {type === 'USER' && (
            <FormGroup label={t.share.email} labelFor="share-email">
              <InputGroup
                id="share-email"
                type="email"
                value={email}
                onValueChange={setEmail}
                placeholder={t.share.emailPlaceholder}
                leftIcon="person"
                autoFocus
              />
            </FormGroup>
          )}
          {problem && (
            <Callout intent={problem.intent} className="inca-gap" role="alert" data-testid="share-problem">
              {problem.text}
            </Callout>
          )}
          <div className="inca-actions inca-gap">
            <Button type="submit" intent={Intent.PRIMARY} icon="share" text={t.share.submit} loading={sharing} />
          </div>
          <h6 className="bp6-heading">{t.share.current}</h6>
          {shares.loading && !shares.data ? (
            <Spinner size={20} />
          ) : rows.length === 0 ? (
            <NonIdealState icon="people" description={t.share.none} layout="horizontal" />
          ) : (
            <>
              <HTMLTable compact striped className="inca-fill" data-testid="shares-table">
                <thead>
                  <tr>
                    <th>{t.share.type}</th>
                    <th>{t.share.target}</th>
                    <th aria-label={t.share.actions} />
                  </tr>
                </thead>
                <tbody>
                  {pageRows.map((s) => (
                    <tr key={s.id}>
                      <td>{s.type === 'USER' ? t.share.user : t.share.company}</td>
                      <td>{s.type === 'USER' ? `${s.value} (${s.company.alias})` : `${s.company.code} · ${s.company.alias}`}</td>
                      <td className="inca-num">
                        <Button
                          variant="minimal"
                          intent={Intent.DANGER}
                          icon="trash"
                          aria-label={t.share.remove(s.value)}
                          onClick={() => void unshare(s.id)}
                        />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </HTMLTable>
              {rows.length > SHARES_PAGE && <Pager page={page} pageSize={SHARES_PAGE} total={rows.length} onPage={setPage} />}
            </>
          )}
        </DialogBody>
        <DialogFooter actions={<Button text={t.share.close} onClick={onClose} />} />
      </form>
    </Dialog>
  );
}
