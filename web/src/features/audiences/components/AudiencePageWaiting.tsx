import { Breadcrumbs, Button, NonIdealState, Spinner, type BreadcrumbProps } from '@blueprintjs/core';
import { audiences } from '../../../i18n/audiences.ts';

type Props = {
  crumbs: BreadcrumbProps[];
  /** Still loading, or about to leave for the list (the audience is not there): a spinner. */
  waiting: boolean;
  loadingLabel: string;
  failedTitle: string;
  onRetry: () => void;
};

/** An audience screen before its audience is here: its breadcrumbs, then a spinner or the failure with a retry. */
export function AudiencePageWaiting({ crumbs, waiting, loadingLabel, failedTitle, onRetry }: Props) {
  return (
    <>
      <Breadcrumbs items={crumbs} />
      {waiting ? (
        <div className="inca-center">
          <Spinner aria-label={loadingLabel} />
        </div>
      ) : (
        <NonIdealState icon="error" title={failedTitle} action={<Button icon="refresh" text={audiences.list.retry} onClick={onRetry} />} />
      )}
    </>
  );
}
