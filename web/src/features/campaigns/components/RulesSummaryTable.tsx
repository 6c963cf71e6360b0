import { Card, H5, HTMLTable } from '@blueprintjs/core';
import { formatQuantity } from '@inca/domain';
import { campaigns as t } from '../../../i18n/campaigns.ts';
import type { SummaryLine } from './RulesSummaryPanel.tsx';

const r = t.rules;

/** The rules summary tab (§2.3): each line's quantity and its children's, indented. */
export function RulesSummaryTable({ lines }: { lines: readonly SummaryLine[] }) {
  return (
    <Card>
      <H5>{r.summaryTitle}</H5>
      {lines.length === 0 ? (
        <p className="bp6-text-muted">{r.summaryEmpty}</p>
      ) : (
        <HTMLTable compact className="inca-fill" data-testid="rules-summary-table">
          <thead>
            <tr>
              <th>{r.summaryTitle}</th>
              <th className="inca-num">{r.quantity}</th>
            </tr>
          </thead>
          <tbody>
            {lines.flatMap((line) => [
              <tr key={line.name}>
                <td>
                  <strong>{line.name}</strong>
                </td>
                <td className="inca-num">
                  <strong>{formatQuantity(line.quantity)}</strong>
                </td>
              </tr>,
              ...line.children.map((c) => (
                <tr key={`${line.name}:${c.name}`}>
                  <td style={{ paddingLeft: 24 }}>{c.name}</td>
                  <td className="inca-num">{formatQuantity(c.quantity)}</td>
                </tr>
              )),
            ])}
          </tbody>
        </HTMLTable>
      )}
    </Card>
  );
}
