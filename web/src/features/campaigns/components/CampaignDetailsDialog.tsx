import { Button, Dialog, DialogBody, DialogFooter, HTMLTable, NonIdealState, Spinner } from '@blueprintjs/core';
import { campaigns as t } from '../../../i18n/campaigns.ts';
import { useCampaignInfo } from '../hooks/useCampaignInfo.ts';

/** The details modal (§2.1): key and value pairs of the campaign's CSV info. */
export function CampaignDetailsDialog({ campaign, onClose }: { campaign: { id: string; code: string }; onClose: () => void }) {
  const info = useCampaignInfo(campaign.id);
  const rows = info.entries;
  return (
    <Dialog isOpen onClose={onClose} title={t.details.title(campaign.code)} style={{ width: 640 }}>
      <DialogBody>
        {info.loading && <Spinner size={24} />}
        {!info.loading && rows.length === 0 && <NonIdealState icon="info-sign" title={t.details.empty} />}
        {rows.length > 0 && (
          <HTMLTable compact striped className="inca-fill" data-testid="campaign-details">
            <thead>
              <tr>
                <th>{t.details.key}</th>
                <th>{t.details.value}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.key}>
                  <td>{r.key}</td>
                  <td>{r.value}</td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        )}
      </DialogBody>
      <DialogFooter actions={<Button text={t.details.close} onClick={onClose} />} />
    </Dialog>
  );
}
