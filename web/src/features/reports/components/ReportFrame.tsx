import { useEffect, useState } from 'react';
import { Button, NonIdealState, Spinner } from '@blueprintjs/core';
import type { ReportFrame as Frame } from '../../../__generated__/graphql.ts';
import { reports } from '../../../i18n/reports.ts';
import { BuiltInReport } from './BuiltInReport.tsx';

const t = reports.frame;

/** Report frames are the window's height minus 200 px (spec §9), following the window. */
export function useFrameHeight(): number {
  const [height, setHeight] = useState(() => Math.max(300, window.innerHeight - 200));
  useEffect(() => {
    const onResize = () => setHeight(Math.max(300, window.innerHeight - 200));
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return height;
}

/**
 * A report's frame: a hosted report (Power BI, Looker Studio) in an iframe with a spinner until it
 * loads, or a built-in report drawn here; the refresh button reloads either.
 */
export function ReportFrame({
  frame,
  title,
  maintenance = false,
}: {
  frame: Pick<Frame, 'type' | 'url' | 'params' | 'builtIn'>;
  title: string;
  maintenance?: boolean;
}) {
  const [generation, setGeneration] = useState(0);
  const [loading, setLoading] = useState(true);
  const height = useFrameHeight();

  if (maintenance) return <NonIdealState icon="wrench" title={t.maintenanceTitle} description={t.maintenanceHint} />;

  const refresh = () => {
    setLoading(true);
    setGeneration((g) => g + 1);
  };

  return (
    <section className="inca-report-frame" aria-label={t.frameTitle(title)}>
      <div className="inca-report-toolbar">
        <Button icon="refresh" text={t.refresh} onClick={refresh} />
      </div>
      {frame.type === 'INCA' && frame.builtIn ? (
        <BuiltInReport key={generation} report={frame.builtIn} params={frame.params} />
      ) : (
        <div className="inca-frame-box">
          {loading && (
            <div className="inca-frame-spinner">
              <Spinner aria-label={t.loading} />
            </div>
          )}
          <iframe
            key={generation}
            title={t.frameTitle(title)}
            src={frame.url ?? undefined}
            height={height}
            className="inca-frame"
            onLoad={() => setLoading(false)}
            referrerPolicy="no-referrer"
          />
        </div>
      )}
    </section>
  );
}
