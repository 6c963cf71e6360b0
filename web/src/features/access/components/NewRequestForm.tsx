import { useEffect, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useNavigate } from 'react-router';
import { Button, Callout, Card, Checkbox, FormGroup, H5, Intent, MenuItem } from '@blueprintjs/core';
import { Suggest } from '@blueprintjs/select';
import '@blueprintjs/select/lib/css/blueprint-select.css';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { RequestableSegmentsQuery } from '../../../__generated__/graphql.ts';
import { graphQLErrorOf } from '../../../apollo/errors.ts';
import { access } from '../../../i18n/access.ts';
import { pathTo } from '../../../navigation/routes.ts';
import { DateField } from '../../../ui/DateField.tsx';
import { showError, showSuccess } from '../../../ui/toaster.ts';
import { todayInSantiago } from '../dates.ts';
import { CREATE_ACCESS_REQUEST, REQUESTABLE_SEGMENTS } from '../graphql.ts';
import { newRequestFormSchema, newRequestInput, type NewRequestFormValues } from '../schemas/newRequestForm.ts';
import { RequestActionConfirm } from './RequestActionConfirm.tsx';

const t = access.create;
const DATE_TEXTS = {
  placeholder: 'aaaa-mm-dd',
  invalidDate: 'Fecha no válida',
  outOfRange: 'Fecha fuera de rango',
  today: 'Hoy',
  clear: 'Borrar',
};
type Segment = RequestableSegmentsQuery['requestableSegments'][number];

const normalize = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * The Request exception tab (§2.5, everyone): a segment, the companies that will use it and an end
 * date; after confirmation it is registered ('La solicitud se ha registrado correctamente.') and the
 * user goes to the segments list.
 */
export function NewRequestForm() {
  const navigate = useNavigate();
  const today = todayInSantiago();
  const form = useForm<NewRequestFormValues>({
    defaultValues: { segmentCode: '', companyCodes: [], endDate: '' },
    resolver: zodResolver(newRequestFormSchema(today)),
  });
  const [segmentCode] = useWatch({ control: form.control, name: ['segmentCode'] });
  const [query, setQuery] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(query.trim()), 250);
    return () => clearTimeout(timer);
  }, [query]);
  // The service answers at most 50 segments: it searches by name as the user types.
  const options = useQuery(REQUESTABLE_SEGMENTS, { variables: { search: search || null } });
  const [create, { loading }] = useMutation(CREATE_ACCESS_REQUEST, { context: { quietErrors: true }, refetchQueries: ['AccessRequests'] });
  const [confirming, setConfirming] = useState<NewRequestFormValues | null>(null);
  const [problem, setProblem] = useState<string>();
  const segments = options.data?.requestableSegments ?? [];
  const [chosen, setChosen] = useState<Segment | null>(null);
  const segment = chosen?.code === segmentCode ? chosen : null;
  // Only the companies the service accepts a request for (the viewer's company scope), never the segment's owner.
  const companies = (options.data?.viewer?.accessibleCompanies ?? []).filter((c) => c.code !== segment?.ownerCompany.code);

  const onSubmit = form.handleSubmit((values) => setConfirming(values));

  async function register(values: NewRequestFormValues) {
    setProblem(undefined);
    try {
      await create({ variables: { input: newRequestInput(values) } });
      showSuccess(t.success);
      navigate(pathTo('segments'));
    } catch (error) {
      setConfirming(null);
      const coded = graphQLErrorOf(error);
      if (!coded) return;
      showError(t.failed);
      setProblem(coded.message);
    }
  }

  return (
    <Card className="inca-request-form">
      <H5>{t.title}</H5>
      <p className="bp6-text-muted">{t.intro}</p>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void onSubmit();
        }}
        data-testid="new-request-form"
      >
        <Controller
          control={form.control}
          name="segmentCode"
          render={({ field, fieldState }) => (
            <FormGroup
              label={t.segment}
              labelFor="nr-segment"
              intent={fieldState.error ? Intent.DANGER : Intent.NONE}
              helperText={fieldState.error?.message}
            >
              <Suggest<Segment>
                items={segments}
                selectedItem={segment}
                itemPredicate={(q, s) =>
                  !q.trim() || normalize(`${s.name} ${s.code} ${s.ownerCompany.alias}`).includes(normalize(q.trim()))
                }
                itemRenderer={(s, { handleClick, handleFocus, modifiers, ref }) =>
                  modifiers.matchesPredicate ? (
                    <MenuItem
                      key={s.code}
                      ref={ref}
                      active={modifiers.active}
                      text={s.name}
                      label={`${s.ownerCompany.code} · ${s.ownerCompany.alias}`}
                      onClick={handleClick}
                      onFocus={handleFocus}
                      roleStructure="listoption"
                    />
                  ) : null
                }
                itemsEqual="code"
                onQueryChange={setQuery}
                inputValueRenderer={(s) => s.name}
                onItemSelect={(s) => {
                  setChosen(s);
                  field.onChange(s.code);
                  form.setValue(
                    'companyCodes',
                    form.getValues('companyCodes').filter((c) => c !== s.ownerCompany.code),
                  );
                }}
                noResults={<MenuItem disabled text={t.noSegments} roleStructure="listoption" />}
                fill
                resetOnClose
                popoverProps={{ minimal: true, matchTargetWidth: true }}
                inputProps={{ id: 'nr-segment', placeholder: t.segmentPlaceholder, intent: fieldState.error ? Intent.DANGER : Intent.NONE }}
              />
            </FormGroup>
          )}
        />
        <Controller
          control={form.control}
          name="companyCodes"
          render={({ field, fieldState }) => (
            <FormGroup
              label={t.companies}
              intent={fieldState.error ? Intent.DANGER : Intent.NONE}
              helperText={fieldState.error?.message ?? (options.data && companies.length === 0 ? t.noCompanies : t.companiesHint)}
            >
              <div className="inca-checks" role="group" aria-label={t.companies}>
                {companies.map((c) => (
                  <Checkbox
                    key={c.code}
                    label={`${c.code} · ${c.alias}`}
                    checked={field.value.includes(c.code)}
                    onChange={(e) =>
                      field.onChange(e.currentTarget.checked ? [...field.value, c.code] : field.value.filter((x) => x !== c.code))
                    }
                  />
                ))}
              </div>
            </FormGroup>
          )}
        />
        <Controller
          control={form.control}
          name="endDate"
          render={({ field, fieldState }) => (
            <FormGroup label={t.endDate} intent={fieldState.error ? Intent.DANGER : Intent.NONE} helperText={fieldState.error?.message}>
              <DateField value={field.value} onChange={field.onChange} label={t.endDate} texts={DATE_TEXTS} minDate={today} />
            </FormGroup>
          )}
        />
        {problem && (
          <Callout intent={Intent.DANGER} role="alert" className="inca-gap">
            {problem}
          </Callout>
        )}
        <div className="inca-actions">
          <Button type="submit" intent={Intent.PRIMARY} icon="send-message" text={t.submit} loading={loading} />
        </div>
      </form>
      {confirming && (
        <RequestActionConfirm
          title={t.confirmTitle}
          question={t.confirmQuestion(segment?.name ?? confirming.segmentCode, confirming.companyCodes.length)}
          confirm={t.confirm}
          cancel={t.cancel}
          running={loading}
          onClose={() => setConfirming(null)}
          onConfirm={() => void register(confirming)}
        />
      )}
    </Card>
  );
}
