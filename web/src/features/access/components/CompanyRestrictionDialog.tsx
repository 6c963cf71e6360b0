import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { Button, Checkbox, Dialog, DialogBody, DialogFooter, Intent } from '@blueprintjs/core';
import { graphQLErrorOf } from '../../../apollo/errors.ts';
import { access } from '../../../i18n/access.ts';
import { showError, showSuccess } from '../../../ui/toaster.ts';
import { SAVE_COMPANY_RESTRICTION } from '../graphql.ts';
import { RequestActionConfirm } from './RequestActionConfirm.tsx';

const t = access.configuration;

type Company = { code: string; alias: string };
type Props = { company: Company; companies: readonly Company[]; restricted: readonly string[]; onClose: () => void };

/** Which companies' customers a company may not count: ticked companies, saved after confirmation. */
export function CompanyRestrictionDialog({ company, companies, restricted, onClose }: Props) {
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set(restricted));
  const [confirming, setConfirming] = useState(false);
  const [saveRestriction, { loading }] = useMutation(SAVE_COMPANY_RESTRICTION, {
    context: { quietErrors: true },
    refetchQueries: ['CompanyRestrictions'],
  });
  const others = companies.filter((c) => c.code !== company.code);
  const name = `${company.code} · ${company.alias}`;

  async function save() {
    try {
      await saveRestriction({ variables: { companyCode: company.code, restrictedCompanyCodes: [...chosen].sort() } });
      showSuccess(t.saved);
      onClose();
    } catch (error) {
      setConfirming(false);
      const coded = graphQLErrorOf(error);
      if (coded) showError(coded.message && coded.message !== t.saveFailed ? `${t.saveFailed} ${coded.message}` : t.saveFailed);
    }
  }

  return (
    <Dialog isOpen onClose={loading ? undefined : onClose} title={t.editTitle(name)} icon="lock" style={{ width: 520 }}>
      <DialogBody>
        <p className="bp6-text-muted">{t.editIntro}</p>
        <div className="inca-checks" role="group" aria-label={t.restricted}>
          {others.map((c) => (
            <Checkbox
              key={c.code}
              label={`${c.code} · ${c.alias}`}
              checked={chosen.has(c.code)}
              onChange={(e) => {
                const on = e.currentTarget.checked;
                setChosen((current) => {
                  const next = new Set(current);
                  if (on) next.add(c.code);
                  else next.delete(c.code);
                  return next;
                });
              }}
            />
          ))}
        </div>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t.cancel} onClick={onClose} disabled={loading} />
            <Button intent={Intent.PRIMARY} icon="floppy-disk" text={t.save} onClick={() => setConfirming(true)} />
          </>
        }
      />
      {confirming && (
        <RequestActionConfirm
          title={t.confirmTitle}
          question={t.confirmQuestion(name)}
          confirm={t.confirm}
          cancel={t.cancel}
          running={loading}
          onClose={() => setConfirming(false)}
          onConfirm={() => void save()}
        />
      )}
    </Dialog>
  );
}
