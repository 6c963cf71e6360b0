import { useMemo, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Checkbox, Dialog, DialogBody, DialogFooter, Intent, Menu, MenuItem, Spinner, Tag } from '@blueprintjs/core';
import { graphQLErrorOf } from '../../../apollo/errors.ts';
import { access } from '../../../i18n/access.ts';
import { showError, showSuccess } from '../../../ui/toaster.ts';
import { ATTRIBUTE_RESTRICTION, SAVE_ATTRIBUTE_RESTRICTION } from '../graphql.ts';
import { RequestActionConfirm } from './RequestActionConfirm.tsx';

const t = access.configuration;
const d = t.attributeDialog;

type Props = { company: { code: string; alias: string }; onClose: () => void };

/** Attributes of a category grouped by their group name (fieldsets), ungrouped ones last. */
export function groupAttributes<A extends { groupName?: string | null }>(attributes: readonly A[]): [string, A[]][] {
  const groups = new Map<string, A[]>();
  for (const a of attributes) {
    const key = a.groupName || '';
    groups.set(key, [...(groups.get(key) ?? []), a]);
  }
  return [...groups.entries()].sort(([a], [b]) => (a === '' ? 1 : b === '' ? -1 : 0));
}

/**
 * The attribute-restriction dialog (§2.5): a side menu of categories, the category's attributes in
 * fieldsets by group; the ticked attributes are not offered to the company in the builder. Saved
 * after confirmation: 'Se ha registrado correctamente.' / 'No se pudo guardar los cambios.'
 */
export function AttributeRestrictionDialog({ company, onClose }: Props) {
  const { data, loading } = useQuery(ATTRIBUTE_RESTRICTION, { variables: { companyCode: company.code }, fetchPolicy: 'network-only' });
  const [chosen, setChosen] = useState<ReadonlySet<number> | null>(null);
  const [chosenCategory, setCategory] = useState<string>('');
  const [confirming, setConfirming] = useState(false);
  const [saveRestriction, saving] = useMutation(SAVE_ATTRIBUTE_RESTRICTION, {
    context: { quietErrors: true },
    refetchQueries: ['CompanyRestrictions'],
  });
  const categories = useMemo(() => data?.attributeRestrictionCatalogue ?? [], [data]);
  const name = `${company.code} · ${company.alias}`;

  // Until the user ticks something, the saved restriction is what shows; the first category opens first.
  const saved = useMemo(() => new Set(data?.attributeRestriction.attributeIds ?? []), [data]);
  const category = chosenCategory || (categories[0]?.name ?? '');
  const current = categories.find((c) => c.name === category);
  const ticked = chosen ?? saved;
  const toggle = (ids: readonly number[], on: boolean) =>
    setChosen((set) => {
      const next = new Set(set ?? saved);
      for (const id of ids)
        if (on) next.add(id);
        else next.delete(id);
      return next;
    });

  async function save() {
    try {
      await saveRestriction({ variables: { companyCode: company.code, attributeIds: [...ticked].sort((a, b) => a - b) } });
      showSuccess(d.saved);
      onClose();
    } catch (error) {
      setConfirming(false);
      if (graphQLErrorOf(error)) showError(d.failed);
    }
  }

  return (
    <Dialog
      isOpen
      onClose={saving.loading ? undefined : onClose}
      title={d.title(name)}
      icon="lock"
      style={{ width: 900, maxWidth: '95vw' }}
    >
      <DialogBody>
        <p className="bp6-text-muted">{d.intro}</p>
        {loading || !data ? (
          <div className="inca-search-empty">
            <Spinner aria-label={d.loading} />
          </div>
        ) : (
          <div className="inca-attribute-restriction">
            <Menu aria-label={d.categories} className="inca-category-menu">
              {categories.map((c) => {
                const count = c.attributes.filter((a) => ticked.has(a.id)).length;
                return (
                  <MenuItem
                    key={c.name}
                    text={c.name}
                    active={c.name === category}
                    onClick={() => setCategory(c.name)}
                    labelElement={
                      count ? (
                        <Tag minimal round intent={Intent.WARNING}>
                          {count}
                        </Tag>
                      ) : undefined
                    }
                  />
                );
              })}
            </Menu>
            <div className="inca-attribute-groups" data-testid="attribute-groups">
              {current && (
                <>
                  <div className="inca-actions inca-gap-below">
                    <span className="bp6-text-muted">{d.selectedCount(current.attributes.filter((a) => ticked.has(a.id)).length)}</span>
                    <Button
                      variant="minimal"
                      text={d.all}
                      onClick={() =>
                        toggle(
                          current.attributes.map((a) => a.id),
                          true,
                        )
                      }
                    />
                    <Button
                      variant="minimal"
                      text={d.none}
                      onClick={() =>
                        toggle(
                          current.attributes.map((a) => a.id),
                          false,
                        )
                      }
                    />
                  </div>
                  {groupAttributes(current.attributes).map(([group, attributes]) => (
                    <fieldset key={group || '-'} className="inca-fieldset">
                      <legend>{group || d.ungrouped}</legend>
                      <div className="inca-checks">
                        {attributes.map((a) => (
                          <Checkbox
                            key={a.id}
                            label={a.businessName}
                            checked={ticked.has(a.id)}
                            onChange={(e) => toggle([a.id], e.currentTarget.checked)}
                          />
                        ))}
                      </div>
                    </fieldset>
                  ))}
                </>
              )}
            </div>
          </div>
        )}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t.cancel} onClick={onClose} disabled={saving.loading} />
            <Button intent={Intent.PRIMARY} icon="floppy-disk" text={t.save} disabled={!data} onClick={() => setConfirming(true)} />
          </>
        }
      />
      {confirming && (
        <RequestActionConfirm
          title={t.confirmTitle}
          question={t.confirmQuestion(name)}
          confirm={t.confirm}
          cancel={t.cancel}
          running={saving.loading}
          onClose={() => setConfirming(false)}
          onConfirm={() => void save()}
        />
      )}
    </Dialog>
  );
}
