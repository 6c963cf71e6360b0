import { useEffect, useMemo, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useNavigate, useParams } from 'react-router';
import { Button, Callout, Card, FormGroup, H2, H5, HTMLSelect, InputGroup, Intent, Menu, MenuItem, NonIdealState, Spinner, Tag, TextArea } from '@blueprintjs/core';
import { builderFieldErrors, purchasePredictionCompanies, seesCompanyColumn, type Role } from '@inca/domain';
import type { AudienceSegmentType, PreviewFieldsFragment } from '../../__generated__/graphql.ts';
import { graphQLErrorOf } from '../../apollo/errors.ts';
import { pathTo } from '../../navigation/routes.ts';
import { showError, showSuccess } from '../../ui/toaster.ts';
import { pushEvent } from '../../analytics/tracking.ts';
import { SEGMENT_LIST_OPTIONS } from '../segments/graphql.ts';
import { useViewer } from '../../session/viewer.ts';
import { AttributeInput } from './AttributeInput.tsx';
import { CATALOGUE, CREATE_SEGMENT, PREVIEW_SEGMENT, SEGMENT_FOR_BUILDER, UPDATE_SEGMENT } from './graphql.ts';
import { CompanySelect } from '../../ui/CompanySelect.tsx';
import { PreviewSummary } from './PreviewSummary.tsx';
import { describeValue, fromSaved, offeredOptions, requiredIds, selectionKey, selectionProblem, setValue, toInput, type CatalogueAttribute, type Selection } from './selection.ts';

export type BuilderMode = 'create' | 'view' | 'edit';

const NO_PREVIEW = 'Debe obtener la previsualización, presionando el botón de Pre Visualizar.';
const CHANGED = 'Debe realizar la previsualización antes de guardar.';

/** The attribute segment builder (§2.1) in create, view and edit modes. */
export function SegmentBuilderPage({ mode }: { mode: BuilderMode }) {
  const { code } = useParams();
  const viewer = useViewer();
  const navigate = useNavigate();
  const options = useQuery(SEGMENT_LIST_OPTIONS);
  const existing = useQuery(SEGMENT_FOR_BUILDER, { variables: { code: code ?? '' }, skip: mode === 'create' || !code, fetchPolicy: 'network-only' });
  const saved = existing.data?.segment;

  const choosable = seesCompanyColumn({ roles: viewer.roles.map((r) => r.toLowerCase() as Role), companyCode: viewer.company.code })
    ? (options.data?.viewer.accessibleCompanies ?? [])
    : [viewer.company];
  const [company, setCompany] = useState(viewer.company.code);
  const companyCode = saved?.ownerCompany.code ?? company;
  const alias = choosable.find((c) => c.code === companyCode)?.alias ?? saved?.ownerCompany.alias ?? viewer.company.alias;

  const catalogueQuery = useQuery(CATALOGUE, { variables: { companyCode } });
  const categories = catalogueQuery.data?.segmentCatalogue.categories ?? [];
  const catalogue = useMemo<CatalogueAttribute[]>(() => categories.flatMap((c) => c.attributes), [categories]);

  const [activeCategory, setActiveCategory] = useState<string>();
  const [selection, setSelection] = useState<Selection>(new Map());
  // With purchase-prediction attributes the company choice narrows (§6).
  const usesPrediction = catalogue.some((a) => a.category === 'Predicción de Compra' && selection.has(a.id));
  const predictionAllowed = purchasePredictionCompanies({ companyCode: viewer.company.code }, choosable.map((c) => c.code), options.data?.viewer.company.flags?.retailPurchasePrediction ?? false);
  const companies = usesPrediction ? choosable.filter((c) => predictionAllowed.includes(c.code)) : choosable;
  const [name, setName] = useState(`${alias}_`);
  const [description, setDescription] = useState('');
  const [typeName, setTypeName] = useState<AudienceSegmentType | ''>('SEGMENT_CONTACT');
  const [preview, setPreview] = useState<PreviewFieldsFragment | null>(null);
  const [previewedKey, setPreviewedKey] = useState<string | null>(null);
  const [problem, setProblem] = useState<string>();
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});

  // A saved segment fills the form once its definition and the catalogue are both here.
  useEffect(() => {
    if (!saved || catalogue.length === 0) return;
    const restored = fromSaved(saved.definition.attributes, catalogue);
    setSelection(restored);
    setName(saved.name.replace(/^INCA_(PP_)?/, ''));
    setDescription(saved.description);
    setTypeName(saved.definition.typeName ?? 'SEGMENT_CONTACT');
    const last = saved.definition.preview ?? null;
    setPreview(last);
    setPreviewedKey(null);
  }, [saved, catalogue]);

  useEffect(() => {
    if (!activeCategory && categories[0]) setActiveCategory(categories[0].name);
  }, [categories, activeCategory]);

  useEffect(() => {
    if (mode === 'create' || mode === 'edit') void pushEvent(mode === 'create' ? 'segment_create' : 'segment_edit', viewer.email, { segment_code: code ?? null });
  }, [mode, code, viewer.email]);

  const [runPreview, previewing] = useMutation(PREVIEW_SEGMENT, { context: { quietErrors: true } });
  const [create, creating] = useMutation(CREATE_SEGMENT, { context: { quietErrors: true } });
  const [update, updating] = useMutation(UPDATE_SEGMENT, { context: { quietErrors: true } });

  const readOnly = mode === 'view';
  const key = selectionKey(companyCode, selection, catalogue);
  const stale = preview !== null && previewedKey !== null && previewedKey !== key;
  const required = requiredIds(selection, catalogue);

  if (mode !== 'create' && existing.loading && !saved) {
    return (
      <div className="inca-center">
        <Spinner aria-label="Cargando segmento" />
      </div>
    );
  }
  if (mode !== 'create' && !saved) {
    return <NonIdealState icon="search" title="Segmento no encontrado" description="El segmento no existe o no tiene acceso a él." action={<Button text="Volver a segmentos" onClick={() => navigate(pathTo('segments'))} />} />;
  }
  if (mode === 'edit' && saved && !saved.canEdit) {
    return <NonIdealState icon="lock" title="No puede editar este segmento" description={saved.editBlockedReason ?? 'No tiene permisos para editarlo.'} action={<Button text="Ver segmento" onClick={() => navigate(pathTo('view_segment', { code: saved.code }))} />} />;
  }

  async function doPreview() {
    const local = selectionProblem(selection, catalogue);
    setProblem(local);
    if (local) return;
    try {
      const result = await runPreview({ variables: { input: { companyCode, attributes: toInput(selection, catalogue) } } });
      setPreview(result.data?.previewSegment ?? null);
      setPreviewedKey(key);
      void pushEvent('segment_preview', viewer.email, { company_code: companyCode, attributes: selection.size });
    } catch (error) {
      setProblem(graphQLErrorOf(error)?.message ?? 'No se pudo obtener la previsualización.');
    }
  }

  async function doSave() {
    const errors = builderFieldErrors({ name, description, typeName, companyAlias: alias });
    setFieldErrors(errors);
    const first = Object.keys(errors)[0];
    if (first) {
      setTimeout(() => document.getElementById(`field-${first}`)?.scrollIntoView({ behavior: 'smooth', block: 'center' }), 50);
      return;
    }
    const local = selectionProblem(selection, catalogue);
    if (local) return setProblem(local);
    if (!preview || previewedKey === null) return setProblem(NO_PREVIEW);
    if (previewedKey !== key) return setProblem(CHANGED);
    const input = { previewId: preview.previewId, companyCode, name, description, typeName: typeName || null, attributes: toInput(selection, catalogue) };
    try {
      const result = mode === 'edit' && saved ? (await update({ variables: { code: saved.code, input } })).data?.updateSegment : (await create({ variables: { input } })).data?.createSegment;
      if (!result) return;
      void pushEvent('segment_save', viewer.email, { segment_code: result.code, mode });
      showSuccess(mode === 'edit' ? 'Segmento actualizado' : `Segmento creado: ${result.name}`);
      navigate(pathTo('view_segment', { code: result.code }), { replace: mode === 'edit' });
    } catch (error) {
      const coded = graphQLErrorOf(error);
      if (coded?.code === 'BAD_USER_INPUT' || coded?.code === 'CONFLICT') setProblem(coded.message);
      else showError('No se pudo guardar el segmento.');
    }
  }

  const active = categories.find((c) => c.name === activeCategory) ?? categories[0];
  const groups = active ? [...new Set(active.attributes.map((a) => a.groupName ?? ''))] : [];
  const title = mode === 'create' ? 'Nuevo segmento' : mode === 'edit' ? 'Editar segmento' : (saved?.name ?? 'Segmento');

  return (
    <>
      <header className="inca-page-header inca-row">
        <div>
          <H2>{title}</H2>
          <p className="bp6-text-muted">
            {mode === 'view' ? 'Vista de solo lectura.' : 'Elija atributos de clientes, revise el alcance y guarde el segmento.'}
            {saved && <Tag minimal className="inca-tag-gap">{saved.code}</Tag>}
          </p>
        </div>
        <div className="inca-actions">
          {mode === 'view' && saved?.canEdit && <Button icon="edit" text="Editar" onClick={() => navigate(pathTo('edit_segment', { code: saved.code }))} />}
        </div>
      </header>
      <div className="inca-builder">
        <Card className="inca-builder-menu">
          <Menu aria-label="Categorías">
            {categories.map((c) => {
              const count = c.attributes.filter((a) => selection.has(a.id)).length;
              return (
                <MenuItem
                  key={c.name}
                  text={c.name}
                  active={c.name === active?.name}
                  labelElement={count ? <Tag round intent={Intent.PRIMARY}>{count}</Tag> : undefined}
                  onClick={() => setActiveCategory(c.name)}
                />
              );
            })}
          </Menu>
        </Card>
        <Card className="inca-builder-attributes" data-testid="builder-attributes">
          {catalogueQuery.loading && !active ? (
            <Spinner />
          ) : (
            active && (
              <>
                <H5>{active.name}</H5>
                {groups.map((group) => (
                  <fieldset key={group || 'sin-grupo'} className="inca-fieldset">
                    {group && <legend>{group}</legend>}
                    {active.attributes
                      .filter((a) => (a.groupName ?? '') === group)
                      .map((a) => (
                        <AttributeInput
                          key={a.id}
                          attribute={a}
                          options={offeredOptions(a, selection, catalogue)}
                          value={selection.get(a.id)}
                          required={required.has(a.id)}
                          readOnly={readOnly}
                          onChange={(v) => setSelection((s) => setValue(s, a, v, catalogue))}
                        />
                      ))}
                  </fieldset>
                ))}
              </>
            )
          )}
        </Card>
        <div className="inca-builder-side">
          <Card>
            <H5>Filtros seleccionados</H5>
            {selection.size === 0 ? (
              <p className="bp6-text-muted">Aún no ha elegido atributos.</p>
            ) : (
              <ul className="inca-list" data-testid="selected-filters">
                {catalogue
                  .filter((a) => selection.has(a.id))
                  .map((a) => (
                    <li key={a.id} className="inca-row">
                      <span>
                        <span className="bp6-text-muted inca-small">{a.category}</span>
                        <br />
                        <strong>{a.businessName}:</strong> {describeValue(a, selection.get(a.id)!)}
                      </span>
                      {!readOnly && <Button variant="minimal" icon="cross" aria-label={`Quitar ${a.businessName}`} onClick={() => setSelection((s) => setValue(s, a, null, catalogue))} />}
                    </li>
                  ))}
              </ul>
            )}
            <H5 className="inca-gap-top">Resumen</H5>
            <PreviewSummary preview={preview} stale={stale} />
            {problem && (
              <Callout intent={Intent.DANGER} className="inca-gap" role="alert" data-testid="builder-problem">
                {problem}
              </Callout>
            )}
          </Card>
          <Card>
            <H5>Datos del segmento</H5>
            {companies.length > 1 && mode === 'create' ? (
              <CompanySelect
                id="field-company"
                companies={companies}
                value={company}
                onChange={(next) => {
                  setCompany(next);
                  setSelection(new Map());
                  setPreview(null);
                  setName(`${companies.find((c) => c.code === next)?.alias ?? ''}_`);
                }}
              />
            ) : (
              <p>
                Empresa: <strong>{companyCode} · {alias}</strong>
              </p>
            )}
            <FormGroup label="Nombre" labelFor="field-name" intent={fieldErrors.name ? Intent.DANGER : Intent.NONE} helperText={fieldErrors.name}>
              <InputGroup id="field-name" value={name} disabled={readOnly} maxLength={60} leftElement={<Tag minimal>INCA_</Tag>} onValueChange={setName} intent={fieldErrors.name ? Intent.DANGER : Intent.NONE} />
            </FormGroup>
            <FormGroup label="Descripción" labelFor="field-description" intent={fieldErrors.description ? Intent.DANGER : Intent.NONE} helperText={fieldErrors.description}>
              <TextArea id="field-description" fill value={description} disabled={readOnly} maxLength={500} onChange={(e) => setDescription(e.currentTarget.value)} />
            </FormGroup>
            <FormGroup label="Tipo de segmento" labelFor="field-typeName" intent={fieldErrors.typeName ? Intent.DANGER : Intent.NONE} helperText={fieldErrors.typeName}>
              <HTMLSelect id="field-typeName" fill value={typeName} disabled={readOnly} onChange={(e) => setTypeName(e.currentTarget.value as AudienceSegmentType | '')}>
                <option value="">Seleccione…</option>
                <option value="SEGMENT_CONTACT">Contacto (SEGMENT_CONTACT)</option>
                <option value="SEGMENT_ADVERTISING">Publicitario (SEGMENT_ADVERTISING)</option>
              </HTMLSelect>
            </FormGroup>
            <div className="inca-actions">
              <Button text={readOnly ? 'Volver' : 'Cancelar'} onClick={() => navigate(saved ? pathTo('segments', {}, { viewed: saved.code }) : pathTo('segments'))} />
              {!readOnly && <Button icon="eye-open" text="Pre Visualizar" loading={previewing.loading} onClick={() => void doPreview()} />}
              {!readOnly && <Button intent={Intent.PRIMARY} icon="floppy-disk" text="Guardar" loading={creating.loading || updating.loading} onClick={() => void doSave()} />}
            </div>
          </Card>
        </div>
      </div>
    </>
  );
}
