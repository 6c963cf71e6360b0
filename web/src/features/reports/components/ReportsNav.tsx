import { NavLink } from 'react-router';
import { Classes } from '@blueprintjs/core';
import { reports } from '../../../i18n/reports.ts';
import { pathTo, type RouteName } from '../../../navigation/routes.ts';
import { useViewer } from '../../../session/viewer.ts';

const t = reports.nav;

/** The tabs of the reports area: management and the analytics reports the viewer may open. */
export function ReportsNav() {
  const viewer = useViewer();
  const admin = viewer.roles.includes('AUDIENCE_ADMIN');
  const items: [RouteName, string][] = [
    ['report_management', t.management],
    ['report_omnichannel', t.omnichannel],
    ['report_performance', t.performance],
    ['report_monetization', t.monetization],
    ...(admin ? ([['report_share', t.share]] as [RouteName, string][]) : []),
  ];
  return (
    <nav className="inca-subnav" aria-label={t.label}>
      {items.map(([name, label]) => (
        <NavLink
          key={name}
          to={pathTo(name)}
          end
          className={({ isActive }) => `${Classes.BUTTON} ${Classes.MINIMAL}${isActive ? ` ${Classes.ACTIVE}` : ''}`}
        >
          {label}
        </NavLink>
      ))}
    </nav>
  );
}
