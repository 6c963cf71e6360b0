import { useState, type FormEvent } from 'react';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { Button, Callout, Dialog, DialogBody, DialogFooter, FormGroup, HTMLTable, InputGroup, Intent, NonIdealState, SegmentedControl, Spinner } from '@blueprintjs/core';
import { shareRoleWarning } from '@inca/domain';
import type { ShareTargetType } from '../../__generated__/graphql.ts';
import { graphQLErrorOf } from '../../apollo/errors.ts';
import { showError, showSuccess } from '../../ui/toaster.ts';
import { CompanySelect } from '../../ui/CompanySelect.tsx';
import { Pager } from '../../ui/Pager.tsx';
import { SEGMENT_SHARES, SHARE_SEGMENT, UNSHARE_SEGMENT, USER_HAS_ROLE } from './graphql.ts';

const SHARES_PAGE = 5;

type Props = {
  segment: { code: string; name: string; ownerCompany: { code: string } };
  companies: { code: string; alias: string }[];
  onClose: () => void;
};

/** Share a segment with a user or a company, and see or remove its current shares (§2.2). */
export function ShareDialog({ segment, companies, onClose }: Props) {
  const client = useApolloClient();
  const [type, setType] = useState<ShareTargetType>('USER');
  const [companyCode, setCompanyCode] = useState(companies.find((c) => c.code !== segment.ownerCompany.code)?.code ?? companies[0]?.code ?? '');
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<{ intent: Intent; text: string }>();
  const [page, setPage] = useState(1);
  const [busy, setBusy] = useState(false);
  const shares = useQuery(SEGMENT_SHARES, { variables: { code: segment.code }, fetchPolicy: 'network-only' });
  const [share] = useMutation(SHARE_SEGMENT, { context: { quietErrors: true } });
  const [unshare] = useMutation(UNSHARE_SEGMENT, { context: { quietErrors: true } });

  async function submit(event: FormEvent) {
    event.preventDefault();
    setProblem(undefined);
    const target = email.trim().toLowerCase();
    if (type === 'USER' && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(target)) {
      setProblem({ intent: Intent.DANGER, text: 'Ingrese un correo electrónico válido.' });
      return;
    }
    setBusy(true);
    try {
      if (type === 'USER') {
        // The role check warns before anything is written; the service refuses it too.
        const check = (role: 'AUDIENCE_USER' | 'AUDIENCE_ANALYST') =>
          client.query({ query: USER_HAS_ROLE, variables: { email: target, role }, fetchPolicy: 'network-only', context: { quietErrors: true } });
        const [asUser, asAnalyst] = await Promise.all([check('AUDIENCE_USER'), check('AUDIENCE_ANALYST')]);
        if (!asUser.data?.userHasRole && !asAnalyst.data?.userHasRole) {
          setProblem({ intent: Intent.WARNING, text: shareRoleWarning(target) });
          return;
        }
      }
      await share({
        variables: { code: segment.code, input: type === 'USER' ? { type, email: target, companyCode: companyCode || null } : { type, companyCode } },
      });
      showSuccess('Segmento compartido');
      setEmail('');
      setPage(1);
      await shares.refetch();
    } catch (error) {
      const coded = graphQLErrorOf(error);
      setProblem({ intent: Intent.DANGER, text: coded?.message ?? 'No se pudo compartir el segmento.' });
    } finally {
      setBusy(false);
    }
  }

  async function remove(sharingId: string) {
    try {
      await unshare({ variables: { code: segment.code, sharingId } });
      await shares.refetch();
    } catch {
      showError('No se pudo eliminar el registro.');
    }
  }

  const rows = shares.data?.segment.shares ?? [];
  const pageRows = rows.slice((page - 1) * SHARES_PAGE, page * SHARES_PAGE);

  return (
    <Dialog isOpen onClose={onClose} title={`Compartir ${segment.name}`} icon="share" style={{ width: 620 }}>
      <form onSubmit={submit}>
        <DialogBody>
          <FormGroup label="Compartir con">
            <SegmentedControl
              options={[
                { label: 'Usuario', value: 'USER' },
                { label: 'Empresa', value: 'COMPANY' },
              ]}
              value={type}
              onValueChange={(v) => {
                setType(v as ShareTargetType);
                setProblem(undefined);
              }}
            />
          </FormGroup>
          <CompanySelect id="share-company" companies={companies} value={companyCode} onChange={setCompanyCode} />
          {type === 'USER' && (
            <FormGroup label="Correo del usuario" labelFor="share-email">
              <InputGroup id="share-email" type="email" value={email} onValueChange={setEmail} placeholder="nombre@empresa.cl" leftIcon="person" autoFocus />
            </FormGroup>
          )}
          {problem && (
            <Callout intent={problem.intent} className="inca-gap" role="alert" data-testid="share-problem">
              {problem.text}
            </Callout>
          )}
          <div className="inca-actions inca-gap">
            <Button type="submit" intent={Intent.PRIMARY} icon="share" text="Compartir" loading={busy} />
          </div>
          <h6 className="bp6-heading">Compartido actualmente</h6>
          {shares.loading && !shares.data ? (
            <Spinner size={20} />
          ) : rows.length === 0 ? (
            <NonIdealState icon="people" description="Este segmento aún no se ha compartido." layout="horizontal" />
          ) : (
            <>
              <HTMLTable compact striped className="inca-fill" data-testid="shares-table">
                <thead>
                  <tr>
                    <th>Tipo</th>
                    <th>Usuario o empresa</th>
                    <th aria-label="Acciones" />
                  </tr>
                </thead>
                <tbody>
                  {pageRows.map((s) => (
                    <tr key={s.id}>
                      <td>{s.type === 'USER' ? 'Usuario' : 'Empresa'}</td>
                      <td>{s.type === 'USER' ? `${s.value} (${s.company.alias})` : `${s.company.code} · ${s.company.alias}`}</td>
                      <td className="inca-num">
                        <Button variant="minimal" intent={Intent.DANGER} icon="trash" aria-label={`Quitar ${s.value}`} onClick={() => void remove(s.id)} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </HTMLTable>
              {rows.length > SHARES_PAGE && <Pager page={page} pageSize={SHARES_PAGE} total={rows.length} onPage={setPage} />}
            </>
          )}
        </DialogBody>
        <DialogFooter actions={<Button text="Cerrar" onClick={onClose} />} />
      </form>
    </Dialog>
  );
}
