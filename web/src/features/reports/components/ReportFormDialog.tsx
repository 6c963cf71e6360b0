import { useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Button,
  Checkbox,
  Dialog,
  DialogBody,
  DialogFooter,
  FormGroup,
  HTMLSelect,
  InputGroup,
  Intent,
  Switch,
  TagInput,
} from '@blueprintjs/core';
import { reports } from '../../../i18n/reports.ts';
import { FormTextField } from '../../../ui/FormTextField.tsx';
import {
  BUILT_IN_LINKS,
  EMPTY_REPORT,
  formOf,
  isUpdateHour,
  reportFormSchema,
  type ReportForm,
  type ReportRow,
} from '../schemas/reportForm.ts';

const t = reports.form;

type Props = {
  /** The report being edited; absent = a new one. */
  report?: ReportRow;
  companies: readonly { code: string; name: string }[];
  onSubmit: (form: ReportForm) => Promise<boolean>;
  onClose: () => void;
};

/** The report modal (spec §2.8): one form for create and edit; the id is shown, never typed. */
export function ReportFormDialog({ report, companies, onSubmit, onClose }: Props) {
  const form = useForm<ReportForm>({ defaultValues: report ? formOf(report) : EMPTY_REPORT, resolver: zodResolver(reportFormSchema) });
  const type = useWatch({ control: form.control, name: 'type' });
  const allPermission = useWatch({ control: form.control, name: 'allPermission' });
  const [busy, setBusy] = useState(false);
  /** What is wrong with the hour typed last (it is not added as a tag). */
  const [badHour, setBadHour] = useState<string>();
  const hoursInput = useRef<HTMLInputElement>(null);

  // The ref is read when the form is submitted, not while rendering (handleSubmit only wraps the handler).
  // eslint-disable-next-line react-hooks/refs
  const submit = form.handleSubmit(async (values) => {
    // An hour still in the box that is not one (the blur that refused it may not have rendered yet).
    const pending = hoursInput.current?.value.trim();
    if (pending && !isUpdateHour(pending)) {
      setBadHour(t.hourInvalid(pending));
      return;
    }
    setBusy(true);
    try {
      if (await onSubmit(values)) onClose();
    } finally {
      setBusy(false);
    }
  });

  return (
    <Dialog
      isOpen
      onClose={busy ? undefined : onClose}
      title={report ? t.editTitle : t.createTitle}
      icon="timeline-bar-chart"
      className="inca-dialog-wide"
    >
      <form onSubmit={(e) => void submit(e)} noValidate data-testid="report-form">
        <DialogBody>
          <FormGroup label={t.id} labelFor="report-id">
            <InputGroup id="report-id" disabled value={report?.id ?? t.idNew} />
          </FormGroup>
          <div className="inca-form-row">
            <FormTextField control={form.control} name="code" id="report-code" label={t.code} maxLength={60} />
            <Controller
              control={form.control}
              name="type"
              render={({ field }) => (
                <FormGroup label={t.type} labelFor="report-type">
                  <HTMLSelect
                    id="report-type"
                    fill
                    value={field.value}
                    onChange={(e) => {
                      const next = e.currentTarget.value as ReportForm['type'];
                      field.onChange(next);
                      if ((next === 'INCA') !== form.getValues('link').startsWith('inca:'))
                        form.setValue('link', next === 'INCA' ? BUILT_IN_LINKS[0][0] : '');
                    }}
                  >
                    {Object.entries(reports.types).map(([value, label]) => (
                      <option key={value} value={value}>
                        {label}
                      </option>
                    ))}
                  </HTMLSelect>
                </FormGroup>
              )}
            />
          </div>
          <FormTextField control={form.control} name="title" id="report-title" label={t.title} maxLength={120} />
          <FormTextField
            control={form.control}
            name="description"
            id="report-description"
            label={t.description}
            multiline
            maxLength={1000}
          />
          {type === 'INCA' ? (
            <Controller
              control={form.control}
              name="link"
              render={({ field, fieldState }) => (
                <FormGroup
                  label={t.link}
                  labelFor="report-link"
                  helperText={fieldState.error?.message ?? t.linkHintInca}
                  intent={fieldState.error ? Intent.DANGER : Intent.NONE}
                >
                  <HTMLSelect id="report-link" fill value={field.value} onChange={(e) => field.onChange(e.currentTarget.value)}>
                    {BUILT_IN_LINKS.map(([value, label]) => (
                      <option key={value} value={value}>
                        {label}
                      </option>
                    ))}
                  </HTMLSelect>
                </FormGroup>
              )}
            />
          ) : (
            <FormTextField control={form.control} name="link" id="report-link" label={t.link} hint={t.linkHintHosted} maxLength={2000} />
          )}
          <Controller
            control={form.control}
            name="updateHours"
            render={({ field, fieldState }) => (
              <FormGroup
                label={t.updateHours}
                labelFor="report-hours"
                helperText={badHour ?? fieldState.error?.message ?? t.updateHoursHint}
                intent={badHour || fieldState.error ? Intent.DANGER : Intent.NONE}
              >
                <TagInput
                  inputProps={{ id: 'report-hours', 'aria-invalid': Boolean(badHour || fieldState.error) }}
                  inputRef={hoursInput}
                  values={field.value}
                  addOnBlur
                  separator={/[,\s]+/}
                  intent={badHour || fieldState.error ? Intent.DANGER : Intent.NONE}
                  onInputChange={() => setBadHour(undefined)}
                  // Enter adds the hour typed; it never submits the form around it.
                  onKeyDown={(e) => {
                    if (e.key === 'Enter') e.preventDefault();
                  }}
                  onAdd={(values) => {
                    const typed = values.map((v) => v.trim()).filter(Boolean);
                    const wrong = typed.find((v) => !isUpdateHour(v));
                    // A wrong hour is never kept as a tag: it stays in the box, with what is wrong, to be corrected.
                    if (wrong !== undefined) {
                      setBadHour(t.hourInvalid(wrong));
                      return false;
                    }
                    setBadHour(undefined);
                    field.onChange([...new Set([...field.value, ...typed])].sort());
                    return true;
                  }}
                  onRemove={(_, index) => field.onChange(field.value.filter((__, i) => i !== index))}
                />
              </FormGroup>
            )}
          />
          <div className="inca-form-row">
            <Controller
              control={form.control}
              name="allPermission"
              render={({ field }) => (
                <Switch label={t.allPermission} checked={field.value} onChange={(e) => field.onChange(e.currentTarget.checked)} />
              )}
            />
            <Controller
              control={form.control}
              name="maintenance"
              render={({ field }) => (
                <Switch label={t.maintenance} checked={field.value} onChange={(e) => field.onChange(e.currentTarget.checked)} />
              )}
            />
          </div>
          {!allPermission && (
            <Controller
              control={form.control}
              name="organizations"
              render={({ field }) => (
                <FormGroup label={t.organizations} helperText={t.organizationsHint}>
                  <div className="inca-checkbox-columns">
                    {companies.map((c) => (
                      <Checkbox
                        key={c.code}
                        label={`${c.code} · ${c.name}`}
                        checked={field.value.includes(c.code)}
                        onChange={(e) =>
                          field.onChange(
                            e.currentTarget.checked ? [...field.value, c.code].sort() : field.value.filter((x) => x !== c.code),
                          )
                        }
                      />
                    ))}
                  </div>
                </FormGroup>
              )}
            />
          )}
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={t.cancel} onClick={onClose} disabled={busy} />
              <Button type="submit" intent={Intent.PRIMARY} text={t.save} loading={busy} />
            </>
          }
        />
      </form>
    </Dialog>
  );
}
