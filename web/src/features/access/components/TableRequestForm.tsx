import { useState } from 'react';
import { Button, Callout, FormGroup, Intent, Tag } from '@blueprintjs/core';
import { useMutation } from '@apollo/client/react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { graphQLErrorOf } from '../../../apollo/errors.ts';
import { access } from '../../../i18n/access.ts';
import { DateField } from '../../../ui/DateField.tsx';
import { FormTextField } from '../../../ui/FormTextField.tsx';
import { showError, showSuccess } from '../../../ui/toaster.ts';
import { todayInSantiago } from '../dates.ts';
import { REQUEST_TABLE_ACCESS } from '../graphql.ts';
import { REASON_MAX, tableRequestFormSchema, tableRequestInput, type TableRequestFormValues } from '../schemas/tableRequestForm.ts';

const t = access.search;
const DATE_TEXTS = {
  placeholder: 'aaaa-mm-dd',
  invalidDate: 'Fecha no válida',
  outOfRange: 'Fecha fuera de rango',
  today: 'Hoy',
  clear: 'Borrar',
};

/** The table or view a request is for. */
export type RequestTarget = {
  relativeResourceName: string;
  datasetId: string;
  tableId: string;
  projectId: string;
  isView: boolean;
  description?: string;
};

type Props = {
  target: RequestTarget;
  /** Back to the results (absent when the form opened alone, from the key icon). */
  onBack?: () => void;
  onCancel: () => void;
  onRequested: (relativeResourceName: string) => void;
};

/**
 * The request form of the Solicitar Acceso dialog (§2.4) and of the key icon (§2.3): the table, until
 * when and why. Success: 'La solicitud se ha registrado correctamente.'; a refusal shows the
 * service's message (e.g. a request already pending).
 */
export function TableRequestForm({ target, onBack, onCancel, onRequested }: Props) {
  const today = todayInSantiago();
  const form = useForm<TableRequestFormValues>({
    defaultValues: { untilDate: '', reason: '' },
    resolver: zodResolver(tableRequestFormSchema(today)),
  });
  const [problem, setProblem] = useState<string>();
  const [request, { loading }] = useMutation(REQUEST_TABLE_ACCESS, {
    context: { quietErrors: true },
    refetchQueries: ['TableSearch', 'CrossTableMyTables', 'TableAccessRequests'],
  });

  const submit = form.handleSubmit(async (values) => {
    setProblem(undefined);
    try {
      await request({ variables: { input: tableRequestInput(target.relativeResourceName, values) } });
      showSuccess(t.success);
      onRequested(target.relativeResourceName);
    } catch (error) {
      const coded = graphQLErrorOf(error);
      if (!coded) return;
      showError(t.failed);
      setProblem(coded.message);
    }
  });

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
      data-testid="table-request-form"
    >
      <FormGroup label={t.requested}>
        <p className="inca-request-target">
          <strong>{`${target.datasetId}.${target.tableId}`}</strong>
          <Tag minimal className="inca-tag-gap">
            {target.isView ? t.view : t.table}
          </Tag>
          <span className="bp6-text-muted inca-small inca-block">{target.projectId}</span>
          {target.description && <span className="bp6-text-muted inca-block">{target.description}</span>}
        </p>
      </FormGroup>
      <Controller
        control={form.control}
        name="untilDate"
        render={({ field, fieldState }) => (
          <FormGroup
            label={t.until}
            intent={fieldState.error ? Intent.DANGER : Intent.NONE}
            helperText={fieldState.error?.message ?? t.untilHint}
          >
            <DateField value={field.value} onChange={field.onChange} label={t.until} texts={DATE_TEXTS} minDate={today} />
          </FormGroup>
        )}
      />
      <FormTextField
        control={form.control}
        name="reason"
        id="request-reason"
        label={t.reason}
        multiline
        maxLength={REASON_MAX}
        hint={t.reasonPlaceholder}
      />
      {problem && (
        <Callout intent={Intent.DANGER} role="alert" className="inca-gap" data-testid="request-problem">
          {problem}
        </Callout>
      )}
      <div className="inca-actions">
        {onBack && <Button icon="chevron-left" text={t.back} onClick={onBack} disabled={loading} />}
        <Button text={t.cancel} onClick={onCancel} disabled={loading} />
        <Button type="submit" intent={Intent.PRIMARY} icon="key" text={t.submit} loading={loading} />
      </div>
    </form>
  );
}
