import { useEffect, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useNavigate, useParams } from 'react-router';
import { Button, Callout, Card, FormGroup, H2, H5, HTMLSelect, InputGroup, Intent, NonIdealState, Spinner, Tag, TextArea } from '@blueprintjs/core';
import { defaultDuplicateName, duplicateNameError, unsafeTextError } from '@inca/domain';
import type { AudienceSegmentType, MergeType, PreviewFieldsFragment } from '../../__generated__/graphql.ts';
import { graphQLErrorOf } from '../../apollo/errors.ts';
import { pathTo } from '../../navigation/routes.ts';
import { showError, showSuccess } from '../../ui/toaster.ts';
import { useViewer } from '../../session/viewer.ts';
import { CATALOGUE, CREATE_SEGMENT, MERGE_OPTIONS, PREVIEW_SEGMENT, SEGMENT_FOR_BUILDER, UPDATE_SEGMENT } from './graphql.ts';
import { PreviewSummary } from './PreviewSummary.tsx';
import type { BuilderMode } from './SegmentBuilderPage.tsx';

const NO_PREVIEW = 'Debe obtener la previsualización, presionando el botón de Pre Visualizar.';
const CHANGED = 'Debe realizar la previsualización antes de guardar.';

type Form = { name: string; description: string; typeName: AudienceSegmentType | ''; a: string; b: string; mergeType: MergeType | '' };

/** Field rules of the merge screen (§5), messages verbatim; the first problem per field. */
export function mergeFieldErrors(form: Form): Record<string, string> {
  const errors: Record<string, string> = {};
  const name = duplicateNameError(form.name) ?? unsafeTextError(form.name);
  if (name) errors.name = name;
  if (!form.description.trim()) errors.description = 'La Descripción es requerida';
  else if (unsafeTextError(form.description)) errors.description = unsafeTextError(form.description)!;
  if (!form.typeName) errors.typeName = 'El tipo de segmento es requerido';
  if (!form.a) errors.a = 'El Segmento A es requerido';
  if (!form.mergeType) errors.mergeType = 'El Tipo de Cruce es requerido';
  if (!form.b) errors.b = 'El Segmento B es requerido';
  return errors;
}

/** Merge two segments by union, intersection or difference (§2.2), in create, view and edit modes. */
export function MergeSegmentPage({ mode }: { mode: BuilderMode }) {
  const { code } = useParams();
  const viewer = useViewer();
  const navigate = useNavigate();
  const existing = useQuery(SEGMENT_FOR_BUILDER, { variables: { code: code ?? '' }, skip: mode === 'create' || !code, fetchPolicy: 'network-only' });
  const saved = existing.data?.segment;
  const companyCode = saved?.ownerCompany.code ?? viewer.company.code;
  const [form, setForm] = useState<Form>({ name: defaultDuplicateName(viewer.company.domain), description: '', typeName: 'SEGMENT_CONTACT', a: '', b: '', mergeType: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [preview, setPreview] = useState<PreviewFieldsFragment | null>(null);
  const [previewedKey, setPreviewedKey] = useState<string | null>(null);
  const [problem, setProblem] = useState<string>();
  const types = useQuery(CATALOGUE, { variables: { companyCode } });
  const options = useQuery(MERGE_OPTIONS, { variables: { type: form.typeName || 'SEGMENT_CONTACT' }, skip: !form.typeName });
  const [runPreview, previewing] = useMutation(PREVIEW_SEGMENT, { context: { quietErrors: true } });
  const [create, creating] = useMutation(CREATE_SEGMENT, { context: { quietErrors: true } });
  const [update, updating] = useMutation(UPDATE_SEGMENT, { context: { quietErrors: true } });

  useEffect(() => {
    if (!saved) return;
    const d = saved.definition;
    setForm({ name: saved.name.replace(/^INCA_/, ''), description: saved.description, typeName: d.typeName ?? 'SEGMENT_CONTACT', a: d.segmentA?.code ?? '', b: d.segmentB?.code ?? '', mergeType: d.mergeType ?? '' });
    setPreview(d.preview ?? null);
  }, [saved]);

  const readOnly = mode === 'view';
  const key = JSON.stringify([companyCode, form.a, form.b, form.mergeType]);
  const set = (patch: Partial<Form>) => setForm((f) => ({ ...f, ...patch }));

  if (mode !== 'create' && existing.loading && !saved) return <div className="inca-center"><Spinner /></div>;
  if (mode !== 'create' && !saved) {
    return <NonIdealState icon="search" title="Segmento no encontrado" description="El segmento no existe o no tiene acceso a él." action={<Button text="Volver a segmentos" onClick={() => navigate(pathTo('segments'))} />} />;
  }

  const segmentOptions: { code: string; name: string }[] = [...(options.data?.mergeOptions ?? [])];
  for (const s of [saved?.definition.segmentA, saved?.definition.segmentB]) if (s && !segmentOptions.some((o) => o.code === s.code)) segmentOptions.push(s);
  const mergeTypes = types.data?.segmentCatalogue.mergeTypes ?? [];

  async function doPreview() {
    const fieldErrors = mergeFieldErrors(form);
    const selectionErrors = Object.fromEntries(Object.entries(fieldErrors).filter(([k]) => ['a', 'b', 'mergeType'].includes(k)));
    setErrors(selectionErrors);
    if (Object.keys(selectionErrors).length) return;
    setProblem(undefined);
    try {
      const result = await runPreview({ variables: { input: { companyCode, merge: { segmentA: form.a, segmentB: form.b, mergeType: form.mergeType || null } } } });
      setPreview(result.data?.previewSegment ?? null);
      setPreviewedKey(key);
    } catch (error) {
      setProblem(graphQLErrorOf(error)?.message ?? 'No se pudo obtener la previsualización.');
    }
  }

  async function doSave() {
    const fieldErrors = mergeFieldErrors(form);
    setErrors(fieldErrors);
    if (Object.keys(fieldErrors).length) return;
    if (!preview || previewedKey === null) return setProblem(NO_PREVIEW);
    if (previewedKey !== key) return setProblem(CHANGED);
    const input = {
      previewId: preview.previewId,
      companyCode,
      name: form.name,
      description: form.description,
      typeName: form.typeName || null,
      merge: { segmentA: form.a, segmentB: form.b, mergeType: form.mergeType || null },
    };
    try {
      const result = mode === 'edit' && saved ? (await update({ variables: { code: saved.code, input } })).data?.updateSegment : (await create({ variables: { input } })).data?.createSegment;
      if (!result) return;
      showSuccess(mode === 'edit' ? 'Segmento actualizado' : `Segmento creado: ${result.name}`);
      navigate(pathTo('view_merge_segment', { code: result.code }));
    } catch (error) {
      const coded = graphQLErrorOf(error);
      if (coded?.code === 'BAD_USER_INPUT' || coded?.code === 'CONFLICT') setProblem(coded.message);
      else showError('No se pudo guardar el segmento.');
    }
  }

  const segmentSelect = (side: 'a' | 'b', label: string) => (
    <FormGroup label={label} labelFor={`merge-${side}`} intent={errors[side] ? Intent.DANGER : Intent.NONE} helperText={errors[side]}>
      <HTMLSelect id={`merge-${side}`} fill disabled={readOnly} value={form[side]} onChange={(e) => set({ [side]: e.currentTarget.value } as Partial<Form>)}>
        <option value="">Seleccione…</option>
        {segmentOptions
          .filter((o) => o.code !== (side === 'a' ? form.b : form.a))
          .map((o) => (
            <option key={o.code} value={o.code}>
              {o.name} ({o.code})
            </option>
          ))}
      </HTMLSelect>
    </FormGroup>
  );

  return (
    <>
      <header className="inca-page-header inca-row">
        <div>
          <H2>{mode === 'create' ? 'Combinar segmentos' : mode === 'edit' ? 'Editar segmento combinado' : (saved?.name ?? '')}</H2>
          <p className="bp6-text-muted">
            {readOnly ? 'Vista de solo lectura.' : 'Una, intersecte o reste dos segmentos y revise el alcance antes de guardar.'}
            {saved && <Tag minimal className="inca-tag-gap">{saved.code}</Tag>}
          </p>
        </div>
        <div className="inca-actions">{readOnly && saved?.canEdit && <Button icon="edit" text="Editar" onClick={() => navigate(pathTo('edit_merge_segment', { code: saved.code }))} />}</div>
      </header>
      <div className="inca-merge">
        <Card>
          <H5>Segmentos</H5>
          <FormGroup label="Tipo de segmento" labelFor="merge-type" intent={errors.typeName ? Intent.DANGER : Intent.NONE} helperText={errors.typeName}>
            <HTMLSelect
              id="merge-type"
              fill
              disabled={readOnly}
              value={form.typeName}
              onChange={(e) => {
                // Changing the type clears both segments and the preview (§4).
                set({ typeName: e.currentTarget.value as AudienceSegmentType | '', a: '', b: '' });
                setPreview(null);
                setPreviewedKey(null);
              }}
            >
              <option value="">Seleccione…</option>
              <option value="SEGMENT_CONTACT">Contacto (SEGMENT_CONTACT)</option>
              <option value="SEGMENT_ADVERTISING">Publicitario (SEGMENT_ADVERTISING)</option>
            </HTMLSelect>
          </FormGroup>
          {segmentSelect('a', 'Segmento A')}
          <FormGroup label="Tipo de cruce" labelFor="merge-kind" intent={errors.mergeType ? Intent.DANGER : Intent.NONE} helperText={errors.mergeType}>
            <HTMLSelect id="merge-kind" fill disabled={readOnly} value={form.mergeType} onChange={(e) => set({ mergeType: e.currentTarget.value as MergeType | '' })}>
              <option value="">Seleccione…</option>
              {mergeTypes.map((m) => (
                <option key={m.value} value={m.value}>
                  {m.label}
                </option>
              ))}
            </HTMLSelect>
          </FormGroup>
          {segmentSelect('b', 'Segmento B')}
          <FormGroup label="Nombre" labelFor="merge-name" intent={errors.name ? Intent.DANGER : Intent.NONE} helperText={errors.name}>
            <InputGroup id="merge-name" disabled={readOnly} value={form.name} leftElement={<Tag minimal>INCA_</Tag>} onValueChange={(v) => set({ name: v })} />
          </FormGroup>
          <FormGroup label="Descripción" labelFor="merge-description" intent={errors.description ? Intent.DANGER : Intent.NONE} helperText={errors.description}>
            <TextArea id="merge-description" fill disabled={readOnly} value={form.description} onChange={(e) => set({ description: e.currentTarget.value })} />
          </FormGroup>
          <div className="inca-actions">
            <Button text={readOnly ? 'Volver' : 'Cancelar'} onClick={() => navigate(saved ? pathTo('segments', {}, { viewed: saved.code }) : pathTo('segments'))} />
            {!readOnly && <Button icon="eye-open" text="Pre Visualizar" loading={previewing.loading} onClick={() => void doPreview()} />}
            {!readOnly && <Button intent={Intent.PRIMARY} icon="floppy-disk" text="Guardar" loading={creating.loading || updating.loading} onClick={() => void doSave()} />}
          </div>
        </Card>
        <Card>
          <H5>Resumen</H5>
          <PreviewSummary preview={preview} stale={preview !== null && previewedKey !== null && previewedKey !== key} />
          {problem && (
            <Callout intent={Intent.DANGER} className="inca-gap" role="alert" data-testid="builder-problem">
              {problem}
            </Callout>
          )}
        </Card>
      </div>
    </>
  );
}
