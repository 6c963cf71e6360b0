import type { Role } from '../__generated__/graphql.ts';

/**
 * Every named route of the spec, in one table. A route whose screen is not built yet has no
 * `screen` and no navigation entry: it is declared so links and redirects have one name to use,
 * and opening it shows the not-found page rather than a stub.
 */
export type RouteName =
  | 'home'
  | 'login'
  | 'segments'
  | 'new_segment'
  | 'view_segment'
  | 'edit_segment'
  | 'new_cross_table'
  | 'view_cross_table'
  | 'edit_cross_table'
  | 'new_merge_segment'
  | 'view_merge_segment'
  | 'edit_merge_segment'
  | 'exception'
  | 'productivize'
  | 'link_list_audiences'
  | 'new_audience'
  | 'audience_detail'
  | 'audience_edit'
  | 'audience_view'
  | 'audience_billing'
  | 'images'
  | 'coupons_list'
  | 'coupons_new'
  | 'coupons_detail'
  | 'coupons_edit'
  | 'coupons_view'
  | 'campaigns_list'
  | 'campaigns_history'
  | 'campaign_history'
  | 'campaigns_rules'
  | 'campaigns_rules_stored'
  | 'variables'
  | 'variable_groups'
  | 'mail_outbox'
  | 'company_configuration'
  | 'report_management'
  | 'report_management_view'
  | 'report_omnichannel'
  | 'report_performance'
  | 'report_monetization'
  | 'report_share';

export type RouteEntry = {
  path: string;
  /** Menu label; routes with a label and a built screen appear in the navigation. */
  label?: string;
  /** Roles that see the menu entry; absent = every role. */
  roles?: readonly Role[];
  /** True once the screen exists. */
  built: boolean;
  /** A company flag of the viewer the menu entry needs (the screen redirects home without it). */
  flag?: 'talononeCoupons';
};

export const ROUTES: Record<RouteName, RouteEntry> = {
  home: { path: '/', label: 'Inicio', built: true },
  login: { path: '/login', built: true },
  segments: { path: '/segments/list', label: 'Segmentos', built: true },
  new_segment: { path: '/segments/new', built: true },
  view_segment: { path: '/segments/:code/view', built: true },
  edit_segment: { path: '/segments/:code/edit', built: true },
  new_cross_table: { path: '/segments/cross-table/new', built: true },
  view_cross_table: { path: '/segments/cross-table/:code/view', built: true },
  edit_cross_table: { path: '/segments/cross-table/:code/edit', built: true },
  new_merge_segment: { path: '/segments/merge/new', built: true },
  view_merge_segment: { path: '/segments/merge/:code/view', built: true },
  edit_merge_segment: { path: '/segments/merge/:code/edit', built: true },
  exception: { path: '/segments/requests', label: 'Solicitudes de acceso', built: true },
  /** Productivize a sandbox use case's table (§5 Table search); query company and useCase preselect them. */
  productivize: { path: '/segments/productivize', built: true },
  link_list_audiences: { path: '/audiences/list', label: 'Audiencias', built: true },
  new_audience: { path: '/audiences/new', built: true },
  audience_detail: { path: '/audiences/:id', built: true },
  audience_edit: { path: '/audiences/:id/edit', built: true },
  /** The audience form in view mode (§2.4); the detail screen with timeline and tracks is audience_detail. */
  audience_view: { path: '/audiences/:id/view', built: true },
  audience_billing: { path: '/audiences/:custom_audience_id/billing', built: true },
  images: { path: '/images/:custom_audience_id', built: true },
  /** Coupon campaigns (§2.6): shown only when the viewer's company has talonone_coupons. */
  coupons_list: { path: '/coupons/list', label: 'Cupones', flag: 'talononeCoupons', built: true },
  coupons_new: { path: '/coupons/new', built: true },
  /** The coupon detail: card, status timeline and the coupons-per-day chart. */
  coupons_detail: { path: '/coupons/:id', built: true },
  coupons_edit: { path: '/coupons/:id/edit', built: true },
  /** The coupon form in view mode (read-only). */
  coupons_view: { path: '/coupons/:id/view', built: true },
  campaigns_list: { path: '/campaigns/list', label: 'Campañas', built: true },
  campaigns_history: { path: '/campaigns/history', built: true },
  campaign_history: { path: '/campaigns/:campaign/campaign_history', built: true },
  /** The campaign rules page (§2.3), parameter campaign. */
  campaigns_rules: { path: '/campaigns/rules/:campaign', built: true },
  /** The rules page without a campaign: opens the campaign last opened from the list (kept in local storage, §2.3), else the list. */
  campaigns_rules_stored: { path: '/campaigns/rules', built: true },
  variables: { path: '/campaigns/variables', label: 'Variables', built: true },
  variable_groups: { path: '/campaigns/variable_group', built: true },
  /** E-mails about publishing runs, for the audience admin. */
  mail_outbox: { path: '/mail/outbox', label: 'Correos enviados', roles: ['AUDIENCE_ADMIN'], built: true },
  company_configuration: { path: '/configuration/companies', label: 'Configuración', roles: ['AUDIENCE_ADMIN'], built: true },
  /** Report management; also the audience campaign report screen (module audience-management-campaign, §2.8). */
  report_management: { path: '/reports/management', label: 'Reportes', built: true },
  report_management_view: { path: '/reports/view/:report', built: true },
  report_omnichannel: { path: '/reports/omnichannel', built: true },
  report_performance: { path: '/reports/performance', built: true },
  report_monetization: { path: '/reports/monetization', built: true },
  report_share: { path: '/reports/share', roles: ['AUDIENCE_ADMIN'], built: true },
};

/** Builds a concrete path from a route name and its params. */
export function pathTo(name: RouteName, params: Record<string, string | number> = {}, query?: Record<string, string>): string {
  const path = ROUTES[name].path.replace(/:([a-z_]+)/g, (_match, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`Falta el parámetro ${key} de la ruta ${name}`);
    return encodeURIComponent(String(value));
  });
  const search = query ? new URLSearchParams(query).toString() : '';
  return search ? `${path}?${search}` : path;
}

/** Menu entries the viewer sees: built screens with a label that their roles allow (and their company's flags, when one is needed). */
export function navigationFor(
  roles: readonly Role[],
  flags: Partial<Record<NonNullable<RouteEntry['flag']>, boolean>> | null = null,
): { name: RouteName; label: string; path: string }[] {
  return (Object.entries(ROUTES) as [RouteName, RouteEntry][])
    .filter(
      ([, r]) => r.built && r.label && (!r.roles || r.roles.some((role) => roles.includes(role))) && (!r.flag || flags?.[r.flag] === true),
    )
    .map(([name, r]) => ({ name, label: r.label!, path: r.path }));
}
