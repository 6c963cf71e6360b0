import type { ReactNode } from 'react';
import { Button, Callout, Card, H2, H5, Intent, Tag } from '@blueprintjs/core';
import type { Control, FieldValues, Path } from 'react-hook-form';
import type { PreviewFieldsFragment } from '../../../__generated__/graphql.ts';
import { builder } from '../../../i18n/builder.ts';
import { CompanySelect } from '../../../ui/CompanySelect.tsx';
import { FormSelectField } from '../../../ui/FormSelectField.tsx';
import { FormTextField } from '../../../ui/FormTextField.tsx';
import { FIELD_IDS, type SegmentFields } from '../schemas/segmentForm.ts';
import { PreviewSummary } from './PreviewSummary.tsx';

const f = builder.form;
const TYPE_OPTIONS = Object.entries(builder.segmentTypes).map(([value, label]) => ({ value, label }));

type Props<T extends SegmentFields & FieldValues> = {
  title: string;
  subtitle: string;
  /** The saved segment's code, shown beside the subtitle. */
  code?: string;
  /** Shown in view mode when the viewer may edit. */
  onEdit?: () => void;
  /** Shown in view mode of a saved segment: opens the audience form with this segment chosen. */
  onCreateAudience?: () => void;
  /** 'builder': category menu and attributes take two columns; 'merge': one. */
  layout: 'builder' | 'merge';
  control: Control<T>;
  readOnly: boolean;
  /** Companies the segment may be built for; a select shows when there is a choice. */
  companies: readonly { code: string; alias: string }[];
  companyCode: string;
  /** The company as text when it cannot be chosen (e.g. '022 · Retail'). */
  companyText: string;
  onCompanyChange: (code: string) => void;
  /** 'INCA_', or 'INCA_PP_' with purchase-prediction attributes. */
  namePrefix: string;
  onTypeChange?: (typeName: string) => void;
  summary: { preview: PreviewFieldsFragment | null; stale: boolean; running: boolean; stored: boolean };
  problem?: string;
  saving: boolean;
  onPreview: () => void;
  onSave: () => void;
  onCancel: () => void;
  /** The screen's own inputs (category menu and attributes, or segments A and B). */
  children: ReactNode;
  /** Cards above the summary (the selected filters). */
  aside?: ReactNode;
  /** Cards below the form (where the segment is used). */
  footer?: ReactNode;
  /** A description limit shown as a live counter below it (the cross table's 200). */
  descriptionMax?: number;
};

/**
 * The shell both segment screens share (§2.1, §2.2): header, the screen's own inputs, the summary
 * panel, and the segment's data (company, name with its INCA_ prefix, description, type) with
 * Cancelar / Pre Visualizar / Guardar. Guardar waits while a preview runs.
 */
export function SegmentFormShell<T extends SegmentFields & FieldValues>(props: Props<T>) {
  const { control, readOnly, summary } = props;
  const field = (name: keyof SegmentFields) => name as Path<T>;
  return (
    <>
      <header className="inca-page-header inca-row">
        <div>
          <H2>{props.title}</H2>
          <p className="bp6-text-muted">
            {props.subtitle}
            {props.code && (
              <Tag minimal className="inca-tag-gap">
                {props.code}
              </Tag>
            )}
          </p>
        </div>
        <div className="inca-actions">
          {props.onCreateAudience && (
            <Button icon="new-person" intent={Intent.PRIMARY} text={builder.createAudience} onClick={props.onCreateAudience} />
          )}
          {props.onEdit && <Button icon="edit" text={builder.edit} onClick={props.onEdit} />}
        </div>
      </header>
      <div className={props.layout === 'builder' ? 'inca-builder' : 'inca-merge'}>
        {props.children}
        <div className="inca-builder-side">
          {props.aside}
          <Card>
            <H5>{builder.summary.title}</H5>
            <PreviewSummary preview={summary.preview} stale={summary.stale} running={summary.running} stored={summary.stored} />
            {props.problem && (
              <Callout intent={Intent.DANGER} className="inca-gap" role="alert" data-testid="builder-problem">
                {props.problem}
              </Callout>
            )}
          </Card>
          <Card>
            <H5>{f.title}</H5>
            {props.companies.length > 1 && !readOnly ? (
              <CompanySelect
                id={FIELD_IDS.companyCode!}
                companies={props.companies}
                value={props.companyCode}
                onChange={props.onCompanyChange}
              />
            ) : (
              <p data-testid="segment-company">
                {f.company}: <strong>{props.companyText}</strong>
              </p>
            )}
            <FormTextField
              control={control}
              name={field('name')}
              id={FIELD_IDS.name!}
              label={f.name}
              disabled={readOnly}
              maxLength={60}
              prefix={props.namePrefix}
            />
            <FormTextField
              control={control}
              name={field('description')}
              id={FIELD_IDS.description!}
              label={f.description}
              disabled={readOnly}
              maxLength={props.descriptionMax ?? 500}
              multiline
              counter={props.descriptionMax && !readOnly ? (n) => f.descriptionCounter(n, props.descriptionMax!) : undefined}
            />
            <FormSelectField
              control={control}
              name={field('typeName')}
              id={FIELD_IDS.typeName!}
              label={f.type}
              options={TYPE_OPTIONS}
              placeholder={f.choose}
              disabled={readOnly}
              onChanged={props.onTypeChange}
            />
            <div className="inca-actions">
              <Button text={readOnly ? f.back : f.cancel} onClick={props.onCancel} />
              {!readOnly && <Button icon="eye-open" text={f.preview} loading={summary.running} onClick={props.onPreview} />}
              {!readOnly && (
                <Button
                  intent={Intent.PRIMARY}
                  icon="floppy-disk"
                  text={f.save}
                  loading={props.saving}
                  disabled={summary.running}
                  onClick={props.onSave}
                />
              )}
            </div>
          </Card>
          {props.footer}
        </div>
      </div>
    </>
  );
}
