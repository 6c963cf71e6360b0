import { useState } from 'react';
import { Navigate } from 'react-router';
import { H2, Tab, Tabs } from '@blueprintjs/core';
import { configuration } from '../../i18n/configuration.ts';
import { useViewer } from '../../session/viewer.ts';
import { AdsAccountsTab } from './components/AdsAccountsTab.tsx';
import { FlagsTab } from './components/FlagsTab.tsx';
import './configuration.css';

/** The per-company configuration screen (spec §2.7): activators and ads accounts; the audience admin's only. */
export function ConfigurationPage() {
  const viewer = useViewer();
  const [tab, setTab] = useState<'flags' | 'ads'>('flags');
  // Only the audience admin reaches this screen (its service paths refuse everyone else too).
  if (!viewer.roles.includes('AUDIENCE_ADMIN')) return <Navigate to="/" replace />;
  return (
    <>
      <header className="inca-page-header">
        <H2>{configuration.title}</H2>
        <p className="bp6-text-muted">{configuration.subtitle}</p>
      </header>
      <Tabs id="configuration-tabs" selectedTabId={tab} onChange={(id) => setTab(id as 'flags' | 'ads')} large renderActiveTabPanelOnly>
        <Tab id="flags" title={configuration.tabs.flags} panel={<FlagsTab />} />
        <Tab id="ads" title={configuration.tabs.ads} panel={<AdsAccountsTab />} />
      </Tabs>
    </>
  );
}
