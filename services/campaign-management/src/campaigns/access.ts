import type { Request } from 'express';
import { CAMPAIGN_MESSAGES, isAudienceAdmin } from '@inca/domain';
import { caller, conflict, notFound } from '@inca/service-kit';
import type { CampaignContext } from '../context.ts';
import { findCampaign, findProcess, type CampaignRow, type CompanyCodes } from './repository/campaigns.ts';

/**
 * The companies whose campaigns the caller works with (§6; companyScopeFor, asked of the directory
 * with the caller's own token): the admin every one, others their scope.
 */
export async function companiesOf(ctx: CampaignContext, req: Request): Promise<CompanyCodes> {
  if (isAudienceAdmin(caller(req))) return 'all';
  return [...(await ctx.directory.accessibleCompanyCodes(req))];
}

export const inScope = (companies: CompanyCodes, code: string | null | undefined): boolean =>
  companies === 'all' || (code !== null && code !== undefined && companies.includes(code));

/** The campaign if the caller may see it; otherwise NOT_FOUND (a campaign out of scope is not revealed). */
export async function campaignFor(ctx: CampaignContext, req: Request, id: number): Promise<CampaignRow> {
  const [campaign, companies] = await Promise.all([findCampaign(ctx.pool, id), companiesOf(ctx, req)]);
  if (!campaign || !inScope(companies, campaign.itc_company_campaign_code)) throw notFound(CAMPAIGN_MESSAGES.notFound);
  return campaign;
}

/** The campaign if the caller may change its rules: seen, and its editable flag set (§2.3). */
export async function editableCampaignFor(ctx: CampaignContext, req: Request, id: number): Promise<CampaignRow> {
  const campaign = await campaignFor(ctx, req, id);
  if (!campaign.flag_editable) throw conflict(CAMPAIGN_MESSAGES.notEditable);
  return campaign;
}

/** The process if it belongs to one of these companies; otherwise NOT_FOUND. */
export async function processInScope(ctx: CampaignContext, companies: CompanyCodes, id: number) {
  const process = await findProcess(ctx.pool, id);
  if (!process || !inScope(companies, process.company_code)) throw notFound('El proceso no existe.');
  return process;
}
