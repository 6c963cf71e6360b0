import { formatQuantity } from '@inca/domain';
import { campaigns as t } from '../../../i18n/campaigns.ts';

export type SummaryLine = { name: string; quantity: number; children: { name: string; quantity: number }[] };

/** Quantities with child breakdowns, whole numbers with comma thousands (§2.3). */
export function RulesSummaryPanel({ lines }: { lines: readonly SummaryLine[] }) {
  if (lines.length === 0) return <p className="bp6-text-muted">{t.rules.summaryEmpty}</p>;
  return (
    <div className="inca-rules-summary" data-testid="rules-summary">
      <ul>
        {lines.map((line) => (
          <li key={line.name} style={{ display: 'block' }}>
            <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
              <strong>{line.name}</strong>
              <span className="inca-num">{formatQuantity(line.quantity)}</span>
            </div>
            {line.children.length > 0 && (
              <ul>
                {line.children.map((c) => (
                  <li key={c.name}>
                    <span>{c.name}</span>
                    <span className="inca-num">{formatQuantity(c.quantity)}</span>
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
