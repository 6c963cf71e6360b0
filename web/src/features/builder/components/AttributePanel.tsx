import { Card, H5, Spinner } from '@blueprintjs/core';
import type { SelectedAttributeInput } from '../../../__generated__/graphql.ts';
import { offeredOptions, requiredIds, valueOf, type CatalogueAttribute, type Selection } from '../selection.ts';
import { AttributeInput } from './AttributeInput.tsx';

type Props = {
  category: { name: string; attributes: readonly CatalogueAttribute[] } | undefined;
  catalogue: readonly CatalogueAttribute[];
  selection: Selection;
  loading: boolean;
  readOnly: boolean;
  onChange: (attribute: CatalogueAttribute, value: SelectedAttributeInput | null) => void;
};

/** The attributes of one category, in their named groups (fieldsets), one element per type. */
export function AttributePanel({ category, catalogue, selection, loading, readOnly, onChange }: Props) {
  const required = requiredIds(selection, catalogue);
  const groups = category ? [...new Set(category.attributes.map((a) => a.groupName ?? ''))] : [];
  return (
    <Card className="inca-builder-attributes" data-testid="builder-attributes">
      {loading && !category ? (
        <Spinner />
      ) : (
        category && (
          <>
            <H5>{category.name}</H5>
            {groups.map((group) => (
              <fieldset key={group || 'sin-grupo'} className="inca-fieldset">
                {group && <legend>{group}</legend>}
                {category.attributes
                  .filter((a) => (a.groupName ?? '') === group)
                  .map((a) => (
                    <AttributeInput
                      key={a.id}
                      attribute={a}
                      options={offeredOptions(a, selection, catalogue)}
                      value={valueOf(selection, a.id)}
                      required={required.has(a.id)}
                      readOnly={readOnly}
                      onChange={(v) => onChange(a, v)}
                    />
                  ))}
              </fieldset>
            ))}
          </>
        )
      )}
    </Card>
  );
}
