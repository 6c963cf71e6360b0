import { Callout, Intent } from '@blueprintjs/core';
import { builder } from '../../../i18n/builder.ts';

/** A merge whose base its owner may no longer see: said plainly, with the bases named. */
export function UnavailableBases({ bases }: { bases: readonly { code: string; name: string }[] }) {
  if (bases.length === 0) return null;
  const t = builder.unavailableBases;
  return (
    <Callout intent={Intent.WARNING} title={t.title} data-testid="unavailable-bases" className="inca-gap-below">
      {t.body}
      <ul>
        {bases.map((b) => (
          <li key={b.code}>
            {b.name} <span className="bp6-text-muted">({b.code})</span>
          </li>
        ))}
      </ul>
    </Callout>
  );
}
