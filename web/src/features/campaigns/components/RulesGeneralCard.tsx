import { useState } from 'react';
import { Button, Card, Collapse, H5, Tag } from '@blueprintjs/core';
import type { CampaignRulesQuery } from '../../../__generated__/graphql.ts';
import { campaigns as t } from '../../../i18n/campaigns.ts';
import { formatDate } from '../../../ui/format.ts';

const r = t.rules;
type Campaign = Pick<CampaignRulesQuery['campaignRules']['campaign'], 'code' | 'startDate' | 'endDate' | 'current' | 'description'>;

/** The general data panel of the rules page (§2.3): code, validity (current or finished) and description; folds away. */
export function RulesGeneralCard({ campaign }: { campaign: Campaign }) {
  const [open, setOpen] = useState(true);
  return (
    <Card className="inca-gap">
      <div className="inca-row" style={{ alignItems: 'center' }}>
        <H5 style={{ margin: 0 }}>{r.general}</H5>
        <Button variant="minimal" icon={open ? 'chevron-up' : 'chevron-down'} aria-label={r.general} onClick={() => setOpen(!open)} />
      </div>
      <Collapse isOpen={open}>
        <dl className="inca-general-grid" data-testid="general-data">
          <div>
            <dt>{r.code}</dt>
            <dd>{campaign.code}</dd>
          </div>
          <div>
            <dt>{r.startDate}</dt>
            <dd>{formatDate(campaign.startDate)}</dd>
          </div>
          <div>
            <dt>{r.endDate}</dt>
            <dd>
              {formatDate(campaign.endDate)}{' '}
              <Tag minimal intent={campaign.current ? 'success' : 'none'}>
                {campaign.current ? r.current : r.finished}
              </Tag>
            </dd>
          </div>
          <div>
            <dt>{r.description}</dt>
            <dd>{campaign.description}</dd>
          </div>
        </dl>
      </Collapse>
    </Card>
  );
}
