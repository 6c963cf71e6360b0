import { Callout, HTMLTable, Intent } from '@blueprintjs/core';
import type { PreviewFieldsFragment } from '../../__generated__/graphql.ts';
import { formatNumber } from '../../ui/format.ts';

/** The counts of a preview (§3 preview result) with the low-contactable warning (§8). */
export function PreviewSummary({ preview, stale }: { preview: PreviewFieldsFragment | null; stale: boolean }) {
  if (!preview) return <p className="bp6-text-muted">Presione «Pre Visualizar» para ver el alcance de su selección.</p>;
  return (
    <div data-testid="preview-summary" className={stale ? 'inca-stale' : undefined}>
      {stale && (
        <Callout intent={Intent.PRIMARY} className="inca-gap" icon="refresh">
          La selección cambió: vuelva a previsualizar.
        </Callout>
      )}
      <dl className="inca-counts">
        <dt>Usuarios únicos</dt>
        <dd data-testid="count-unique">{formatNumber(preview.uniqueUsers)}</dd>
        <dt>Con datos de contacto</dt>
        <dd data-testid="count-contact">{formatNumber(preview.uniqueUsersWithContact)}</dd>
        <dt>Con ID publicitario</dt>
        <dd>{formatNumber(preview.uniqueUsersWithAdvertising)}</dd>
        <dt>Contactables sin empresas restringidas</dt>
        <dd>{formatNumber(preview.uniqueUsersWithContactRestricted)}</dd>
      </dl>
      {preview.lowContactable && (
        <Callout intent={Intent.WARNING} className="inca-gap" data-testid="low-contactable">
          El segmento tiene menos de 600,000 clientes contactables.
        </Callout>
      )}
      <HTMLTable compact className="inca-fill">
        <thead>
          <tr>
            <th>Empresa</th>
            <th className="inca-num">% del segmento</th>
          </tr>
        </thead>
        <tbody>
          {preview.companyPercentages.map((c) => (
            <tr key={c.company.code}>
              <td>
                {c.company.code} · {c.company.alias}
              </td>
              <td className="inca-num">{c.percentage.toFixed(2)}%</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </div>
  );
}
