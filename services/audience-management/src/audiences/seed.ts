import {
  AUDIENCE_NAME_MAX_CREATE,
  PLATFORMS,
  adobeFieldErrors,
  audienceFormErrors,
  audienceNamePrefixFor,
  billingFigure,
  enabledPlatforms,
  googleAudienceTypeRule,
  googleFieldErrors,
  matchCountOf,
  matchDataFor,
  platformSelectionError,
  santiagoToday,
  storedUpdateDay,
  updateDayKind,
  type Platform,
} from '@inca/domain';
import { withTransaction, type Pool, type Queryable } from '@inca/db';
import { DEMO_COMPANIES } from '@inca/demo-data';
import { SCHEMA } from '../schema.ts';
import { PLACES, prng, refreshSegmentCounters } from '../segments/index.ts';

const DAY = 86_400_000;
/** Every company sees every status: the first eight audiences of a company take one each. */
const STATUS_CYCLE = ['P_PUB', 'P_ENV', 'P_ACT', 'P_NOD', 'E_ENV', 'E_PUB', 'E_CRD', 'E_PRC', 'P_PUB', 'P_ENV', 'P_PUB'];
const FREQUENCIES = ['1_DAY', '1_WEEK', '15_DAY', '1_MONTH', '6_MONTH'] as const;
const UNBILLED: readonly string[] = ['salesforce', 'talonone'];
/** The Talon.One simulator's applications and campaigns (ids as its API answers them). */
const DEMO_TALONONE: readonly { id: string; campaigns: readonly string[] }[] = [
  { id: '1201', campaigns: ['50101', '50102', '50103'] },
  { id: '1202', campaigns: ['50201'] },
];

/** The last API check of each demo account: every §4 health case appears (ok, version, credentials, checkup, deleted, unknown, never checked). */
const DEMO_API_ERRORS: Record<string, Record<string, string>[]> = {
  corp_digital: [{ gads_error: 'ok', fbk_error: 'ok', tiktok_error: 'ok', criteo_error: 'ok' }],
  corp_crm: [],
  retail_ads: [{ gads_error: 'ok', fbk_error: 'Error validating access token: Session has expired', tiktok_error: 'ok' }],
  retail_loyalty: [{ talonone_error: 'ok' }],
  retail_retargeting: [{ criteo_error: 'ok', gads_error: 'AUTHORIZATION_ERROR: invalid_grant', adobe_error: 'ok' }],
  brand_social: [{ fbk_error: 'Please complete the Data Use Checkup for this app', tiktok_error: 'ok' }],
  brand_search: [{ gads_error: 'The API version v14 is no longer supported' }],
  finance_main: [{ gads_error: 'ok', fbk_error: 'ok', salesforce_error: 'ok' }],
  finance_coupons: [{ talonone_error: 'application deleted', criteo_error: 'Unexpected gateway response' }],
};

type Account = { id: string; company_code: string; technical_name: string } & Record<`flag_${Platform}`, '0' | '1'>;
type SeedSegment = { code: string; business_name: string; owner_company_code: string; type_name: string; row_count_unique: string };
type Entry = { code: string; date: Date; users: number; rows: number; match: Record<string, number> | null; message: string | null };

/**
 * The life of a demo audience: created (P_NOD), then a run every month or so (P_ENV with the file,
 * P_ACT, P_PUB with the platform's match shape), ending in `finalStatus` at its last date.
 */
function lifeOf(platform: Platform, created: Date, now: Date, finalStatus: string, size: number, random: () => number): Entry[] {
  const entries: Entry[] = [
    {
      code: 'P_NOD',
      date: created,
      users: size,
      rows: 0,
      match: null,
      message: platform === 'adobe' ? 'Esperando la primera carga del dataset.' : null,
    },
  ];
  if (finalStatus === 'P_NOD') return entries;
  const span = now.getTime() - created.getTime();
  const runs = Math.max(1, Math.min(8, Math.floor(span / (30 * DAY))));
  for (let r = 0; r < runs; r++) {
    const at = created.getTime() + ((r + 1) * span) / (runs + 1);
    const users = Math.round(size * (0.9 + random() * 0.2));
    const rows = Math.round(users * 0.97);
    const last = r === runs - 1;
    entries.push({ code: 'P_ENV', date: new Date(at), users, rows, match: null, message: null });
    if (last && finalStatus === 'P_ENV') break;
    if (last && finalStatus.startsWith('E_')) {
      entries.push({ code: finalStatus, date: new Date(at + 3_600_000), users, rows, match: null, message: null });
      break;
    }
    entries.push({ code: 'P_ACT', date: new Date(at + 3_600_000), users, rows, match: null, message: null });
    if (last && finalStatus === 'P_ACT') break;
    const match = matchDataFor(platform, Math.round(rows * (0.35 + random() * 0.4)));
    entries.push({ code: 'P_PUB', date: new Date(at + 6 * 3_600_000), users, rows, match, message: null });
  }
  return entries;
}

/**
 * A name of at most 45 typed characters (§5): the organisation prefix, the platform, a number, the
 * segment's theme, shortened as a person would: the place left out first ("Compradores de
 * electrónica", not "… electrónica Zona"), then whole words.
 */
export function audienceName(prefix: string, platform: string, n: number, segmentName: string): string {
  const theme = segmentName.replace(/^INCA_[^_]+_/, '').replace(/[<>"'`]/g, '');
  const head = `${prefix}${platform}${String(n).padStart(2, '0')}`;
  const place = PLACES.find((p) => theme.endsWith(` ${p}`));
  for (const candidate of place ? [theme, theme.slice(0, -place.length - 1)] : [theme]) {
    const typed = `${head} ${candidate}`;
    if (typed.length <= AUDIENCE_NAME_MAX_CREATE) return `INCA_${typed}`;
  }
  let typed = head.slice(0, AUDIENCE_NAME_MAX_CREATE);
  for (const word of theme.split(/\s+/).filter(Boolean)) {
    if (typed.length + 1 + word.length > AUDIENCE_NAME_MAX_CREATE) break;
    typed += ` ${word}`;
  }
  return `INCA_${typed}`;
}

/**
 * Demo audiences, once: every company gets audiences on every platform its accounts enable, in
 * every status, some disabled, some requested, some with a pending frequency update, with
 * timelines and tracks over months and billing rows. Each one passes the product's own rules.
 */
export async function seedAudiences(pool: Pool, now = new Date()): Promise<void> {
  await withTransaction(pool, async (db) => {
    const { rows: existing } = await db.query<{ n: string }>(`SELECT count(*) AS n FROM ${SCHEMA}.audiences`);
    if (Number(existing[0]?.n) > 0) return;
    for (const [name, errors] of Object.entries(DEMO_API_ERRORS)) {
      // A check has a time ("Última verificación"): yesterday's, so today's daily check is still due; never checked keeps none.
      await db.query(
        `UPDATE ${SCHEMA}.ads_accounts SET api_errors = $2, api_checked_at = CASE WHEN jsonb_array_length($2::jsonb) > 0 THEN now() - interval '1 day' END WHERE technical_name = $1`,
        [name, JSON.stringify(errors)],
      );
    }
    const random = prng(9);
    const accounts = (
      await db.query<Account>(
        `SELECT id, company_code, technical_name, ${PLATFORMS.map((p) => `flag_${p}`).join(', ')} FROM ${SCHEMA}.ads_accounts ORDER BY company_code, id`,
      )
    ).rows;
    const flags = new Map(
      (
        await db.query<{ company_code: string; edit_audience_type_google: string }>(
          `SELECT company_code, edit_audience_type_google FROM ${SCHEMA}.company_flags`,
        )
      ).rows.map((r) => [r.company_code, r.edit_audience_type_google === '1']),
    );
    // Segments offered to their own company (§6: a 032 segment shared with another company is not).
    // Newest codes first, so the oldest segments of each company stay free of audiences (editable without override).
    const all = (
      await db.query<SeedSegment & { offered: boolean }>(
        `SELECT s.code, s.business_name, s.owner_company_code, t.name AS type_name, s.row_count_unique,
                NOT EXISTS (SELECT 1 FROM ${SCHEMA}.segment_shares sh WHERE sh.segment_code = s.code AND sh.shared_with_company_code <> s.owner_company_code) AS offered
           FROM ${SCHEMA}.segments s JOIN ${SCHEMA}.segment_types t ON t.id = s.segment_type_id
          ORDER BY s.code DESC`,
      )
    ).rows;
    const segments = all.filter((s) => s.offered);
    const platformNames = new Map(
      (await db.query<{ code: string; name: string }>(`SELECT code, name FROM ${SCHEMA}.ads_platforms`)).rows.map((r) => [r.code, r.name]),
    );
    const write = new AudienceWriter(db, now, random, flags, platformNames);
    for (const company of DEMO_COMPANIES) {
      const prefix = audienceNamePrefixFor(company.domain);
      const own = segments.filter((s) => s.owner_company_code === company.code);
      const contact = own.filter((s) => s.type_name !== 'SEGMENT_ADVERTISING');
      const advertising = own.filter((s) => s.type_name === 'SEGMENT_ADVERTISING');
      let n = 0;
      for (const account of accounts.filter((a) => a.company_code === company.code)) {
        for (const platform of enabledPlatforms(account)) {
          for (let k = 0; k < 3; k++) {
            const segment =
              platform === 'gads' && k === 2 && advertising.length > 0
                ? advertising[n % advertising.length]!
                : contact[(n * 7 + k) % contact.length];
            if (!segment) continue;
            await write.audience({
              n,
              prefix,
              company: company.code,
              account,
              platform,
              segment,
              status: STATUS_CYCLE[n % STATUS_CYCLE.length]!,
              requested: false,
            });
            n += 1;
          }
        }
      }
    }
    // Requested audiences: companies that reached a 032 segment through an approved data-access request (the
    // segment may have been shared since; a requested audience is read-only, so the form's offer rule does not apply).
    const requests = (
      await db.query<{ segment_code: string; requesting_company_code: string }>(
        `SELECT segment_code, requesting_company_code FROM ${SCHEMA}.access_requests WHERE status = 'APPROVED' ORDER BY id`,
      )
    ).rows;
    for (const [i, r] of requests.entries()) {
      const segment = all.find((s) => s.code === r.segment_code && s.type_name !== 'SEGMENT_ADVERTISING');
      const account = accounts.find((a) => a.company_code === r.requesting_company_code && (a.flag_fbk === '1' || a.flag_tiktok === '1'));
      const company = DEMO_COMPANIES.find((c) => c.code === r.requesting_company_code);
      if (!segment || !account || !company) continue;
      const platform: Platform = account.flag_fbk === '1' ? 'fbk' : 'tiktok';
      await write.audience({
        n: 90 + i,
        prefix: audienceNamePrefixFor(company.domain),
        company: company.code,
        account,
        platform,
        segment,
        status: i % 2 ? 'P_PUB' : 'P_ENV',
        requested: true,
      });
    }
    await refreshSegmentCounters(db);
  });
}

type SeedAudience = {
  n: number;
  prefix: string;
  company: string;
  account: Account;
  platform: Platform;
  segment: SeedSegment;
  status: string;
  requested: boolean;
};

/** Writes one demo audience with its timeline, tracks and billing, after checking it with the product's rules. */
class AudienceWriter {
  constructor(
    private readonly db: Queryable,
    private readonly now: Date,
    private readonly random: () => number,
    private readonly editGoogleType: Map<string, boolean>,
    /** The platforms' names as the screens show them (Google Ads, not gads). */
    private readonly platformNames: Map<string, string>,
  ) {}

  async audience(a: SeedAudience): Promise<void> {
    const { db, now, random } = this;
    const name = audienceName(a.prefix, a.platform, a.n, a.segment.business_name);
    const created = new Date(now.getTime() - (45 + Math.floor(random() * 400)) * DAY);
    const start = santiagoToday(created);
    const end = santiagoToday(new Date(created.getTime() + (200 + Math.floor(random() * 500)) * DAY));
    const frequency = FREQUENCIES[a.n % FREQUENCIES.length]!;
    const kind = updateDayKind(frequency);
    const updateDay = storedUpdateDay(frequency, kind === 'WEEKDAY' ? a.n % 7 : kind === 'MONTH_DAY' ? 1 + (a.n % 28) : null);
    const description = `Audiencia ${this.platformNames.get(a.platform) ?? a.platform} de ${a.segment.business_name}`.slice(0, 200);
    const google = a.platform === 'gads' ? this.google(a) : null;
    const adobe =
      a.platform === 'adobe'
        ? { dataset_adobe: `inca_${a.prefix}ds`, table_adobe: `t_inca_rel_aud${a.n}`, nombre_var_adobe: `_inca.audiencias.flag${a.n}` }
        : null;
    const talon = a.platform === 'talonone' ? await this.talonOne(a.account, a.n) : null;
    // Demo data is product data: a demo audience the product would refuse fails the seed.
    const problems = {
      ...audienceFormErrors(
        {
          name,
          description,
          segmentCode: a.segment.code,
          adsAccountCode: a.account.technical_name,
          startDate: start,
          endDate: end,
          frequency,
          updateDay,
          platforms: [a.platform],
        },
        'create',
      ),
      ...(google ? googleFieldErrors(google) : {}),
      ...(adobe ? adobeFieldErrors({ ...adobe, table_adobe: adobe.table_adobe }, 'create') : {}),
      platform: platformSelectionError([a.platform], a.account, a.segment.type_name),
    };
    const problem = Object.values(problems).find(Boolean);
    if (problem) throw new Error(`Audiencia de demostración inválida (${name}): ${problem}`);
    const automation = a.platform === 'salesforce' ? await this.automation(a, name, created) : null;
    const size = Number(a.segment.row_count_unique) || 20_000 + Math.floor(random() * 900_000);
    const life = lifeOf(a.platform, created, now, a.status, size, random);
    const last = life[life.length - 1]!;
    const published = [...life].reverse().find((e) => e.code === 'P_PUB');
    const sent = [...life].reverse().find((e) => e.code === 'P_ENV');
    const { rows } = await db.query<{ id: string }>(
      `INSERT INTO ${SCHEMA}.audiences (custom_audience_name, custom_audience_description, company_code, segment_code, ads_platform_code, ads_account_id,
         assignment_status_code, assignment_status_date, source_file_row_count, audience_match_count, match_data, frequency, update_date_number,
         start_date, end_date, last_process_date, is_enabled, requested, to_update, recipients, source_file_name, created_by, created_date,
         audience_type_google, app_id_type, app_id, dataset_adobe, table_adobe, nombre_var_adobe, salesforce_automation_id, talonone_application_id, talonone_campaign_id,
         salesforce_automation_name)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33)
       RETURNING id`,
      [
        name,
        description,
        a.company,
        a.segment.code,
        a.platform,
        a.account.id,
        last.code,
        last.date,
        sent?.rows ?? 0,
        published ? matchCountOf(a.platform, published.match) : null,
        published ? JSON.stringify(published.match) : null,
        frequency,
        updateDay,
        start,
        end,
        life.length > 1 ? last.date : null,
        a.n % 6 === 4 ? '0' : '1',
        a.requested,
        a.n % 5 === 2,
        a.n % 3 === 0 ? `marketing@${a.prefix.replace(/_$/, '')}.demo` : '',
        sent ? `inca_${a.company}_${a.n}_${santiagoToday(sent.date).replaceAll('-', '')}.csv` : null,
        'admin@corp.demo',
        created,
        google?.audience_type_google ?? null,
        google?.app_id_type ?? null,
        google?.app_id ?? null,
        adobe?.dataset_adobe ?? null,
        adobe?.table_adobe ?? null,
        adobe?.nombre_var_adobe ?? null,
        automation?.id ?? null,
        talon?.application ?? null,
        talon?.campaign ?? null,
        automation?.name ?? null,
      ],
    );
    const id = rows[0]!.id;
    const billAfter = now.getTime() - 2 * DAY;
    for (const e of life) {
      const timeline = await db.query<{ id: string }>(
        `INSERT INTO ${SCHEMA}.audience_timeline (audience_id, assignment_status_code, assignment_status_date, match_data, audience_match_count, segment_row_count_unique, source_file_row_count, message)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
        [
          id,
          e.code,
          e.date,
          e.match ? JSON.stringify(e.match) : null,
          e.match ? matchCountOf(a.platform, e.match) : null,
          e.users,
          e.rows,
          e.message,
        ],
      );
      if (e.code === 'P_ENV') {
        await db.query(
          `INSERT INTO ${SCHEMA}.audience_tracks (audience_id, track_date, segment_row_count_unique, source_file_row_count) VALUES ($1, $2, $3, $4)`,
          [id, e.date, e.users, e.rows],
        );
      }
      // Entries older than two days were billed on the first day of the month after them, or by
      // a billing run today when that day has not come yet.
      if (!UNBILLED.includes(a.platform) && e.date.getTime() < billAfter) {
        const monthAfter = new Date(Date.UTC(e.date.getUTCFullYear(), e.date.getUTCMonth() + 1, 1, 12));
        const processDate = santiagoToday(monthAfter.getTime() < now.getTime() ? monthAfter : now);
        await db.query(
          `INSERT INTO ${SCHEMA}.billing_rows (audience_id, timeline_id, process_date, company_code, ads_platform_code, status_code, assignment_status_date, source_file_row_count, total_match, created_by)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'admin@corp.demo')`,
          [
            id,
            timeline.rows[0]!.id,
            processDate,
            a.company,
            a.platform,
            e.code,
            e.date,
            e.rows,
            billingFigure(a.platform, e.code, e.match),
          ],
        );
      }
    }
  }

  private google(a: SeedAudience) {
    const rule = googleAudienceTypeRule(a.segment.type_name, this.editGoogleType.get(a.company) ?? false);
    if (rule.default !== 'MOBILE_ADVERTISING_ID') return { audience_type_google: rule.default, app_id_type: null, app_id: null };
    return a.n % 2 === 0
      ? { audience_type_google: rule.default, app_id_type: 'GOOGLE_PLAY', app_id: `com.${a.prefix.replace(/_$/, '')}.app` }
      : { audience_type_google: rule.default, app_id_type: 'APP_STORE', app_id: `id${String(900_000_000 + a.n * 7919)}` };
  }

  /** Demo audiences use the Talon.One simulator's catalogue (simulators/src/talonone/routes.ts): seeding calls no platform. */
  private async talonOne(_account: Account, n: number) {
    const app = DEMO_TALONONE[n % DEMO_TALONONE.length]!;
    return { application: app.id, campaign: app.campaigns[n % app.campaigns.length]! };
  }

  private async automation(a: SeedAudience, name: string, created: Date): Promise<{ id: string; name: string }> {
    const { rows } = await this.db.query<{ id: string }>(
      `INSERT INTO ${SCHEMA}.salesforce_automations (company_code, segment_code, ads_account_id, name, audience_name, created_by, created_date)
       VALUES ($1, $2, $3, $4, $5, 'admin@corp.demo', $6) RETURNING id`,
      [a.company, a.segment.code, a.account.id, name, name, created],
    );
    return { id: rows[0]!.id, name };
  }
}

/**
 * Adds `count` synthetic audiences (for the benchmark), in SQL so that 100,000 take seconds: spread
 * over every company's accounts and enabled platforms, on the company's non-advertising segments,
 * each valid by the rules (CONTACT_INFO for gads, Adobe fields, Salesforce without automation is
 * avoided by using only gads, fbk, tiktok and criteo).
 */
export async function generateAudiences(db: Queryable, count: number): Promise<void> {
  await db.query(
    `WITH combos AS (
       SELECT row_number() OVER (ORDER BY acc.id, p.code) AS k, acc.id AS account_id, acc.company_code, p.code AS platform
         FROM ${SCHEMA}.ads_accounts acc
         JOIN ${SCHEMA}.ads_platforms p ON p.code IN ('gads', 'fbk', 'tiktok', 'criteo')
        WHERE (p.code = 'gads' AND acc.flag_gads = '1') OR (p.code = 'fbk' AND acc.flag_fbk = '1')
           OR (p.code = 'tiktok' AND acc.flag_tiktok = '1') OR (p.code = 'criteo' AND acc.flag_criteo = '1')),
     segs AS (
       SELECT s.owner_company_code, array_agg(s.code ORDER BY s.code) AS codes
         FROM ${SCHEMA}.segments s JOIN ${SCHEMA}.segment_types t ON t.id = s.segment_type_id
        WHERE t.name <> 'SEGMENT_ADVERTISING' GROUP BY s.owner_company_code),
     total AS (SELECT count(*) AS n FROM combos),
     base AS (SELECT coalesce(max(id), 0) AS start FROM ${SCHEMA}.audiences)
     INSERT INTO ${SCHEMA}.audiences (custom_audience_name, custom_audience_description, company_code, segment_code, ads_platform_code, ads_account_id,
        assignment_status_code, assignment_status_date, source_file_row_count, audience_match_count, match_data, frequency, update_date_number,
        start_date, end_date, last_process_date, is_enabled, to_update, created_by, created_date, audience_type_google)
     SELECT 'INCA_BENCH ' || (base.start + g) || ' ' || c.platform,
            'Audiencia sintética ' || g,
            c.company_code,
            segs.codes[1 + g % array_length(segs.codes, 1)],
            c.platform,
            c.account_id,
            (ARRAY['P_NOD','P_ENV','P_ACT','P_PUB','E_ENV'])[1 + g % 5],
            now() - (g % 400) * interval '1 day',
            (g::bigint * 7919) % 900000,
            CASE WHEN g % 5 = 3 THEN (g::bigint * 7919) % 500000 END,
            CASE WHEN g % 5 = 3 THEN CASE c.platform
              WHEN 'gads' THEN jsonb_build_object('size_for_display', (g::bigint * 7919) % 500000, 'size_for_search', (g::bigint * 7919) % 500000)
              WHEN 'fbk' THEN jsonb_build_object('lower_bound', (g::bigint * 7919) % 500000, 'upper_bound', (g::bigint * 7919) % 500000)
              WHEN 'tiktok' THEN jsonb_build_object('cover_num', (g::bigint * 7919) % 500000)
              ELSE jsonb_build_object('size', (g::bigint * 7919) % 500000) END END,
            (ARRAY['1_DAY','1_WEEK','15_DAY','1_MONTH','6_MONTH'])[1 + g % 5],
            CASE g % 5 WHEN 1 THEN g % 7 WHEN 3 THEN 1 + g % 28 END,
            (now() - (g % 400) * interval '1 day')::date,
            (now() + (30 + g % 400) * interval '1 day')::date,
            CASE WHEN g % 5 <> 0 THEN now() - (g % 30) * interval '1 day' END,
            CASE WHEN g % 9 = 0 THEN '0' ELSE '1' END,
            g % 11 = 0,
            'admin@corp.demo',
            now() - (g % 730) * interval '1 day' - (g % 1440) * interval '1 minute',
            CASE WHEN c.platform = 'gads' THEN 'CONTACT_INFO' END
       FROM generate_series(1, $1::int) g
       CROSS JOIN total CROSS JOIN base
       JOIN combos c ON c.k = 1 + g % total.n
       JOIN segs ON segs.owner_company_code = c.company_code`,
    [count],
  );
  await refreshSegmentCounters(db);
}
