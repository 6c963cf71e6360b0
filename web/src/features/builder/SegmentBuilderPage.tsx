import { useEffect, useRef, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { Button, NonIdealState, Spinner } from '@blueprintjs/core';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { selectionProblem } from '@inca/warehouse/selection';
import { PURCHASE_PREDICTION_CATEGORY } from '@inca/warehouse/catalogue';
import { pushEvent } from '../../analytics/tracking.ts';
import { builder } from '../../i18n/builder.ts';
import { pathTo } from '../../navigation/routes.ts';
import { useViewer } from '../../session/viewer.ts';
import { newAudiencePath } from './audienceLink.ts';
import { AttributePanel } from './components/AttributePanel.tsx';
import { CategoryMenu } from './components/CategoryMenu.tsx';
import { SegmentFormShell } from './components/SegmentFormShell.tsx';
import { SegmentUsage } from './components/SegmentUsage.tsx';
import { SelectedFilters } from './components/SelectedFilters.tsx';
import { scrollToFirstInvalid } from './components/scrollToFirstInvalid.ts';
import type { BuilderMode } from './hooks/builderMode.ts';
import { useBuilderCatalogue } from './hooks/useBuilderCatalogue.ts';
import { useBuilderCompanies } from './hooks/useBuilderCompanies.ts';
import { usePreviewSegment } from './hooks/usePreviewSegment.ts';
import { useSaveSegment } from './hooks/useSaveSegment.ts';
import { useSegmentForBuilder } from './hooks/useSegmentForBuilder.ts';
import { segmentFormSchema, segmentPreviewInput, segmentSaveInput, type SegmentFormValues } from './schemas/segmentForm.ts';
import { fromSaved, selectionKey, withValue, type CatalogueAttribute } from './selection.ts';

export type { BuilderMode } from './hooks/builderMode.ts';

/** The attribute segment builder (§2.1) in create, view and edit modes. */
export function SegmentBuilderPage({ mode }: { mode: BuilderMode }) {
  const { code } = useParams();
  const [params] = useSearchParams();
  // Opened from an access request (§2.1, §2.2): only to look at it; back returns to the requests.
  const fromRequest = params.get('from') === 'exception';
  const viewer = useViewer();
  const navigate = useNavigate();
  const { segment: saved, loading } = useSegmentForBuilder(mode, code);
  const alias = useRef(viewer.company.alias);
  const form = useForm<SegmentFormValues>({
    defaultValues: {
      companyCode: viewer.company.code,
      name: mode === 'create' ? `${viewer.company.alias}_` : '',
      description: '',
      typeName: 'SEGMENT_CONTACT',
      selection: [],
    },
    resolver: (values, context, options) => zodResolver(segmentFormSchema(alias.current))(values, context, options),
  });
  const [companyCode, selection] = useWatch({ control: form.control, name: ['companyCode', 'selection'] });
  const owner = mode === 'create' ? companyCode : (saved?.ownerCompany.code ?? '');
  const { categories, catalogue, loading: catalogueLoading } = useBuilderCatalogue(owner, mode === 'view' ? saved?.code : undefined);
  const usesPrediction = catalogue.some((a) => a.category === PURCHASE_PREDICTION_CATEGORY && selection.some((s) => s.id === a.id));
  const companies = useBuilderCompanies(usesPrediction);
  const company = saved?.ownerCompany ?? companies.find((c) => c.code === companyCode) ?? viewer.company;
  // The resolver validates the name against the owner's alias; it runs on change and submit, after this effect.
  useEffect(() => {
    alias.current = company.alias;
  });
  const preview = usePreviewSegment();
  const { save, saving } = useSaveSegment(mode, saved?.code, viewer.email);
  const [problem, setProblem] = useState<string>();
  const [activeCategory, setActiveCategory] = useState<string>();
  const restored = useRef(false);

  // A saved segment fills the form once its definition and the owner's catalogue are both here.
  useEffect(() => {
    if (!saved || catalogue.length === 0 || restored.current) return;
    restored.current = true;
    const d = saved.definition;
    form.reset({
      companyCode: saved.ownerCompany.code,
      name: saved.name.replace(/^INCA_(PP_)?/, ''),
      description: saved.description,
      typeName: d.typeName ?? 'SEGMENT_CONTACT',
      selection: [...fromSaved(d.attributes, catalogue)],
    });
    preview.showStored(d.preview ?? null);
  }, [saved, catalogue, form, preview]);

  useEffect(() => {
    if (mode !== 'view')
      void pushEvent(mode === 'create' ? 'segment_create' : 'segment_edit', viewer.email, { segment_code: code ?? null });
  }, [mode, code, viewer.email]);

  if (loading)
    return (
      <div className="inca-center">
        <Spinner aria-label={builder.loading} />
      </div>
    );
  if (mode === 'edit' && saved && !saved.canEdit) {
    return (
      <NonIdealState
        icon="lock"
        title={builder.cannotEdit}
        description={saved.editBlockedReason ?? builder.cannotEditHint}
        action={<Button text={builder.viewSegment} onClick={() => navigate(pathTo('view_segment', { code: saved.code }))} />}
      />
    );
  }

  const readOnly = mode === 'view';
  const audiencePath = readOnly && saved ? newAudiencePath(viewer, saved) : undefined;
  const key = selectionKey(owner, selection);
  const active = categories.find((c) => c.name === activeCategory) ?? categories[0];
  const change = (a: CatalogueAttribute, value: Parameters<typeof withValue>[2]) =>
    form.setValue('selection', [...withValue(selection, a, value, catalogue)], { shouldDirty: true });

  async function onPreview() {
    const local = selectionProblem(catalogue, selection);
    setProblem(local);
    if (local) return preview.clear();
    const failure = await preview.run(segmentPreviewInput(form.getValues()), key);
    setProblem(failure);
    if (!failure) void pushEvent('segment_preview', viewer.email, { company_code: owner, attributes: selection.length });
  }

  const onSave = form.handleSubmit(async (values) => {
    const blocked = selectionProblem(catalogue, values.selection) ?? preview.saveBlocker(key);
    setProblem(blocked);
    if (blocked || !preview.previewId) return;
    const outcome = await save(segmentSaveInput(values, preview.previewId));
    if ('saved' in outcome) navigate(pathTo('view_segment', { code: outcome.saved.code }), { replace: mode === 'edit' });
    else setProblem(outcome.problem);
  }, scrollToFirstInvalid);

  return (
    <SegmentFormShell
      title={mode === 'view' ? (saved?.name ?? builder.title.view) : builder.title[mode]}
      subtitle={readOnly ? builder.subtitle.view : builder.subtitle.create}
      code={saved?.code}
      onEdit={readOnly && saved?.canEdit && !fromRequest ? () => navigate(pathTo('edit_segment', { code: saved.code })) : undefined}
      onCreateAudience={audiencePath && !fromRequest ? () => navigate(audiencePath) : undefined}
      layout="builder"
      control={form.control}
      readOnly={readOnly}
      companies={mode === 'create' ? companies : []}
      companyCode={owner}
      companyText={`${company.code} · ${company.name}`}
      onCompanyChange={(next) => {
        form.reset({
          ...form.getValues(),
          companyCode: next,
          selection: [],
          name: `${companies.find((c) => c.code === next)?.alias ?? ''}_`,
        });
        preview.clear();
        setProblem(undefined);
      }}
      namePrefix={usesPrediction ? 'INCA_PP_' : 'INCA_'}
      summary={{ preview: preview.preview, stale: preview.isStale(key), running: preview.running, stored: preview.stored }}
      problem={problem}
      saving={saving}
      onPreview={() => void onPreview()}
      onSave={() => void onSave()}
      onCancel={() =>
        navigate(fromRequest ? pathTo('exception') : saved ? pathTo('segments', {}, { viewed: saved.code }) : pathTo('segments'))
      }
      aside={<SelectedFilters catalogue={catalogue} selection={selection} readOnly={readOnly} onRemove={(a) => change(a, null)} />}
      footer={readOnly && saved ? <SegmentUsage segment={saved} /> : undefined}
    >
      <CategoryMenu
        categories={categories}
        active={active?.name}
        selectedIds={new Set(selection.map((s) => s.id))}
        onSelect={setActiveCategory}
      />
      <AttributePanel
        category={active}
        catalogue={catalogue}
        selection={selection}
        loading={catalogueLoading}
        readOnly={readOnly}
        onChange={change}
      />
    </SegmentFormShell>
  );
}
