import { H2, Tab, Tabs } from '@blueprintjs/core';
import { useLocation, useNavigate } from 'react-router';
import { variables as t } from '../../i18n/variables.ts';
import { ROUTES } from '../../navigation/routes.ts';
import { GroupsTab } from './components/GroupsTab.tsx';
import { VariablesTab } from './components/VariablesTab.tsx';
import './variables.css';

type TabId = 'variables' | 'groups';

/** The variables page (§2.5): the tab follows the route — a path with variable_group shows the groups. */
export function VariablesPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const tab: TabId = location.pathname.includes('variable_group') ? 'groups' : 'variables';
  return (
    <>
      <header className="inca-page-header">
        <H2>{t.title}</H2>
        <p className="bp6-text-muted">{t.subtitle}</p>
      </header>
      <Tabs
        id="variables-tabs"
        selectedTabId={tab}
        onChange={(id) => navigate(id === 'groups' ? ROUTES.variable_groups.path : ROUTES.variables.path)}
        renderActiveTabPanelOnly
        large
      >
        <Tab id="variables" title={t.tabs.variables} panel={<VariablesTab />} />
        <Tab id="groups" title={t.tabs.groups} panel={<GroupsTab />} />
      </Tabs>
    </>
  );
}
