import { CORPORATE_COMPANY, isAudienceAdmin, type Identity } from './roles.ts';

/** Where a report is hosted, as the spec names it: Power BI, Looker Studio, or drawn by the platform from its own data. */
export const REPORT_TYPES = ['POWERBI', 'LOOKERSTUDIO', 'INCA'] as const;
export type ReportType = (typeof REPORT_TYPES)[number];

/** The module report management lists when none is named (spec §9). */
export const DEFAULT_REPORT_MODULE = 'audience-management-campaign';

/** The company-wide analytics reports (aud_analytics) and the built-in reports that draw them. */
export const ANALYTICS_REPORTS = ['omnicanal', 'performance', 'monetization', 'quality_shared'] as const;
export type AnalyticsReport = (typeof ANALYTICS_REPORTS)[number];

/** The omnichannel report exists for the corporate company and the brands company only (spec §2.9, §6). */
export const OMNICHANNEL_COMPANIES: readonly string[] = [CORPORATE_COMPANY, '024'];

export const REPORT_MESSAGES = {
  required: 'Este campo es obligatorio.',
  type: 'El tipo de reporte no es válido: use POWERBI, LOOKERSTUDIO o INCA.',
  updateHours: 'Indique al menos una hora de actualización (HH:MM).',
  hour: 'Las horas de actualización usan el formato HH:MM (00:00 a 23:59).',
  link: 'El enlace debe ser una dirección https:// o, para un reporte de INCA, inca:<reporte>.',
  code: 'El código usa letras, números, guiones y guiones bajos (hasta 60).',
  codeTaken: 'Ya existe un reporte con ese código en el módulo.',
  organizations: 'Las organizaciones son códigos de empresa de tres dígitos.',
  notFound: 'El reporte no existe o no está disponible para usted.',
  onlyAdmin: 'Solo la administración de audiencias puede gestionar reportes.',
  badParams: 'El enlace del reporte no es válido o expiró. Vuelva a abrir el reporte desde el menú.',
  notForCompany: 'Este reporte no está disponible para su empresa.',
  filterRequired: 'Ingrese un título o una descripción para filtrar.',
} as const;

/** Whether a report of the list is open to the caller: admins see all; others reports open to all or to their company. */
export function reportVisibleTo(
  identity: Pick<Identity, 'roles' | 'companyCode'>,
  report: { all_permission: boolean; organizations: readonly string[] },
): boolean {
  return isAudienceAdmin(identity) || report.all_permission || report.organizations.includes(identity.companyCode);
}

/**
 * Which analytics reports a caller may open: the omnichannel one only for companies 032 and 024;
 * the audience share report (quality_shared) only for the audience admin; the rest for everyone.
 */
export function analyticsReportOpenTo(identity: Pick<Identity, 'roles' | 'companyCode'>, report: AnalyticsReport): boolean {
  if (report === 'omnicanal') return OMNICHANNEL_COMPANIES.includes(identity.companyCode);
  if (report === 'quality_shared') return isAudienceAdmin(identity);
  return true;
}

/** `HH:MM` on a 24-hour clock. */
export const isUpdateHour = (value: string): boolean => /^([01]\d|2[0-3]):[0-5]\d$/.test(value);

/** An INCA link names a built-in report: `inca:omnicanal`. */
export function builtInReportOf(link: string): AnalyticsReport | undefined {
  const match = /^inca:([a-z_]+)$/.exec(link);
  return match && (ANALYTICS_REPORTS as readonly string[]).includes(match[1]!) ? (match[1] as AnalyticsReport) : undefined;
}

/** Whether a link suits a report type: https for Power BI and Looker Studio, inca:<report> for INCA. */
export function linkSuitsType(type: ReportType, link: string): boolean {
  if (type === 'INCA') return builtInReportOf(link) !== undefined;
  try {
    const url = new URL(link);
    return url.protocol === 'https:' && url.hostname.length > 0 && !url.username && !url.password;
  } catch {
    return false;
  }
}

/** The frame address (spec §7): the report URL plus the URL-encoded JSON params. */
export function frameUrl(link: string, params: string): string {
  return `${link}${link.includes('?') ? '&' : '?'}params=${encodeURIComponent(params)}`;
}

/** The report id made on create: 'report_' plus a timestamp (spec §3). */
export const newReportId = (now: Date): string => `report_${now.getTime()}`;
