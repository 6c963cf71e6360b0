import { Button, Card, H5 } from '@blueprintjs/core';
import type { CampaignParamFieldsFragment } from '../../../__generated__/graphql.ts';
import { campaigns as t } from '../../../i18n/campaigns.ts';
import { describeValue, isConfigured, keyOf, type RulesGroup, type RulesValues } from '../rulesState.ts';

const r = t.rules;

type Props = {
  groups: readonly RulesGroup[];
  params: readonly CampaignParamFieldsFragment[];
  values: RulesValues;
  /** The chosen segment's name, when known (the segment selector is listed by it). */
  segmentName: string | undefined;
  editable: boolean;
  onClearGroup: (groupId: string) => void;
  onClearParam: (param: CampaignParamFieldsFragment) => void;
};

/** The filter summary of the rules page (§2.3): what is configured, by group, each removable. */
export function ConfiguredFilters({ groups, params, values, segmentName, editable, onClearGroup, onClearParam }: Props) {
  const configured = params.filter((p) => isConfigured(p, values[keyOf(p)]));
  return (
    <Card className="inca-gap-top">
      <H5>{r.configured}</H5>
      {configured.length === 0 && <p className="bp6-text-muted">{r.nothingConfigured}</p>}
      {groups
        .filter((g) => configured.some((p) => p.groupId === g.id))
        .map((g) => (
          <div key={g.id} className="inca-gap" data-testid="configured-group">
            <div className="inca-row" style={{ alignItems: 'center' }}>
              <strong>{g.name}</strong>
              <Button
                variant="minimal"
                small
                icon="small-cross"
                aria-label={r.removeGroup(g.name)}
                title={r.removeGroup(g.name)}
                disabled={!editable}
                onClick={() => onClearGroup(g.id)}
              />
            </div>
            <ul className="inca-list inca-configured">
              {configured
                .filter((p) => p.groupId === g.id)
                .map((p) => (
                  <li key={keyOf(p)}>
                    <span>
                      {p.variableName}:{' '}
                      <span className="bp6-text-muted">
                        {describeValue(p, values[keyOf(p)]!, p.segmentSelector ? segmentName : undefined)}
                      </span>
                    </span>
                    <Button
                      variant="minimal"
                      small
                      icon="cross"
                      aria-label={r.removeParam(p.variableName)}
                      title={r.removeParam(p.variableName)}
                      disabled={!editable}
                      onClick={() => onClearParam(p)}
                    />
                  </li>
                ))}
            </ul>
          </div>
        ))}
    </Card>
  );
}
