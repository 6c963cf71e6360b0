import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import {
  Alert,
  Button,
  Dialog,
  DialogBody,
  DialogFooter,
  FormGroup,
  HTMLSelect,
  HTMLTable,
  InputGroup,
  Intent,
  NonIdealState,
  Spinner,
  Tag,
} from '@blueprintjs/core';
import { campaigns as t } from '../../../i18n/campaigns.ts';
import { DateField } from '../../../ui/DateField.tsx';
import { formatDate, formatNumber } from '../../../ui/format.ts';
import { Pager } from '../../../ui/Pager.tsx';
import { showError } from '../../../ui/toaster.ts';
import { useSegmentsForCampaign } from '../hooks/useSegmentsForCampaign.ts';
import {
  EMPTY_SEGMENT_SELECT_FILTER,
  segmentFilterOf,
  segmentSelectFilterSchema,
  type SegmentSelectFilterValues,
} from '../schemas/segmentSelectFilter.ts';
import { reportFirstError } from '../../../ui/formErrors.ts';

const s = t.segment;
const PAGE_SIZE = 10;

type Props = {
  /** The campaign's company: only its own segments and those shared with it are offered. */
  companyCode: string;
  onChoose: (code: string) => void;
  onClose: () => void;
};

/**
 * The segment selection modal (§2.4): width 1200; the segments the campaign's company may use,
 * newest processed first, searched and paged by the service (every segment can be found, not only
 * the newest); a filter needs a name, a type or a date range; choosing asks for confirmation, stores
 * the code and closes after 500 ms.
 */
export function SegmentSelectDialog({ companyCode, onChoose, onClose }: Props) {
  const form = useForm<SegmentSelectFilterValues>({
    resolver: zodResolver(segmentSelectFilterSchema),
    defaultValues: EMPTY_SEGMENT_SELECT_FILTER,
  });
  const { control } = form;
  const [filter, setFilter] = useState<SegmentSelectFilterValues>(EMPTY_SEGMENT_SELECT_FILTER);
  const [page, setPage] = useState(1);
  const segments = useSegmentsForCampaign(segmentFilterOf(companyCode, filter), page);
  const [confirm, setConfirm] = useState<{ code: string; name: string } | null>(null);
  const [closing, setClosing] = useState(false);
  const { rows, total } = segments;

  const apply = form.handleSubmit((values) => {
    setFilter(values);
    setPage(1);
  }, reportFirstError(showError));
  const dateField = (name: 'createdFrom' | 'createdTo' | 'processedFrom' | 'processedTo', label: string) => (
    <FormGroup label={label}>
      <Controller
        control={control}
        name={name}
        render={({ field }) => <DateField label={label} value={field.value} onChange={field.onChange} texts={t.dates} />}
      />
    </FormGroup>
  );
  return (
    <Dialog isOpen onClose={onClose} title={s.title} style={{ width: 1200, maxWidth: '95vw' }} className="inca-segment-dialog">
      <DialogBody>
        <form className="inca-filter-grid" onSubmit={(e) => void apply(e)}>
          <FormGroup label={s.name} labelFor="segment-filter-name">
            <Controller
              control={control}
              name="name"
              render={({ field }) => (
                <InputGroup id="segment-filter-name" value={field.value} onValueChange={field.onChange} onBlur={field.onBlur} />
              )}
            />
          </FormGroup>
          <FormGroup label={s.type} labelFor="segment-filter-type">
            <Controller
              control={control}
              name="type"
              render={({ field }) => (
                <HTMLSelect
                  id="segment-filter-type"
                  fill
                  value={field.value}
                  onBlur={field.onBlur}
                  onChange={(e) => field.onChange(e.currentTarget.value)}
                >
                  <option value="">{s.anyType}</option>
                  {segments.types.map((ty) => (
                    <option key={ty.id} value={String(ty.id)}>
                      {ty.label}
                    </option>
                  ))}
                </HTMLSelect>
              )}
            />
          </FormGroup>
          {dateField('createdFrom', s.createdFrom)}
          {dateField('createdTo', s.createdTo)}
          {dateField('processedFrom', s.processedFrom)}
          {dateField('processedTo', s.processedTo)}
          <FormGroup className="inca-filter-actions">
            <div className="inca-actions">
              <Button
                text={s.clean}
                onClick={() => {
                  form.reset(EMPTY_SEGMENT_SELECT_FILTER);
                  setFilter(EMPTY_SEGMENT_SELECT_FILTER);
                  setPage(1);
                }}
              />
              <Button type="submit" intent={Intent.PRIMARY} icon="filter" text={s.search} />
            </div>
          </FormGroup>
        </form>
        {segments.loading && !segments.loaded && <Spinner size={32} />}
        {segments.loaded && rows.length === 0 && <NonIdealState icon="search" title={s.empty} />}
        {rows.length > 0 && (
          <HTMLTable
            compact
            interactive
            className={`inca-fill inca-segments ${segments.loading ? 'inca-loading' : ''}`}
            aria-busy={segments.loading}
            data-testid="segment-select-table"
          >
            <thead>
              <tr>
                <th>{s.businessName}</th>
                <th>{s.type}</th>
                <th>{s.created}</th>
                <th>{s.processed}</th>
                <th className="inca-num">{s.users}</th>
                <th className="inca-num">{s.audiences}</th>
                <th />
              </tr>
            </thead>
            <tbody>
              {rows.map((seg) => (
                <tr key={seg.code} data-code={seg.code}>
                  <td>
                    {seg.name}
                    <div className="bp6-text-muted inca-small">{seg.code}</div>
                  </td>
                  <td>
                    {seg.type.label}
                    {seg.shared && (
                      <Tag minimal intent="primary" className="inca-gap-tag">
                        {s.shared}
                      </Tag>
                    )}
                  </td>
                  <td>{formatDate(seg.createdDate)}</td>
                  <td>{formatDate(seg.lastProcessDate)}</td>
                  <td className="inca-num">{formatNumber(seg.uniqueUsers)}</td>
                  <td className="inca-num">{formatNumber(seg.numAudiences)}</td>
                  <td>
                    <Button
                      small
                      intent={Intent.PRIMARY}
                      text={s.choose}
                      disabled={closing}
                      onClick={() => setConfirm({ code: seg.code, name: seg.name })}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        )}
        {total > 0 && <Pager page={page} pageSize={PAGE_SIZE} total={total} onPage={setPage} />}
      </DialogBody>
      <DialogFooter actions={<Button text={s.cancel} onClick={onClose} />} />
      <Alert
        isOpen={confirm !== null}
        intent={Intent.PRIMARY}
        confirmButtonText={s.yes}
        cancelButtonText={s.no}
        onCancel={() => setConfirm(null)}
        onConfirm={() => {
          if (!confirm) return;
          onChoose(confirm.code);
          setConfirm(null);
          setClosing(true);
          setTimeout(onClose, 500);
        }}
      >
        <p>{confirm ? s.confirm(confirm.name) : ''}</p>
      </Alert>
    </Dialog>
  );
}
