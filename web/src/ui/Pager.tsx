import { Button, ButtonGroup } from '@blueprintjs/core';
import { formatNumber } from './format.ts';

/** Page controls with the range shown, e.g. "11–20 de 245". */
export function Pager({
  page,
  pageSize,
  total,
  onPage,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  return (
    <nav className="inca-pager" aria-label="Paginación">
      <span className="bp6-text-muted" data-testid="pager-range">
        {formatNumber(from)}–{formatNumber(to)} de {formatNumber(total)}
      </span>
      <ButtonGroup variant="minimal">
        <Button icon="double-chevron-left" aria-label="Primera página" disabled={page <= 1} onClick={() => onPage(1)} />
        <Button icon="chevron-left" aria-label="Página anterior" disabled={page <= 1} onClick={() => onPage(page - 1)} />
        <span className="inca-pager-label" data-testid="pager-page">
          Página {formatNumber(page)} de {formatNumber(pages)}
        </span>
        <Button icon="chevron-right" aria-label="Página siguiente" disabled={page >= pages} onClick={() => onPage(page + 1)} />
        <Button icon="double-chevron-right" aria-label="Última página" disabled={page >= pages} onClick={() => onPage(pages)} />
      </ButtonGroup>
    </nav>
  );
}
