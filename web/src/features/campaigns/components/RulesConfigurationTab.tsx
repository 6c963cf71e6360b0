import { Card, H5, Menu, MenuItem, Tag } from '@blueprintjs/core';
import type { CampaignParamFieldsFragment } from '../../../__generated__/graphql.ts';
import { campaigns as t } from '../../../i18n/campaigns.ts';
import {
  EMPTY_VALUE,
  chosenKeys,
  keyOf,
  parentOf,
  visibleOptions,
  type ParamValue,
  type RulesGroup,
  type RulesValues,
} from '../rulesState.ts';
import { ConfiguredFilters } from './ConfiguredFilters.tsx';
import { RuleField } from './RuleField.tsx';
import { RulesSummaryPanel, type SummaryLine } from './RulesSummaryPanel.tsx';

const r = t.rules;

type Props = {
  groups: readonly RulesGroup[];
  /** The group whose fields show (kept by the page: it stays chosen across tabs). */
  current: string | null;
  onChooseGroup: (groupId: string) => void;
  params: readonly CampaignParamFieldsFragment[];
  values: RulesValues;
  lines: readonly SummaryLine[];
  segmentName: string | undefined;
  editable: boolean;
  onChange: (param: CampaignParamFieldsFragment, next: ParamValue) => void;
  onClearGroup: (groupId: string) => void;
  onClearParam: (param: CampaignParamFieldsFragment) => void;
  onChooseSegment: (param: CampaignParamFieldsFragment) => void;
  onUploadList: (param: CampaignParamFieldsFragment, file: File) => void;
  onDownloadList: (param: CampaignParamFieldsFragment) => void;
};

/**
 * The configuration tab (§2.3): the groups by priority, the fields of the chosen group by type, the
 * summary panel and the filter summary.
 */
export function RulesConfigurationTab({
  groups,
  current,
  onChooseGroup,
  params,
  values,
  lines,
  segmentName,
  editable,
  onChange,
  onClearGroup,
  onClearParam,
  onChooseSegment,
  onUploadList,
  onDownloadList,
}: Props) {
  const fields = params.filter((p) => p.groupId === current);
  return (
    <div className="inca-rules-layout">
      <Card className="inca-rules-groups">
        <H5>{r.groups}</H5>
        {groups.length === 0 ? (
          <p className="bp6-text-muted">{r.noGroups}</p>
        ) : (
          <Menu>
            {groups.map((g) => (
              <MenuItem
                key={g.id}
                text={g.name}
                multiline
                active={g.id === current}
                labelElement={<Tag minimal>{g.priority}</Tag>}
                onClick={() => onChooseGroup(g.id)}
                data-testid={`rules-group-${g.priority}`}
              />
            ))}
          </Menu>
        )}
      </Card>
      <Card>
        <H5>{groups.find((g) => g.id === current)?.name ?? r.groups}</H5>
        {fields.length === 0 && <p className="bp6-text-muted">{r.noFields}</p>}
        <div className="inca-rules-fields">
          {fields.map((p) => {
            const parent = parentOf(p, params);
            return (
              <RuleField
                key={keyOf(p)}
                param={p}
                value={values[keyOf(p)] ?? EMPTY_VALUE}
                options={visibleOptions(p, params, values)}
                parentMissing={!!parent && chosenKeys(values[keyOf(parent)]).length === 0}
                disabled={!editable}
                onChange={(next) => onChange(p, next)}
                onChooseSegment={() => onChooseSegment(p)}
                segmentName={p.segmentSelector ? segmentName : undefined}
                onUploadList={(file) => onUploadList(p, file)}
                onDownloadList={() => onDownloadList(p)}
              />
            );
          })}
        </div>
      </Card>
      <div>
        <Card>
          <H5>{r.summary}</H5>
          <RulesSummaryPanel lines={lines} />
        </Card>
        <ConfiguredFilters
          groups={groups}
          params={params}
          values={values}
          segmentName={segmentName}
          editable={editable}
          onClearGroup={onClearGroup}
          onClearParam={onClearParam}
        />
      </div>
    </div>
  );
}
