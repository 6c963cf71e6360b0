import { Card, Intent, Menu, MenuItem, Tag } from '@blueprintjs/core';
import { builder } from '../../../i18n/builder.ts';

type Props = {
  categories: readonly { name: string; attributes: readonly { id: number }[] }[];
  active: string | undefined;
  /** Ids of the selected attributes (each category shows how many it holds). */
  selectedIds: ReadonlySet<number>;
  onSelect: (category: string) => void;
};

/** The left menu of attribute categories (§2.1), with the count of selected attributes in each. */
export function CategoryMenu({ categories, active, selectedIds, onSelect }: Props) {
  return (
    <Card className="inca-builder-menu">
      <Menu aria-label={builder.categories}>
        {categories.map((c) => {
          const count = c.attributes.filter((a) => selectedIds.has(a.id)).length;
          return (
            <MenuItem
              key={c.name}
              text={c.name}
              active={c.name === active}
              multiline
              labelElement={
                count ? (
                  <Tag round intent={Intent.PRIMARY}>
                    {count}
                  </Tag>
                ) : undefined
              }
              onClick={() => onSelect(c.name)}
            />
          );
        })}
      </Menu>
    </Card>
  );
}
