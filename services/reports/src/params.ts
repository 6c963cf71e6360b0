import { purposeKey, sign, signatureValid } from '@inca/crypto';
import { REPORT_MESSAGES } from '@inca/domain';
import { forbidden } from '@inca/service-kit';
import type { ReportFilters } from './schemas.ts';

/** What a report frame is opened with (spec §7 generate_param): who, for which company, which filters, signed. */
export type ReportParams = { company: string; user: string; filters: ReportFilters; issued: number; sig: string };

/** Signed params stay usable for 12 hours: long enough for a working day, short enough that a leaked link dies. */
const LIFETIME_S = 12 * 3600;

/**
 * Signs and checks report params (@inca/crypto) with the report params' key, derived from the
 * installation's key (SECRETS_KEY, the same on every instance); without one, a random key of this
 * process (params then verify only where they were issued, until it restarts).
 */
export class ParamSigner {
  private readonly key: Buffer;

  constructor(installationKey: Buffer | undefined) {
    this.key = purposeKey(installationKey, 'report-params');
  }

  private static payload(p: Omit<ReportParams, 'sig'>): string {
    return JSON.stringify([
      p.company,
      p.user,
      p.issued,
      Object.entries(p.filters)
        .filter(([, v]) => v !== undefined)
        .sort(([a], [b]) => a.localeCompare(b)),
    ]);
  }

  async sign(company: string, user: string, filters: ReportFilters, now = Date.now()): Promise<string> {
    const unsigned = { company, user, filters, issued: Math.floor(now / 1000) };
    const sig = sign(this.key, ParamSigner.payload(unsigned));
    return JSON.stringify({ ...unsigned, sig } satisfies ReportParams);
  }

  /** The params if they are ours, unedited, unexpired and issued to this user; else 403. */
  async verify(text: string, user: string, now = Date.now()): Promise<ReportParams> {
    let parsed: ReportParams;
    try {
      parsed = JSON.parse(text) as ReportParams;
    } catch {
      throw forbidden(REPORT_MESSAGES.badParams);
    }
    const shapeOk =
      typeof parsed === 'object' &&
      parsed !== null &&
      typeof parsed.company === 'string' &&
      typeof parsed.user === 'string' &&
      typeof parsed.issued === 'number' &&
      typeof parsed.sig === 'string' &&
      typeof parsed.filters === 'object' &&
      parsed.filters !== null;
    if (!shapeOk) throw forbidden(REPORT_MESSAGES.badParams);
    const fresh = parsed.issued <= now / 1000 + 60 && now / 1000 - parsed.issued < LIFETIME_S;
    if (!signatureValid(this.key, ParamSigner.payload(parsed), parsed.sig) || !fresh || parsed.user !== user)
      throw forbidden(REPORT_MESSAGES.badParams);
    return parsed;
  }
}
