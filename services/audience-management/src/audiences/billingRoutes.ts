import type { Router } from 'express';
import { AUDIENCE_MESSAGES } from '@inca/domain';
import { handle } from '@inca/service-kit';
import { presentBilling, visibleAudienceFor } from './access.ts';
import { requireBilling, startBilling } from './audienceActions.ts';
import { billingProcessDates, billingRows } from './repository.ts';
import * as api from '@inca/contracts/audience-management';
import type { AudienceManagementContext } from '../context.ts';

/** Billing of an audience (§2.7, §7): for staff of 032, never salesforce or talonone audiences (§6). */
export function billingRoutes(router: Router, ctx: AudienceManagementContext): void {
  const { pool } = ctx;

  handle(router, api.billingProcessDates, async ({ body, identity }) => {
    const visible = await visibleAudienceFor(pool, identity, body.ads_audience_id);
    requireBilling(visible);
    return { status: true, data: await billingProcessDates(pool, Number(visible.row.id)) };
  });

  handle(router, api.billingList, async ({ body, identity }) => {
    const visible = await visibleAudienceFor(pool, identity, body.ads_audience_id);
    requireBilling(visible);
    return { status: true, data: presentBilling(await billingRows(pool, Number(visible.row.id), body.process_date ?? undefined)) };
  });

  handle(router, api.startBilling, async ({ body, identity }) => {
    const visible = await visibleAudienceFor(pool, identity, body.custom_audience_id);
    return { status: true, message: AUDIENCE_MESSAGES.billingStarted, data: await startBilling(pool, visible) };
  });
}
