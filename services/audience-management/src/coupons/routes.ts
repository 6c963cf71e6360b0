import type { Router } from 'express';
import { COUPON_MESSAGES } from '@inca/domain';
import {
  checkCouponSegment as checkCouponSegmentOp,
  couponStats,
  createCoupons,
  listCoupons,
  listCouponTalonOneApplications,
  listCouponTalonOneCampaigns,
  resendCoupons,
  retrieveCoupons,
  updateCouponDates,
} from '@inca/contracts/audience-management';
import { handle } from '@inca/service-kit';
import { listAudiences } from '../audiences/index.ts';
import { scopeOf } from '../directory/index.ts';
import {
  couponAudiences,
  presentCampaign,
  presentCouponDay,
  presentCouponRow,
  presentCouponTimeline,
  presentCouponTrack,
  visibleCouponFor,
  type VisibleCoupon,
} from './access.ts';
import {
  checkCouponSegment,
  createCouponCampaign,
  listCompanies,
  resendCoupon,
  talonOneOptions,
  updateCouponDatesOf,
} from './couponActions.ts';
import {
  companiesWithCoupons,
  couponDailyStats,
  couponTimeline,
  couponTracks,
  findCouponCampaigns,
  listCouponAudienceIds,
} from './repository.ts';
import type { AudienceManagementContext } from '../context.ts';

/**
 * The coupon service of spec §7 (paths exact; update by custom_coupons_id designed, see
 * docs/architecture.md "Coupons"). Every call checks the company (scope, then talonone_coupons).
 * Delete, activate, deactivate and frequency update are the audience calls by audience id.
 */
export function couponRoutes(router: Router, ctx: AudienceManagementContext): void {
  const { pool } = ctx;
  /** The campaign's rows as the caller sees them now. */
  const rowsOf = async (v: VisibleCoupon) => (await couponAudiences(pool, v)).map((r) => presentCouponRow(v.identity, r, v.campaign));

  handle(router, listCoupons, async ({ query: q, identity }) => {
    const scope = await scopeOf(pool, identity);
    const companies = await listCompanies(pool, identity, scope, q.company_code, () => companiesWithCoupons(pool));
    const page = await listCouponAudienceIds(pool, scope, {
      companyCodes: companies,
      name: q.name || undefined,
      statusCodes: q.status,
      enabled: q.enabled,
      createdFrom: q.created_from,
      createdTo: q.created_to,
      offset: (q.page - 1) * q.page_size,
      limit: q.page_size,
    });
    const ids = page.rows.map((r) => Number(r.audience_id));
    const [audiences, campaigns] = [
      ids.length ? (await listAudiences(pool, scope, { ids, sort: 'created_date', order: 'desc' })).rows : [],
      await findCouponCampaigns(pool, [...new Set(page.rows.map((r) => Number(r.coupon_campaign_id)))]),
    ];
    const audienceById = new Map(audiences.map((a) => [a.id, a]));
    const campaignById = new Map(campaigns.map((c) => [c.id, c]));
    const data = page.rows.flatMap((r) => {
      const audience = audienceById.get(String(r.audience_id));
      const campaign = campaignById.get(String(r.coupon_campaign_id));
      return audience && campaign ? [presentCouponRow(identity, audience, campaign)] : [];
    });
    return { status: true, data, total: page.total, page: q.page, page_size: q.page_size };
  });

  handle(router, createCoupons, async ({ body, identity }) => {
    const id = await createCouponCampaign(pool, identity, body);
    const v = await visibleCouponFor(pool, identity, Number(id));
    return {
      status: true,
      message: COUPON_MESSAGES.registered,
      data: { custom_coupons_id: v.campaign.custom_coupons_id, rows: await rowsOf(v) },
    };
  });

  handle(router, retrieveCoupons, async ({ params, identity }) => {
    const v = await visibleCouponFor(pool, identity, params.id);
    const id = Number(v.campaign.id);
    const [rows, estados, tracks, stats] = [
      await rowsOf(v),
      await couponTimeline(pool, id),
      await couponTracks(pool, id),
      await couponDailyStats(pool, id),
    ];
    const first = rows[0];
    return {
      status: true,
      data: {
        ...presentCampaign(v.campaign),
        ads_platform_name: first?.ads_platform_name ?? 'Talon One',
        source_file_row_count: first?.source_file_row_count ?? 0,
        last_process_date: first?.last_process_date ?? null,
        rows,
        estados: estados.map(presentCouponTimeline),
        tracks: tracks.map(presentCouponTrack),
        stats: stats.map(presentCouponDay),
      },
    };
  });

  handle(router, couponStats, async ({ params, query, identity }) => {
    const v = await visibleCouponFor(pool, identity, params.id);
    return { status: true, data: (await couponDailyStats(pool, Number(v.campaign.id), query.from, query.to)).map(presentCouponDay) };
  });

  handle(router, updateCouponDates, async ({ params, body, identity }) => {
    const v = await visibleCouponFor(pool, identity, params.id);
    await updateCouponDatesOf(pool, v, body);
    const fresh = await visibleCouponFor(pool, v.identity, Number(v.campaign.id));
    return {
      status: true,
      message: COUPON_MESSAGES.updated,
      data: { custom_coupons_id: fresh.campaign.custom_coupons_id, rows: await rowsOf(fresh) },
    };
  });

  handle(router, resendCoupons, async ({ body, identity }) => {
    const v = await visibleCouponFor(pool, identity, body.custom_coupons_id);
    const resent = await resendCoupon(pool, v);
    return {
      status: true,
      message: COUPON_MESSAGES.resent,
      data: { custom_coupons_id: v.campaign.custom_coupons_id, resent, rows: await rowsOf(v) },
    };
  });

  handle(router, listCouponTalonOneApplications, async ({ body, identity }) => ({
    status: true,
    data: await talonOneOptions(pool, identity, body, 'applications'),
  }));

  handle(router, listCouponTalonOneCampaigns, async ({ body, identity }) => ({
    status: true,
    data: await talonOneOptions(pool, identity, body, 'campaigns'),
  }));

  handle(router, checkCouponSegmentOp, async ({ body, identity }) => ({
    status: true,
    data: await checkCouponSegment(pool, identity, body),
  }));
}
