/**
 * The Talon.One simulator's coupons: per campaign, each with its code (from the campaign's coupon pattern and valid
 * characters), its recipient's integration id, limits and dates. What happens to a coupon after it is issued is
 * deterministic, decided by a stable hash of its code: whether and on which later day it is redeemed, and whether
 * and on which day it is reserved; the campaign analytics report those days once the simulator's clock reaches them.
 */
import { createHash } from 'node:crypto';

const DAY_MS = 86_400_000;

/** Talon.One's default valid characters: `[A-Z, 0-9]`. */
export const DEFAULT_VALID_CHARACTERS: readonly string[] = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'];
export const DEFAULT_COUPON_PATTERN = '##########';

/** Share of coupons redeemed (on a day 1..7 after issue) and reserved (on a day 0..4 after issue), in percent. */
export const REDEEMED_PERCENT = 35;
export const RESERVED_PERCENT = 20;

export type SimCoupon = {
  id: number;
  created: Date;
  applicationId: number;
  campaignId: number;
  value: string;
  usageLimit: number;
  discountLimit?: number;
  reservationLimit?: number;
  startDate?: string;
  expiryDate?: string;
  recipientIntegrationId: string;
  batchId: string;
  /** Epoch ms of the day (UTC) it is redeemed on, or null if never. */
  redeemedOn: number | null;
  /** Epoch ms of the day (UTC) it is reserved on, or null if never. */
  reservedOn: number | null;
};

export type NewCoupons = {
  recipients: readonly string[];
  usageLimit: number;
  discountLimit?: number;
  reservationLimit?: number;
  startDate?: string;
  expiryDate?: string;
  couponPattern?: string;
  validCharacters?: readonly string[];
};

function digest(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}

/** The applications' timezone (Talon.One counts an application's days in its own `timezone`). */
export const APPLICATION_TIME_ZONE = 'America/Santiago';

const zoneParts = new Map<string, Intl.DateTimeFormat>();
/** The zone's offset from UTC at `ms`, in ms (Chile: -3 h in summer, -4 h in winter). */
function zoneOffset(ms: number, timeZone: string): number {
  let format = zoneParts.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    zoneParts.set(timeZone, format);
  }
  const p: Record<string, number> = {};
  for (const part of format.formatToParts(new Date(ms))) if (part.type !== 'literal') p[part.type] = Number(part.value);
  return Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!, p.second!) - Math.floor(ms / 1000) * 1000;
}

/** The instant the zone's day holding `ms` began (its local midnight). */
export function dayStart(ms: number, timeZone = APPLICATION_TIME_ZONE): number {
  const local = ms + zoneOffset(ms, timeZone);
  const midnight = Math.floor(local / DAY_MS) * DAY_MS;
  // The offset at midnight itself (a day a clock change happens in keeps its own midnight's offset).
  return midnight - zoneOffset(midnight - zoneOffset(ms, timeZone), timeZone);
}

/** The next local day's start after the day starting at `start` (23 to 25 hours later around clock changes). */
const nextDay = (start: number, timeZone: string) => dayStart(start + DAY_MS + 6 * 3_600_000, timeZone);

/** The code for `#` placeholders filled from `seed`'s digest with the valid characters (other characters kept). */
export function couponValue(pattern: string, validCharacters: readonly string[], seed: string): string {
  const bytes = digest(seed);
  let n = 0;
  let out = '';
  for (const ch of pattern) {
    if (ch !== '#') {
      out += ch;
      continue;
    }
    // Two digest bytes per placeholder (wrapping over a fresh digest for long patterns).
    const i = n % 16;
    const source = n < 16 ? bytes : digest(`${seed}:${Math.floor(n / 16)}`);
    out += validCharacters[source.readUInt16BE(i * 2) % validCharacters.length];
    n += 1;
  }
  return out;
}

/** What a coupon's code decides: its redemption and reservation days after `issuedAt` (null: never). */
export function couponFate(value: string, issuedAt: number): { redeemedOn: number | null; reservedOn: number | null } {
  const h = digest(`fate:${value}`);
  // Later days at their local noon (always inside the intended local day); a reservation the same day at once.
  const noon = dayStart(issuedAt) + 12 * 3_600_000;
  const reservedAfter = h[6]! % 5;
  return {
    redeemedOn: h.readUInt16BE(0) % 100 < REDEEMED_PERCENT ? noon + (1 + (h[2]! % 7)) * DAY_MS : null,
    reservedOn: h.readUInt16BE(4) % 100 < RESERVED_PERCENT ? (reservedAfter === 0 ? issuedAt : noon + reservedAfter * DAY_MS) : null,
  };
}

const campaignKey = (applicationId: number, campaignId: number) => `${applicationId}:${campaignId}`;

export type CampaignDay = {
  date: string;
  couponsCreated: number;
  totalCouponsCreated: number;
  couponRedemptions: number;
  totalCouponRedemptions: number;
};

export class CouponStore {
  private readonly byCampaign = new Map<string, SimCoupon[]>();
  private nextId = 1;
  private nextBatch = 1;

  constructor(private readonly now: () => number) {}

  reset(): void {
    this.byCampaign.clear();
    this.nextId = 1;
    this.nextBatch = 1;
  }

  list(applicationId: number, campaignId: number): SimCoupon[] {
    return this.byCampaign.get(campaignKey(applicationId, campaignId)) ?? [];
  }

  /** One coupon per recipient, codes unique within the campaign. */
  create(applicationId: number, campaignId: number, input: NewCoupons): SimCoupon[] {
    const key = campaignKey(applicationId, campaignId);
    const coupons = this.byCampaign.get(key) ?? [];
    this.byCampaign.set(key, coupons);
    const taken = new Set(coupons.map((c) => c.value.toUpperCase()));
    const pattern = input.couponPattern ?? DEFAULT_COUPON_PATTERN;
    const characters = input.validCharacters && input.validCharacters.length > 0 ? input.validCharacters : DEFAULT_VALID_CHARACTERS;
    const batchId = `sim-batch-${this.nextBatch++}`;
    const created = new Date(this.now());
    const out: SimCoupon[] = [];
    for (const recipient of input.recipients) {
      let value = '';
      for (let attempt = 0; attempt < 1000; attempt++) {
        value = couponValue(pattern, characters, `${key}:${recipient}:${coupons.length}:${attempt}`);
        if (!taken.has(value.toUpperCase())) break;
      }
      taken.add(value.toUpperCase());
      const coupon: SimCoupon = {
        id: this.nextId++,
        created,
        applicationId,
        campaignId,
        value,
        usageLimit: input.usageLimit,
        ...(input.discountLimit !== undefined ? { discountLimit: input.discountLimit } : {}),
        ...(input.reservationLimit !== undefined ? { reservationLimit: input.reservationLimit } : {}),
        ...(input.startDate ? { startDate: input.startDate } : {}),
        ...(input.expiryDate ? { expiryDate: input.expiryDate } : {}),
        recipientIntegrationId: recipient,
        batchId,
        ...couponFate(value, created.getTime()),
      };
      // A coupon past its expiry is never redeemed.
      if (coupon.expiryDate && coupon.redeemedOn !== null && coupon.redeemedOn > Date.parse(coupon.expiryDate)) coupon.redeemedOn = null;
      coupons.push(coupon);
      out.push(coupon);
    }
    return out;
  }

  /**
   * Deletes the campaign's coupons of a recipient and/or of a batch (all of them when neither is given); answers how
   * many.
   */
  deleteWhere(applicationId: number, campaignId: number, recipient: string | undefined, batchId?: string): number {
    const key = campaignKey(applicationId, campaignId);
    const coupons = this.byCampaign.get(key) ?? [];
    const doomed = (c: SimCoupon) =>
      (recipient === undefined || c.recipientIntegrationId === recipient) && (batchId === undefined || c.batchId === batchId);
    const kept = coupons.filter((c) => !doomed(c));
    this.byCampaign.set(key, kept);
    return coupons.length - kept.length;
  }

  /** Redemptions that have happened by now (0 or 1 per coupon). */
  usageCounter(coupon: SimCoupon): number {
    return coupon.redeemedOn !== null && coupon.redeemedOn <= this.now() ? 1 : 0;
  }

  reservationCounter(coupon: SimCoupon): number {
    return coupon.reservedOn !== null && coupon.reservedOn <= this.now() ? 1 : 0;
  }

  /**
   * Coupons created and redeemed per day of the application's timezone from `from` to `to` (both days included),
   * each day's `date` its local midnight, with the totals since the campaign began; redemptions only up to now (a
   * redemption decided for a later day has not happened yet).
   */
  days(applicationId: number, campaignId: number, from: number, to: number, timeZone = APPLICATION_TIME_ZONE): CampaignDay[] {
    const created = new Map<number, number>();
    const redeemed = new Map<number, number>();
    const now = this.now();
    const first = dayStart(from, timeZone);
    let totalCreated = 0;
    let totalRedeemed = 0;
    const count = (map: Map<number, number>, day: number) => map.set(day, (map.get(day) ?? 0) + 1);
    for (const c of this.list(applicationId, campaignId)) {
      const day = dayStart(c.created.getTime(), timeZone);
      if (day < first) totalCreated += 1;
      else count(created, day);
      if (c.redeemedOn === null || c.redeemedOn > now) continue;
      const redeemedDay = dayStart(c.redeemedOn, timeZone);
      if (redeemedDay < first) totalRedeemed += 1;
      else count(redeemed, redeemedDay);
    }
    const out: CampaignDay[] = [];
    for (let day = first; day <= dayStart(to, timeZone); day = nextDay(day, timeZone)) {
      const couponsCreated = created.get(day) ?? 0;
      const couponRedemptions = redeemed.get(day) ?? 0;
      totalCreated += couponsCreated;
      totalRedeemed += couponRedemptions;
      out.push({
        date: new Date(day).toISOString(),
        couponsCreated,
        totalCouponsCreated: totalCreated,
        couponRedemptions,
        totalCouponRedemptions: totalRedeemed,
      });
    }
    return out;
  }
}

const stores = new WeakMap<object, CouponStore>();

/** The coupon store of a Talon.One simulator (one per simulator state, emptied when it resets). */
export function couponsOf(sim: { now: () => number; onReset(hook: () => void): void }): CouponStore {
  let store = stores.get(sim);
  if (!store) {
    const created = new CouponStore(sim.now);
    sim.onReset(() => created.reset());
    stores.set(sim, created);
    store = created;
  }
  return store;
}
