import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Pool } from '@inca/db';
import { REPORT_MESSAGES } from '@inca/domain';
import { forbidden } from '@inca/service-kit';
import type { ReportFilters } from './schemas.ts';

/** What a report frame is opened with (spec §7 generate_param): who, for which company, which filters, signed. */
export type ReportParams = { company: string; user: string; filters: ReportFilters; issued: number; sig: string };

/** Signed params stay usable for 12 hours: long enough for a working day, short enough that a leaked link dies. */
const LIFETIME_S = 12 * 3600;

/** Signs and checks report params with the installation's key (kept in reports.signing_keys). */
export class ParamSigner {
  private key: Promise<Buffer> | undefined;

  constructor(private readonly pool: Pool, private readonly schema: string) {}

  private secret(): Promise<Buffer> {
    this.key ??= (async () => {
      await this.pool.query(`INSERT INTO ${this.schema}.signing_keys (id, secret) VALUES (1, $1) ON CONFLICT (id) DO NOTHING`, [randomBytes(32).toString('base64url')]);
      const { rows } = await this.pool.query<{ secret: string }>(`SELECT secret FROM ${this.schema}.signing_keys WHERE id = 1`);
      return Buffer.from(rows[0]!.secret, 'base64url');
    })();
    this.key.catch(() => (this.key = undefined));
    return this.key;
  }

  private static payload(p: Omit<ReportParams, 'sig'>): string {
    return JSON.stringify([p.company, p.user, p.issued, Object.entries(p.filters).filter(([, v]) => v !== undefined).sort(([a], [b]) => a.localeCompare(b))]);
  }

  async sign(company: string, user: string, filters: ReportFilters, now = Date.now()): Promise<string> {
    const unsigned = { company, user, filters, issued: Math.floor(now / 1000) };
    const sig = createHmac('sha256', await this.secret()).update(ParamSigner.payload(unsigned)).digest('base64url');
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
      typeof parsed === 'object' && parsed !== null && typeof parsed.company === 'string' && typeof parsed.user === 'string' &&
      typeof parsed.issued === 'number' && typeof parsed.sig === 'string' && typeof parsed.filters === 'object' && parsed.filters !== null;
    if (!shapeOk) throw forbidden(REPORT_MESSAGES.badParams);
    const expected = createHmac('sha256', await this.secret()).update(ParamSigner.payload(parsed)).digest();
    const given = Buffer.from(parsed.sig, 'base64url');
    const fresh = parsed.issued <= now / 1000 + 60 && now / 1000 - parsed.issued < LIFETIME_S;
    if (given.length !== expected.length || !timingSafeEqual(given, expected) || !fresh || parsed.user !== user) throw forbidden(REPORT_MESSAGES.badParams);
    return parsed;
  }
}
