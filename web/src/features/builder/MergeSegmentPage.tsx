import { useEffect, useRef, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { Card, H5, Spinner } from '@blueprintjs/core';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { MERGE_TYPE_LABELS, defaultDuplicateName } from '@inca/domain';
import { builder } from '../../i18n/builder.ts';
import { pathTo } from '../../navigation/routes.ts';
import { useViewer } from '../../session/viewer.ts';
import { newAudiencePath } from './audienceLink.ts';
import { FormSelectField } from '../../ui/FormSelectField.tsx';
import { SegmentFormShell } from './components/SegmentFormShell.tsx';
import { SegmentUsage } from './components/SegmentUsage.tsx';
import { UnavailableBases } from './components/UnavailableBases.tsx';
import { scrollToFirstInvalid } from './components/scrollToFirstInvalid.ts';
import type { BuilderMode } from './hooks/builderMode.ts';
import { useMergeOptions } from './hooks/useMergeOptions.ts';
import { usePreviewSegment } from './hooks/usePreviewSegment.ts';
import { useSaveSegment } from './hooks/useSaveSegment.ts';
import { useSegmentForBuilder } from './hooks/useSegmentForBuilder.ts';
import { MERGE_SELECTION_FIELDS, mergeFormSchema, mergePreviewInput, mergeSaveInput, type MergeFormValues } from './schemas/mergeForm.ts';
import { FIELD_IDS } from './schemas/segmentForm.ts';

const MERGE_TYPE_OPTIONS = Object.entries(MERGE_TYPE_LABELS).map(([value, label]) => ({ value, label }));

/** Merge two segments by union, intersection or difference (§2.2), in create, view and edit modes. */
export function MergeSegmentPage({ mode }: { mode: BuilderMode }) {
  const { code } = useParams();
  const [params] = useSearchParams();
  // Opened from an access request (§2.1, §2.2): only to look at it; back returns to the requests.
  const fromRequest = params.get('from') === 'exception';
  const viewer = useViewer();
  const navigate = useNavigate();
  const { segment: saved, loading } = useSegmentForBuilder(mode, code);
  const form = useForm<MergeFormValues>({
    defaultValues: {
      companyCode: viewer.company.code,
      name: mode === 'create' ? defaultDuplicateName(viewer.company.domain) : '',
      description: '',
      typeName: 'SEGMENT_CONTACT',
      segmentA: '',
      segmentB: '',
      mergeType: '',
    },
    resolver: zodResolver(mergeFormSchema),
  });
  const [typeName, segmentA, segmentB, mergeType] = useWatch({
    control: form.control,
    name: ['typeName', 'segmentA', 'segmentB', 'mergeType'],
  });
  const options = useMergeOptions(typeName, [saved?.definition.segmentA, saved?.definition.segmentB]);
  const preview = usePreviewSegment();
  const { save, saving } = useSaveSegment(mode, saved?.code, viewer.email);
  const [problem, setProblem] = useState<string>();
  const restored = useRef(false);

  useEffect(() => {
    if (!saved || restored.current) return;
    restored.current = true;
    const d = saved.definition;
    form.reset({
      companyCode: saved.ownerCompany.code,
      name: saved.name.replace(/^INCA_/, ''),
      description: saved.description,
      typeName: d.typeName ?? 'SEGMENT_CONTACT',
      segmentA: d.segmentA?.code ?? '',
      segmentB: d.segmentB?.code ?? '',
      mergeType: d.mergeType ?? '',
    });
    preview.showStored(d.preview ?? null);
  }, [saved, form, preview]);

  if (loading)
    return (
      <div className="inca-center">
        <Spinner aria-label={builder.loading} />
      </div>
    );

  const readOnly = mode === 'view';
  const audiencePath = readOnly && saved ? newAudiencePath(viewer, saved) : undefined;
  const company = saved?.ownerCompany ?? viewer.company;
  const key = JSON.stringify([company.code, segmentA, segmentB, mergeType]);
  const sideOptions = (other: string) =>
    options.filter((o) => o.code !== other).map((o) => ({ value: o.code, label: `${o.name} (${o.code})` }));

  async function onPreview() {
    setProblem(undefined);
    if (!(await form.trigger([...MERGE_SELECTION_FIELDS]))) return preview.clear();
    setProblem(await preview.run(mergePreviewInput(form.getValues()), key));
  }

  const onSave = form.handleSubmit(async (values) => {
    const blocked = preview.saveBlocker(key);
    setProblem(blocked);
    if (blocked || !preview.previewId) return;
    const outcome = await save(mergeSaveInput(values, preview.previewId));
    if ('saved' in outcome) navigate(pathTo('view_merge_segment', { code: outcome.saved.code }), { replace: mode === 'edit' });
    else setProblem(outcome.problem);
  }, scrollToFirstInvalid);

  const t = builder.merge;
  return (
    <SegmentFormShell
      title={mode === 'view' ? (saved?.name ?? builder.mergeTitle.view) : builder.mergeTitle[mode]}
      subtitle={readOnly ? builder.subtitle.view : builder.subtitle.merge}
      code={saved?.code}
      onEdit={readOnly && saved?.canEdit && !fromRequest ? () => navigate(pathTo('edit_merge_segment', { code: saved.code })) : undefined}
      onCreateAudience={audiencePath && !fromRequest ? () => navigate(audiencePath) : undefined}
      layout="merge"
      control={form.control}
      readOnly={readOnly}
      companies={[]}
      companyCode={company.code}
      companyText={`${company.code} · ${company.name}`}
      onCompanyChange={() => undefined}
      namePrefix="INCA_"
      onTypeChange={() => {
        // Changing the type clears both segments and the preview (§4).
        form.setValue('segmentA', '');
        form.setValue('segmentB', '');
        preview.clear();
      }}
      summary={{ preview: preview.preview, stale: preview.isStale(key), running: preview.running, stored: preview.stored }}
      problem={problem}
      saving={saving}
      onPreview={() => void onPreview()}
      onSave={() => void onSave()}
      onCancel={() =>
        navigate(fromRequest ? pathTo('exception') : saved ? pathTo('segments', {}, { viewed: saved.code }) : pathTo('segments'))
      }
      footer={readOnly && saved ? <SegmentUsage segment={saved} /> : undefined}
    >
      <div>
        <UnavailableBases bases={saved?.definition.unavailableSegments ?? []} />
        <Card>
          <H5>{t.segments}</H5>
          <FormSelectField
            control={form.control}
            name="segmentA"
            id={FIELD_IDS.segmentA!}
            label={t.segmentA}
            options={sideOptions(segmentB)}
            placeholder={builder.form.choose}
            disabled={readOnly}
          />
          <FormSelectField
            control={form.control}
            name="mergeType"
            id={FIELD_IDS.mergeType!}
            label={t.mergeType}
            options={MERGE_TYPE_OPTIONS}
            placeholder={builder.form.choose}
            disabled={readOnly}
          />
          <FormSelectField
            control={form.control}
            name="segmentB"
            id={FIELD_IDS.segmentB!}
            label={t.segmentB}
            options={sideOptions(segmentA)}
            placeholder={builder.form.choose}
            disabled={readOnly}
          />
        </Card>
      </div>
    </SegmentFormShell>
  );
}
