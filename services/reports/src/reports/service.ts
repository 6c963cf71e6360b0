import type { Request } from 'express';
import { REPORT_MESSAGES, analyticsReportOpenTo, builtInReportOf, frameUrl, type AnalyticsReport, type Identity } from '@inca/domain';
import type { AnswerOf } from '@inca/contracts';
import type { ReportFilters, ReportFrameDto, getBuiltInReport } from '@inca/contracts/reports';
import { forbidden } from '@inca/service-kit';
import { fetchAnalytics } from '../analytics.ts';
import type { ReportsContext } from '../context.ts';
import { ParamSigner } from '../params.ts';
import type { ReportRow } from './repository.ts';

const santiagoToday = (now = new Date()) => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Santiago' }).format(now);
const yearBefore = (day: string) => `${Number(day.slice(0, 4)) - 1}${day.slice(4)}`.replace(/-02-29$/, '-02-28');

const NO_COMPANY_ACCESS = 'No tiene acceso a los datos de esa empresa.';

/** Signed frames and params, and the figures of the built-in reports. */
export class ReportsService {
  private readonly signer: ParamSigner;

  constructor(private readonly ctx: ReportsContext) {
    this.signer = new ParamSigner(ctx.sealingKey);
  }

  /** The frame a report opens in: hosted reports get their URL with signed params; INCA ones name the built-in report. */
  async frameFor(row: Pick<ReportRow, 'type' | 'link'>, company: string, user: string): Promise<ReportFrameDto> {
    const params = await this.signer.sign(company, user, {});
    return {
      type: row.type,
      params,
      url: row.type === 'INCA' ? null : frameUrl(row.link, params),
      built_in: row.type === 'INCA' ? (builtInReportOf(row.link) ?? null) : null,
    };
  }

  /** Params signed for the caller, with filters narrowed to a company they may see. */
  async signParams(req: Request, who: Identity, filters: ReportFilters): Promise<string> {
    if (filters.company_code && !(await this.ctx.directory.accessibleCompanyCodes(req)).has(filters.company_code))
      throw forbidden(NO_COMPANY_ACCESS);
    return this.signer.sign(who.companyCode, who.email, filters);
  }

  /**
   * The figures of a built-in (INCA) report. The params must be the ones this service signed for
   * this user and company; filters only narrow within the caller's scope.
   */
  async builtInReport(
    req: Request,
    who: Identity,
    input: { report: AnalyticsReport; params: string; filters: ReportFilters },
  ): Promise<AnswerOf<typeof getBuiltInReport>['data']> {
    const { report, params, filters } = input;
    const signed = await this.signer.verify(params, who.email);
    if (signed.company !== who.companyCode) throw forbidden(REPORT_MESSAGES.badParams);
    if (!analyticsReportOpenTo(who, report)) throw forbidden(REPORT_MESSAGES.notForCompany);
    const scope = await this.ctx.directory.accessibleCompanyCodes(req);
    const company = filters.company_code ?? signed.filters.company_code;
    if (company && !scope.has(company)) throw forbidden(NO_COMPANY_ACCESS);
    const to = filters.to ?? signed.filters.to ?? santiagoToday();
    const from = filters.from ?? signed.filters.from ?? yearBefore(to);
    const platform = filters.platform ?? signed.filters.platform;
    const companies = company ? [company] : [...scope].sort();
    const figures = (await fetchAnalytics(this.ctx.directory.baseUrl, req, { companies, from, to, platform })) as AnswerOf<
      typeof getBuiltInReport
    >['data']['figures'];
    return { report, companies, from, to, platform: platform ?? null, figures };
  }
}
