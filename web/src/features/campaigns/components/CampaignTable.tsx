import { HTMLTable, Tag } from '@blueprintjs/core';
import type { CampaignRowFragment } from '../../../__generated__/graphql.ts';
import { campaigns as t } from '../../../i18n/campaigns.ts';
import { formatDate, formatDateTime, formatNumber } from '../../../ui/format.ts';
import { RowActionsMenu, type RowAction } from '../../../ui/RowActionsMenu.tsx';
import { useSaveCampaignGroups } from '../hooks/useSaveCampaignGroups.ts';
import { GroupPicker } from './GroupPicker.tsx';

export type CampaignAction = 'rules' | 'details' | 'downloadRules' | 'downloadProducts' | 'history';
const ICONS = { rules: 'cog', details: 'info-sign', downloadRules: 'download', downloadProducts: 'download', history: 'time' } as const;
const LABELS = {
  rules: t.menu.rules,
  details: t.menu.details,
  downloadRules: t.menu.downloadRules,
  downloadProducts: t.menu.downloadProducts,
  history: t.menu.history,
};

type Props = {
  rows: readonly CampaignRowFragment[];
  firstNumber: number;
  showCompany: boolean;
  groups: readonly { id: string; name: string; priority: number }[];
  /** A new page or filter is loading: the rows shown are the previous ones (dimmed). @default false */
  refreshing?: boolean;
  onAction: (kind: CampaignAction, campaign: CampaignRowFragment) => void;
};

const yesNo = (v: string) => (v === 'S' ? t.list.yes : v === 'N' ? t.list.no : v || '—');
const text = (v: string | null | undefined) => (v ? v : '—');

/** The campaign grid (§2.1); the company column only for the roles that have it (§6). */
export function CampaignTable({ rows, firstNumber, showCompany, groups, refreshing = false, onAction }: Props) {
  return (
    <HTMLTable
      compact
      className={`inca-fill inca-campaigns ${refreshing ? 'inca-loading' : ''}`}
      aria-busy={refreshing}
      data-testid="campaigns-table"
    >
      <thead>
        <tr>
          <th className="inca-num">{t.list.number}</th>
          {showCompany && <th>{t.list.company}</th>}
          <th>{t.list.code}</th>
          <th>{t.list.startDate}</th>
          <th>{t.list.endDate}</th>
          <th className="inca-num">{t.list.minimumAmount}</th>
          <th>{t.list.description}</th>
          <th>{t.list.status}</th>
          <th>{t.list.incaStatus}</th>
          <th>{t.list.created}</th>
          <th>{t.list.modified}</th>
          <th className="inca-num">{t.list.priority}</th>
          <th>{t.list.usageStart}</th>
          <th>{t.list.usageEnd}</th>
          <th>{t.list.discountType}</th>
          <th>{t.list.omnichannel}</th>
          <th>{t.list.flashType}</th>
          <th>{t.list.brand}</th>
          <th>{t.list.instant}</th>
          <th>{t.list.digitalType2}</th>
          <th>{t.list.groups}</th>
          <th>{t.list.actions}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <CampaignRowView
            key={`${row.id}:${row.variableGroups.map((g) => g.id).join(',')}`}
            row={row}
            number={firstNumber + index}
            showCompany={showCompany}
            groups={groups}
            onAction={onAction}
          />
        ))}
      </tbody>
    </HTMLTable>
  );
}

function CampaignRowView({
  row,
  number,
  showCompany,
  groups,
  onAction,
}: {
  row: CampaignRowFragment;
  number: number;
  showCompany: boolean;
  groups: Props['groups'];
  onAction: Props['onAction'];
}) {
  const { save, saving } = useSaveCampaignGroups(row.id);
  const actions: RowAction<CampaignAction>[] = [
    { kind: 'rules' },
    { kind: 'details' },
    { kind: 'downloadRules' },
    { kind: 'downloadProducts' },
    { kind: 'history' },
  ];
  return (
    <tr data-testid="campaign-row" data-code={row.code}>
      <td className="inca-num">{number}</td>
      {showCompany && (
        <td>
          {row.companyCode}
          {row.corporate && (
            <Tag minimal className="inca-gap-tag">
              {t.list.corporate}
            </Tag>
          )}
        </td>
      )}
      <td>
        <strong>{row.code}</strong>
      </td>
      <td>{formatDate(row.startDate)}</td>
      <td>{formatDate(row.endDate)}</td>
      <td className="inca-num">{formatNumber(row.minimumAmount)}</td>
      <td className="inca-wrap">{row.description}</td>
      <td>{text(row.status)}</td>
      <td>
        <Tag minimal intent={row.incaStatus === 3 ? 'success' : row.incaStatus === 2 ? 'warning' : 'none'}>
          {row.incaStatusName}
        </Tag>
      </td>
      <td>{formatDateTime(row.createdAt)}</td>
      <td>{formatDateTime(row.modifiedAt)}</td>
      <td className="inca-num">{row.priority}</td>
      <td>{formatDate(row.usageStartDate)}</td>
      <td>{formatDate(row.usageEndDate)}</td>
      <td>{text(row.discountType)}</td>
      <td>{yesNo(row.omnichannel)}</td>
      <td>{text(row.flashType)}</td>
      <td>{text(row.brandCode)}</td>
      <td>{yesNo(row.instant)}</td>
      <td>{text(row.digitalType2)}</td>
      <td>
        <GroupPicker
          code={row.code}
          options={groups}
          value={row.variableGroups}
          disabled={!row.editable}
          saving={saving}
          onSave={(ids) => void save(ids)}
        />
      </td>
      <td>
        <RowActionsMenu
          actions={actions}
          icons={ICONS}
          labels={LABELS}
          label={t.list.rowActions(row.code)}
          testId={`campaign-actions-${row.code}`}
          onAction={(kind) => onAction(kind, row)}
        />
      </td>
    </tr>
  );
}
