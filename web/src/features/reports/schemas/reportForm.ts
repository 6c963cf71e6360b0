import { z } from 'zod';
import type { ReportInput, ReportListQuery } from '../../../__generated__/graphql.ts';
import { reports } from '../../../i18n/reports.ts';

const t = reports.form;
export type ReportRow = ReportListQuery['reports'][number];

/** The built-in reports an INCA link may name. */
export const BUILT_IN_LINKS = [
  ['inca:omnicanal', reports.builtInNames.OMNICHANNEL],
  ['inca:performance', reports.builtInNames.PERFORMANCE],
  ['inca:monetization', reports.builtInNames.MONETIZATION],
  ['inca:quality_shared', reports.builtInNames.SHARE],
] as const;

const HOUR = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Whether a text is an update hour HH:MM from 00:00 to 23:59 (what the service takes). */
export const isUpdateHour = (value: string): boolean => HOUR.test(value);
const required = z.string().trim().min(1, t.required);

/** The report form (spec §5): every field required; the service checks the same rules. */
export const reportFormSchema = z
  .object({
    code: required.regex(/^[A-Za-z0-9_-]{1,60}$/, t.code_),
    title: required.max(120),
    type: z.enum(['POWERBI', 'LOOKERSTUDIO', 'INCA'], { message: t.required }),
    description: required.max(1000),
    allPermission: z.boolean(),
    link: required,
    updateHours: z.array(z.string().regex(HOUR, t.hour)).min(1, t.hoursRequired),
    maintenance: z.boolean(),
    organizations: z.array(z.string()),
  })
  .superRefine((v, ctx) => {
    const inca = /^inca:(omnicanal|performance|monetization|quality_shared)$/.test(v.link);
    let https: boolean;
    try {
      https = new URL(v.link).protocol === 'https:';
    } catch {
      https = false;
    }
    if (v.link && (v.type === 'INCA' ? !inca : !https)) ctx.addIssue({ code: 'custom', path: ['link'], message: t.linkInvalid });
  });
export type ReportForm = z.infer<typeof reportFormSchema>;

export const EMPTY_REPORT: ReportForm = {
  code: '',
  title: '',
  type: 'INCA',
  description: '',
  allPermission: true,
  link: 'inca:performance',
  updateHours: ['06:00'],
  maintenance: false,
  organizations: [],
};

export const formOf = (r: ReportRow): ReportForm => ({
  code: r.code,
  title: r.title,
  type: r.type,
  description: r.description,
  allPermission: r.allPermission,
  link: r.link,
  updateHours: [...r.updateHours],
  maintenance: r.maintenance,
  organizations: [...r.organizations],
});

export const inputOf = (f: ReportForm, module: string): ReportInput => ({
  ...f,
  organizations: f.allPermission ? [] : f.organizations,
  module,
});

/** Report management's filter (spec §5): a title or a description, trimmed, case-insensitive contains. */
export function filterReports(rows: readonly ReportRow[], filter: { title: string; description: string }): ReportRow[] {
  const title = filter.title.trim().toLocaleLowerCase('es');
  const description = filter.description.trim().toLocaleLowerCase('es');
  return rows.filter(
    (r) =>
      (!title || r.title.toLocaleLowerCase('es').includes(title)) &&
      (!description || r.description.toLocaleLowerCase('es').includes(description)),
  );
}
