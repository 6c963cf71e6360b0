import type { AnalyticsReportKind, ReportInput, ReportType, Resolvers } from '../__generated__/resolvers-types.ts';
import type { AnalyticsReport, ReportFieldsInput, ReportFiltersInput, ReportFrameDto } from '@inca/contracts/reports';

const iso = (value: string) => new Date(value).toISOString();

const KIND_TO_DTO: Record<AnalyticsReportKind, AnalyticsReport> = {
  OMNICHANNEL: 'omnicanal',
  PERFORMANCE: 'performance',
  MONETIZATION: 'monetization',
  SHARE: 'quality_shared',
};
const DTO_TO_KIND = Object.fromEntries(Object.entries(KIND_TO_DTO).map(([k, v]) => [v, k])) as Record<AnalyticsReport, AnalyticsReportKind>;

const fields = (input: ReportInput): ReportFieldsInput => ({
  code: input.code,
  title: input.title,
  type: input.type,
  description: input.description,
  link: input.link,
  all_permission: input.allPermission,
  update_hours: input.updateHours,
  maintenance: input.maintenance,
  organizations: input.organizations ?? [],
  module: input.module ?? 'audience-management-campaign',
});

export const resolvers: Resolvers = {
  Query: {
    reports: (_root, { module }, { reports }) => reports.listByModule(module ?? 'audience-management-campaign'),
    report: (_root, { id }, { reports }) => reports.get(id),
    analyticsReport: async (_root, { report }, { reports }) => {
      const kind = KIND_TO_DTO[report];
      const links = await reports.analyticsLinks();
      const link = links[kind];
      if (!link) return { report, available: false, frame: null };
      const type = links.types[kind] ?? 'INCA';
      const params = await reports.params(kind);
      const frame: ReportFrameDto =
        type === 'INCA'
          ? { type, url: null, params, built_in: (link.replace(/^inca:/, '') as AnalyticsReport) ?? kind }
          : { type, url: `${link}${link.includes('?') ? '&' : '?'}params=${encodeURIComponent(params)}`, params, built_in: null };
      return { report, available: true, frame };
    },
    builtInReport: (_root, { report, params, filter }, { reports }) =>
      reports.builtIn(KIND_TO_DTO[report], params, {
        company_code: filter?.companyCode ?? undefined,
        from: filter?.from ?? undefined,
        to: filter?.to ?? undefined,
        // The service refuses a platform it does not know, with its own message.
        platform: (filter?.platform ?? undefined) as ReportFiltersInput['platform'],
      }),
  },
  Mutation: {
    createReport: (_root, { input }, { reports }) => reports.create(fields(input)),
    updateReport: (_root, { id, input }, { reports }) => reports.update(id, fields(input)),
    deleteReport: (_root, { id }, { reports }) => reports.delete(id),
  },
  Report: {
    id: (r) => String(r.id),
    type: (r) => r.type.toUpperCase() as ReportType,
    allPermission: (r) => r.all_permission,
    updateHours: (r) => r.update_hours,
    organizations: (r) => r.organizations,
    createdUser: (r) => r.created_user,
    updatedUser: (r) => r.updated_user,
    createdDate: (r) => iso(r.created_date),
    updatedDate: (r) => iso(r.updated_date),
    frame: async (r, _args, { reports }) => r.frame ?? (await reports.get(String(r.id))).frame!,
  },
  ReportFrame: {
    type: (f) => f.type.toUpperCase() as ReportType,
    builtIn: (f) => (f.built_in ? DTO_TO_KIND[f.built_in] : null),
  },
  BuiltInReport: {
    report: (r) => DTO_TO_KIND[r.report],
    createdByMonth: (r) => r.figures.createdByMonth,
    statusByPlatform: (r) =>
      r.figures.statusByPlatform.map((s) => ({ platform: s.platform, status: s.status, statusName: s.status_name, count: s.count })),
    publishedByMonth: (r) => r.figures.publishedByMonth,
    billing: (r) =>
      r.figures.billing.map((b) => ({
        companyCode: b.company_code,
        companyName: b.company_name,
        platform: b.platform,
        totalMatch: b.total_match,
        uploaded: b.uploaded,
      })),
    segmentReach: (r) =>
      r.figures.segmentReach.map((s) => ({
        companyCode: s.company_code,
        companyName: s.company_name,
        segments: s.segments,
        customers: s.customers,
      })),
    couponsByDay: (r) =>
      (r.figures.couponsByDay ?? []).map((c) => ({
        day: c.day,
        companyCode: c.company_code,
        companyName: c.company_name,
        issued: c.issued,
        reserved: c.reserved,
        redeemed: c.redeemed,
      })),
  },
};
