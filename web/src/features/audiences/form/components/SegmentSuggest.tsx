import { FormGroup, Intent, MenuItem, Tag } from '@blueprintjs/core';
import { Suggest, type ItemPredicate, type ItemRenderer } from '@blueprintjs/select';
import '@blueprintjs/select/lib/css/blueprint-select.css';
import { audiences } from '../../../../i18n/audiences.ts';

const t = audiences.form;

export type SegmentChoice = { code: string; name: string; shared: boolean };

type Props = {
  id: string;
  segments: readonly SegmentChoice[];
  value: string;
  onChange: (code: string) => void;
  /** The chosen segment when it is not among `segments` (edit and view modes). */
  fallback?: SegmentChoice;
  loading?: boolean;
  disabled?: boolean;
  error?: string;
};

const normalize = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

const filterSegment: ItemPredicate<SegmentChoice> = (query, s) => {
  const q = normalize(query.trim());
  return !q || normalize(s.name).includes(q) || s.code.toLowerCase().includes(q);
};

const renderSegment: ItemRenderer<SegmentChoice> = (s, { handleClick, handleFocus, modifiers, ref }) =>
  modifiers.matchesPredicate ? (
    <MenuItem
      key={s.code}
      ref={ref}
      active={modifiers.active}
      disabled={modifiers.disabled}
      text={s.name}
      label={s.code}
      labelElement={
        s.shared ? (
          <Tag minimal intent={Intent.PRIMARY}>
            {t.shared}
          </Tag>
        ) : undefined
      }
      onClick={handleClick}
      onFocus={handleFocus}
      roleStructure="listoption"
    />
  ) : null;

/** The segment autocomplete (§2.4): search by name or code; shared segments are labelled. */
export function SegmentSuggest({ id, segments, value, onChange, fallback, loading, disabled, error }: Props) {
  const selected = segments.find((s) => s.code === value) ?? (fallback?.code === value ? fallback : null);
  return (
    <FormGroup label={t.segment} labelFor={id} intent={error ? Intent.DANGER : Intent.NONE} helperText={error}>
      <Suggest<SegmentChoice>
        items={[...segments]}
        selectedItem={selected ?? null}
        itemPredicate={filterSegment}
        itemRenderer={renderSegment}
        itemsEqual="code"
        inputValueRenderer={(s) => s.name}
        onItemSelect={(s) => onChange(s.code)}
        noResults={<MenuItem disabled text={loading ? t.segmentsLoading : t.segmentNone} roleStructure="listoption" />}
        disabled={disabled}
        fill
        resetOnClose
        popoverProps={{ minimal: true, matchTargetWidth: true }}
        inputProps={{
          id,
          placeholder: t.segmentPlaceholder,
          intent: error ? Intent.DANGER : Intent.NONE,
          rightElement: selected?.shared ? (
            <Tag minimal intent={Intent.PRIMARY}>
              {t.shared}
            </Tag>
          ) : undefined,
        }}
      />
    </FormGroup>
  );
}
