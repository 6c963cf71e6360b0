import {
  COUPON_DEFAULT_FREQUENCY,
  PLATFORMS,
  couponFormErrors,
  couponPlatformError,
  couponSegmentError,
  couponSettingsOf,
  couponUpdateErrors,
  matchCountOf,
  matchDataFor,
  santiagoToday,
  withCouponPrefix,
  type CouponSettings,
  type Platform,
} from '@inca/domain';
import { withTransaction, type Pool, type Queryable } from '@inca/db';
import { SCHEMA } from '../schema.ts';
import { refreshSegmentCounters, prng } from '../segments/index.ts';
import { couponSegmentFacts } from './access.ts';

const DAY = 86_400_000;
const HOUR = 3_600_000;
/** The company whose coupon campaigns are seeded (its talonone_coupons flag is on in @inca/demo-data). */
export const COUPON_DEMO_COMPANY = '022';
/** Final status of each demo campaign, oldest first: every state appears (one disabled: DISABLED_INDEX). */
export const COUPON_DEMO_STATUSES = [
  'P_PUB',
  'P_PUB',
  'E_PUB',
  'P_PUB',
  'P_ACT',
  'P_PUB',
  'E_ENV',
  'P_PUB',
  'P_ENV',
  'P_PUB',
  'P_ACT',
  'P_NOD',
] as const;
export const COUPON_DEMO_DISABLED_INDEX = 1;
const THEMES = [
  'Bienvenida socios',
  'Aniversario tiendas',
  'Cyber descuentos',
  'Vuelta a clases',
  'Fiestas patrias',
  'Día de la madre',
  'Recompra hogar',
  'Cumpleaños del mes',
  'Verano deportes',
  'Black Friday',
  'Club de beneficios',
  'Navidad familias',
];
/** The Talon.One simulator's applications and campaigns with their coupon settings (simulators/src/talonone/routes.ts). */
const DEMO_TALONONE_CAMPAIGNS: readonly { application: string; campaign: string; name: string; couponSettings: CouponSettings }[] = [
  {
    application: '1201',
    campaign: '50101',
    name: 'Cupón bienvenida 10%',
    couponSettings: { couponPattern: 'BIENV-####-####', validCharacters: [...'ABCDEFGHJKMNPQRSTUVWXYZ23456789'] },
  },
  {
    application: '1201',
    campaign: '50102',
    name: 'Descuento aniversario',
    couponSettings: { couponPattern: 'ANIV-######', validCharacters: [...'0123456789'] },
  },
  {
    application: '1201',
    campaign: '50103',
    name: 'Cyber 2026',
    couponSettings: { couponPattern: 'CYBER26-#####', validCharacters: [...'ABCDEFGHJKMNPQRSTUVWXYZ23456789'] },
  },
  {
    application: '1202',
    campaign: '50201',
    name: 'Puntos dobles socios',
    couponSettings: { couponPattern: 'SOCIO-########', validCharacters: [...'ABCDEFGHJKMNPQRSTUVWXYZ23456789'] },
  },
];

type Account = { id: string; technical_name: string } & Record<`flag_${Platform}`, '0' | '1'>;
type Entry = { code: string; date: Date; users: number; rows: number; match: Record<string, number> | null };

/**
 * The life of a demo coupon audience: created (P_NOD), then a run every two weeks or so until
 * `until` (today, or the campaign's end when it has ended), ending in `status`.
 */
function lifeOf(created: Date, until: Date, status: string, size: number, random: () => number): Entry[] {
  const entries: Entry[] = [{ code: 'P_NOD', date: created, users: size, rows: 0, match: null }];
  if (status === 'P_NOD') return entries;
  const span = Math.max(DAY, until.getTime() - created.getTime());
  const runs = Math.max(1, Math.min(6, Math.floor(span / (14 * DAY))));
  for (let r = 0; r < runs; r++) {
    const at = created.getTime() + (r === 0 ? HOUR : (r * span) / runs);
    const users = Math.round(size * (0.99 + random() * 0.02));
    const rows = Math.round(users * 0.96);
    const last = r === runs - 1;
    entries.push({ code: 'P_ENV', date: new Date(at), users, rows, match: null });
    if (last && status === 'P_ENV') break;
    if (last && status.startsWith('E_')) {
      entries.push({ code: status, date: new Date(at + HOUR), users, rows, match: null });
      break;
    }
    entries.push({ code: 'P_ACT', date: new Date(at + HOUR), users, rows, match: null });
    if (last && status === 'P_ACT') break;
    entries.push({
      code: 'P_PUB',
      date: new Date(at + 3 * HOUR),
      users,
      rows,
      match: matchDataFor('talonone', Math.round(rows * (0.93 + random() * 0.02))),
    });
  }
  return entries;
}

/**
 * Coupons per day of a published campaign (coupon_daily_stats: that day's figures): on each
 * publication day the coupons issued to new holders (≈ the members on the first), then every day
 * a few reserved and redeemed, so the redeemed total grows day by day. Deterministic.
 */
export function demoCouponDays(
  life: readonly Entry[],
  until: Date,
  random: () => number,
): { day: string; issued: number; reserved: number; redeemed: number }[] {
  const published = life.filter((e) => e.code === 'P_PUB');
  if (published.length === 0) return [];
  const issuedOn = new Map<string, number>();
  let holders = 0;
  for (const e of published) {
    const members = matchCountOf('talonone', e.match) ?? 0;
    const fresh = Math.max(0, members - holders);
    holders = Math.max(holders, members);
    const day = santiagoToday(e.date);
    issuedOn.set(day, (issuedOn.get(day) ?? 0) + fresh);
  }
  const days: { day: string; issued: number; reserved: number; redeemed: number }[] = [];
  let issued = 0;
  let redeemed = 0;
  for (let t = published[0]!.date.getTime(); santiagoToday(new Date(t)) <= santiagoToday(until); t += DAY) {
    const day = santiagoToday(new Date(t));
    if (days.some((d) => d.day === day)) continue;
    const today = issuedOn.get(day) ?? 0;
    issued += today;
    // About a third of the holders redeem, sooner rather than later.
    const open = Math.max(0, Math.round(issued * 0.35) - redeemed);
    const redeemedToday = Math.min(open, Math.round(open * (0.04 + random() * 0.04)));
    redeemed += redeemedToday;
    days.push({ day, issued: today, reserved: Math.round(redeemedToday * (0.4 + random() * 0.4)), redeemed: redeemedToday });
  }
  return days;
}

/**
 * Demo coupon campaigns, once: twelve for company 022 over recent months on its Talon.One account,
 * each with its Talon.One audience in every status (one disabled), timeline, tracks and, once
 * published, its coupons per day. Each one passes the coupon rules of @inca/domain (create with
 * the day it was created as "today", the user_id rule of the company's flag, the platform rule,
 * and a re-save of its dates), or the seed fails.
 */
export async function seedCoupons(pool: Pool, now = new Date()): Promise<void> {
  await withTransaction(pool, async (db) => {
    const { rows: existing } = await db.query<{ n: string }>(`SELECT count(*) AS n FROM ${SCHEMA}.coupon_campaigns`);
    if (Number(existing[0]?.n) > 0) return;
    const account = await talonOneAccountOf(db, COUPON_DEMO_COMPANY);
    const flag =
      (
        await db.query<{ user_id_talonone: '0' | '1' }>(
          `SELECT coalesce(user_id_talonone, '0') AS user_id_talonone FROM ${SCHEMA}.company_flags WHERE company_code = $1`,
          [COUPON_DEMO_COMPANY],
        )
      ).rows[0]?.user_id_talonone ?? '0';
    // The company's own segments the rule accepts (contact and merge segments), oldest codes first.
    const candidates = (
      await db.query<{ code: string; business_name: string; row_count_unique: string; segment_type_id: number }>(
        `SELECT code, business_name, row_count_unique, segment_type_id FROM ${SCHEMA}.segments WHERE owner_company_code = $1 AND segment_type_id IN (2, 3) ORDER BY code`,
        [COUPON_DEMO_COMPANY],
      )
    ).rows;
    const segments: typeof candidates = [];
    for (const s of candidates) if (!couponSegmentError(await couponSegmentFacts(db, s.code), flag)) segments.push(s);
    if (segments.length === 0) throw new Error('Cupones de demostración: la empresa 022 no tiene segmentos válidos para cupones.');
    const random = prng(11);
    for (const [i, status] of COUPON_DEMO_STATUSES.entries()) {
      const segment = segments[(i * 5) % segments.length]!;
      const talon = DEMO_TALONONE_CAMPAIGNS[i % DEMO_TALONONE_CAMPAIGNS.length]!;
      const created = new Date(now.getTime() - (170 - i * 14) * DAY - Math.floor(random() * 8) * HOUR);
      const start = santiagoToday(created);
      const end = santiagoToday(new Date(created.getTime() + (120 + Math.floor(random() * 120)) * DAY));
      const name = withCouponPrefix(`Cupón ${THEMES[i]!}`);
      const description = `Cupones ${THEMES[i]!.toLowerCase()} para clientes de Retail (${talon.name}).`;
      const limits = { usage: 1 + (i % 3), discount: [5000, 10000, 2500.5, 15000][i % 4]!, reservation: i % 2 };
      // Demo data is product data: a campaign the product would refuse fails the seed.
      const problems = {
        ...couponFormErrors(
          {
            segmentCode: segment.code,
            name,
            description,
            startDate: start,
            endDate: end,
            usageLimit: limits.usage,
            discountLimit: limits.discount,
            reservationLimit: limits.reservation,
            adsAccountCode: account.technical_name,
            applicationId: talon.application,
            campaignId: talon.campaign,
            platforms: ['talonone'],
          },
          start,
        ),
        ...couponUpdateErrors({ startDate: start, endDate: end }, santiagoToday(now)),
        platform: couponPlatformError(['talonone'], account),
        segment: couponSegmentError(await couponSegmentFacts(db, segment.code), flag),
      };
      const problem = Object.values(problems).find(Boolean);
      if (problem) throw new Error(`Cupón de demostración inválido (${name}): ${problem}`);

      const { rows } = await db.query<{ id: string }>(
        `INSERT INTO ${SCHEMA}.coupon_campaigns (custom_coupons_name, custom_coupons_description, company_code, segment_code, ads_account_id, start_date, end_date,
           usage_limit, discount_limit, reservation_limit, talonone_application_id, talonone_campaign_id, talonone_campaign, source_file_name, created_by, created_date)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, 'analyst@retail.demo', $15) RETURNING id`,
        [
          name,
          description,
          COUPON_DEMO_COMPANY,
          segment.code,
          account.id,
          start,
          end,
          limits.usage,
          limits.discount,
          limits.reservation,
          talon.application,
          talon.campaign,
          JSON.stringify({ name: talon.name, couponSettings: couponSettingsOf(talon) }),
          status === 'P_NOD' ? null : `inca_cupones_${COUPON_DEMO_COMPANY}_${i}.csv`,
          created,
        ],
      );
      const couponId = rows[0]!.id;
      const size = Number(segment.row_count_unique) || 15_000 + Math.floor(random() * 400_000);
      const until = new Date(Math.min(now.getTime(), new Date(`${end}T12:00:00Z`).getTime()));
      const life = lifeOf(created, until, status, size, random);
      const last = life[life.length - 1]!;
      const published = [...life].reverse().find((e) => e.code === 'P_PUB');
      const sent = [...life].reverse().find((e) => e.code === 'P_ENV');
      const audience = await db.query<{ id: string }>(
        `INSERT INTO ${SCHEMA}.audiences (custom_audience_name, custom_audience_description, company_code, segment_code, ads_platform_code, ads_account_id,
           assignment_status_code, assignment_status_date, source_file_row_count, audience_match_count, match_data, frequency, update_date_number,
           start_date, end_date, last_process_date, is_enabled, requested, to_update, recipients, source_file_name, created_by, created_date,
           talonone_application_id, talonone_campaign_id, coupon_campaign_id)
         VALUES ($1, $2, $3, $4, 'talonone', $5, $6, $7, $8, $9, $10, $11, NULL, $12, $13, $14, $15, false, false, '', $16, 'analyst@retail.demo', $17, $18, $19, $20)
         RETURNING id`,
        [
          name,
          description,
          COUPON_DEMO_COMPANY,
          segment.code,
          account.id,
          last.code,
          last.date,
          sent?.rows ?? 0,
          published ? matchCountOf('talonone', published.match) : null,
          published ? JSON.stringify(published.match) : null,
          COUPON_DEFAULT_FREQUENCY,
          start,
          end,
          life.length > 1 ? last.date : null,
          i === COUPON_DEMO_DISABLED_INDEX ? '0' : '1',
          sent ? `inca_cupones_${COUPON_DEMO_COMPANY}_${i}_${santiagoToday(sent.date).replaceAll('-', '')}.csv` : null,
          created,
          talon.application,
          talon.campaign,
          couponId,
        ],
      );
      const audienceId = audience.rows[0]!.id;
      for (const e of life) {
        await db.query(
          `INSERT INTO ${SCHEMA}.audience_timeline (audience_id, assignment_status_code, assignment_status_date, match_data, audience_match_count, segment_row_count_unique, source_file_row_count)
           VALUES ($1, $2, $3, $4, $5, $6, $7)`,
          [
            audienceId,
            e.code,
            e.date,
            e.match ? JSON.stringify(e.match) : null,
            e.match ? matchCountOf('talonone', e.match) : null,
            e.users,
            e.rows,
          ],
        );
        if (e.code === 'P_ENV') {
          await db.query(
            `INSERT INTO ${SCHEMA}.audience_tracks (audience_id, track_date, segment_row_count_unique, source_file_row_count) VALUES ($1, $2, $3, $4)`,
            [audienceId, e.date, e.users, e.rows],
          );
        }
      }
      for (const d of demoCouponDays(life, until, random)) {
        await db.query(
          `INSERT INTO ${SCHEMA}.coupon_daily_stats (coupon_campaign_id, day, issued, reserved, redeemed, synced_at) VALUES ($1, $2, $3, $4, $5, $6)`,
          [couponId, d.day, d.issued, d.reserved, d.redeemed, now],
        );
      }
    }
    await refreshSegmentCounters(db, [...new Set(segments.map((s) => s.code))]);
  });
}

/** The company's first account enabling Talon One; when none does, the first account gets it (the platform rule). */
async function talonOneAccountOf(db: Queryable, companyCode: string): Promise<Account> {
  const flags = PLATFORMS.map((p) => `flag_${p}`).join(', ');
  const read = async () =>
    (
      await db.query<Account>(
        `SELECT id, technical_name, ${flags} FROM ${SCHEMA}.ads_accounts WHERE company_code = $1 ORDER BY (flag_talonone = '1') DESC, id`,
        [companyCode],
      )
    ).rows[0];
  const first = await read();
  if (!first) throw new Error(`Cupones de demostración: la empresa ${companyCode} no tiene cuentas publicitarias.`);
  if (first.flag_talonone !== '1') await db.query(`UPDATE ${SCHEMA}.ads_accounts SET flag_talonone = '1' WHERE id = $1`, [first.id]);
  return (await read())!;
}
