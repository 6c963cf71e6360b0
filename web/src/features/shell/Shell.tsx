import { useApolloClient, useQuery } from '@apollo/client/react';
import { Outlet, NavLink, useNavigate } from 'react-router';
import { Alignment, Button, Classes, Navbar, NonIdealState, Spinner, Tooltip } from '@blueprintjs/core';
import { navigationFor } from '../../navigation/routes.ts';
import { graphQLErrorOf, isUnauthenticated } from '../../apollo/errors.ts';
import { loginPath } from '../../session/loginRedirect.ts';
import { logout } from '../../session/session.ts';
import { es } from '../../i18n/es.ts';
import { initials } from '../../ui/format.ts';
import { SHELL_VIEWER, ViewerContext } from '../../session/viewer.ts';
import './shell.css';

/** The frame around every screen: top bar with navigation by role, the user and their company. */
export function Shell() {
  const navigate = useNavigate();
  const client = useApolloClient();
  const { data, loading, error, refetch } = useQuery(SHELL_VIEWER, { context: { quietErrors: true } });

  async function signOut() {
    await logout();
    await client.clearStore();
    navigate(loginPath('logout'), { replace: true });
  }

  // Without a session the error link is already on its way to the login page.
  const signedOut = isUnauthenticated(error);
  if ((loading && !data) || (signedOut && !data)) {
    return (
      <div className="inca-center">
        <Spinner aria-label={es.shell.loading} />
      </div>
    );
  }
  if (!data) {
    return (
      <div className="inca-center">
        <NonIdealState
          icon="offline"
          title={es.shell.loadFailed}
          description={graphQLErrorOf(error)?.message ?? es.errors.network}
          action={<Button icon="refresh" text={es.shell.retry} onClick={() => void refetch()} />}
        />
      </div>
    );
  }

  const viewer = data.viewer;
  const items = navigationFor(viewer.roles, viewer.company.flags);
  const roles = viewer.roles.map((r) => es.roles[r] ?? r).join(', ');

  return (
    <ViewerContext.Provider value={viewer}>
      <Navbar className="inca-navbar">
        <Navbar.Group align={Alignment.START}>
          <Navbar.Heading className="inca-brand">
            <span className="inca-brand-mark small" aria-hidden>
              IN
            </span>
            {es.appName}
          </Navbar.Heading>
          <Navbar.Divider />
          <nav aria-label={es.shell.navigation} className="inca-nav">
            {items.map((item) => (
              <NavLink
                key={item.name}
                to={item.path}
                end
                className={({ isActive }) => `${Classes.BUTTON} ${Classes.MINIMAL} ${isActive ? Classes.ACTIVE : ''}`}
              >
                {item.label}
              </NavLink>
            ))}
          </nav>
        </Navbar.Group>
        <Navbar.Group align={Alignment.END}>
          {/* Name over company keeps the admin's full menu on one row at 1440 px; the roles are in the tooltip. */}
          <Tooltip content={`${viewer.email} · ${roles}`} placement="bottom-end">
            <span className="inca-user" data-testid="navbar-user" tabIndex={0}>
              <span className="inca-avatar" aria-hidden>
                {initials(viewer.name)}
              </span>
              <span>
                <strong>{viewer.name}</strong>
                <small className={Classes.TEXT_MUTED} data-testid="navbar-company" title={viewer.company.name}>
                  {viewer.company.code} · {viewer.company.alias}
                </small>
              </span>
            </span>
          </Tooltip>
          <Tooltip content={es.shell.logout} placement="bottom-end">
            <Button variant="minimal" icon="log-out" aria-label={es.shell.logout} onClick={() => void signOut()} data-testid="logout" />
          </Tooltip>
        </Navbar.Group>
      </Navbar>
      <main className="inca-page">
        <Outlet />
      </main>
    </ViewerContext.Provider>
  );
}
