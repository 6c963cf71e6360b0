import { Button, Callout, Intent } from '@blueprintjs/core';
import { audiences } from '../../../../i18n/audiences.ts';
import type { SalesforceAutomation } from '../hooks/useCreateSalesforceAutomation.ts';

const t = audiences.form.salesforce;

type Props = {
  automation: SalesforceAutomation | null;
  /** The automation still matches the audience name (INCA_ + name equals its audienceName). */
  valid: boolean;
  /** Why the flow cannot be created yet (fields it needs are missing), if so. */
  blocker?: string;
  creating: boolean;
  disabled: boolean;
  onCreate: () => void;
  error?: string;
};

/**
 * Salesforce tab: an automation flow must be created before the audience; once created the alert
 * shows the flow's name and id and turns to success (§2.4, §4).
 */
export function SalesforceTab({ automation, valid, blocker, creating, disabled, onCreate, error }: Props) {
  if (automation && valid) {
    return (
      <Callout intent={Intent.SUCCESS} icon="tick-circle" title={t.created} data-testid="tab-salesforce">
        <dl className="inca-counts">
          <dt>{t.flowName}</dt>
          <dd>{automation.name}</dd>
          <dt>{t.flowId}</dt>
          <dd>{automation.id}</dd>
        </dl>
      </Callout>
    );
  }
  return (
    <Callout
      intent={error ? Intent.DANGER : Intent.WARNING}
      icon="flow-branch"
      data-testid="tab-salesforce"
      role={error ? 'alert' : undefined}
    >
      <p>{automation ? t.stale : t.needed}</p>
      {error && <p>{error}</p>}
      {blocker && <p className="bp6-text-muted">{blocker}</p>}
      {!disabled && <Button intent={Intent.PRIMARY} icon="add" text={t.create} loading={creating} onClick={onCreate} />}
    </Callout>
  );
}
