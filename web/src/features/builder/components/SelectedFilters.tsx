import { Button, Card, H5 } from '@blueprintjs/core';
import { builder } from '../../../i18n/builder.ts';
import { describeValue, valueOf, type CatalogueAttribute, type Selection } from '../selection.ts';

type Props = {
  catalogue: readonly CatalogueAttribute[];
  selection: Selection;
  readOnly: boolean;
  onRemove: (attribute: CatalogueAttribute) => void;
};

/** The selected-filters list (§2.1): category, attribute and its value in words, removable while editing. */
export function SelectedFilters({ catalogue, selection, readOnly, onRemove }: Props) {
  const chosen = catalogue.filter((a) => valueOf(selection, a.id));
  return (
    <Card>
      <H5>{builder.selected.title}</H5>
      {chosen.length === 0 ? (
        <p className="bp6-text-muted">{builder.selected.empty}</p>
      ) : (
        <ul className="inca-list" data-testid="selected-filters">
          {chosen.map((a) => (
            <li key={a.id} className="inca-row">
              <span>
                <span className="bp6-text-muted inca-small">{a.category}</span>
                <br />
                <strong>{a.businessName}:</strong> {describeValue(a, valueOf(selection, a.id)!)}
              </span>
              {!readOnly && (
                <Button variant="minimal" icon="cross" aria-label={builder.selected.remove(a.businessName)} onClick={() => onRemove(a)} />
              )}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
