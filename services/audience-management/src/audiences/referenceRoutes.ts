import type { Router } from 'express';
import { AUDIENCE_MESSAGES, accountEnables, scopeIncludes, segmentOfferedForAudience, type Identity } from '@inca/domain';
import { badRequest, forbidden, handle } from '@inca/service-kit';
import { scopeOf } from '../directory/index.ts';
import { listSegments, segmentViewerOf } from '../segments/index.ts';
import { adsPlatforms, audienceFrequencies, audienceStates, findAdsAccount, sharedWithOtherCompanyMany } from './repository.ts';
import * as api from '@inca/contracts/audience-management';
import { talonOneCatalogue } from './talonOne.ts';
import type { AudienceManagementContext } from '../context.ts';

/** Most segments the form's autocomplete receives at once (it narrows with `name`). */
const OFFERED_MAX = 2_000;

/** What the audience form reads: states, platforms, frequencies (tables), offered segments, Talon One catalogue. */
export function referenceRoutes(router: Router, ctx: AudienceManagementContext): void {
  const { pool } = ctx;

  handle(router, api.listAudienceStates, async () => ({ status: true, data: await audienceStates(pool) }));
  handle(router, api.listAdsPlatforms, async () => ({ status: true, data: await adsPlatforms(pool) }));
  handle(router, api.listAudienceFrequencies, async () => ({ status: true, data: await audienceFrequencies(pool) }));

  handle(router, api.listOfferedSegments, async ({ query: q, identity }) => {
    if (!scopeIncludes(await scopeOf(pool, identity), q.company_code)) throw forbidden(AUDIENCE_MESSAGES.companyForbidden);
    const viewer = await segmentViewerOf(pool, identity);
    const { rows } = await listSegments(pool, viewer, {
      name: q.name || undefined,
      sort: 'business_name',
      order: 'asc',
      offset: 0,
      limit: OFFERED_MAX,
      usableBy: q.company_code,
      ...(identity.roles.includes('audience_admin') ? { companyCodes: [q.company_code] } : {}),
    });
    const typed = q.type
      ? rows.filter(
          (r) => r.segment_type_name === q.type || (q.type === 'SEGMENT_CONTACT' && r.segment_type_name !== 'SEGMENT_ADVERTISING'),
        )
      : rows;
    const shared = await sharedWithOtherCompanyMany(
      pool,
      typed.map((r) => r.code),
    );
    const offered = typed.filter((r) =>
      segmentOfferedForAudience(identity, q.company_code, {
        ownerCompanyCode: r.owner_company_code,
        sharedWithOtherCompany: shared.has(r.code),
      }),
    );
    return {
      status: true,
      data: offered.map((r) => ({
        code: r.code,
        business_name: r.business_name,
        owner_company_code: r.owner_company_code,
        flag_shared: r.flag_shared,
        segment_type_id: r.segment_type_id,
        segment_type_name: r.segment_type_name,
        requested: r.requested,
      })),
    };
  });

  /** The account must be of the company (in the caller's scope) and enable Talon One. */
  const talonOneAccount = async (identity: Identity, q: { company_code: string; ads_account_code: string }) => {
    if (!scopeIncludes(await scopeOf(pool, identity), q.company_code)) throw forbidden(AUDIENCE_MESSAGES.companyForbidden);
    const account = await findAdsAccount(pool, q.ads_account_code);
    if (!account || account.company_code !== q.company_code) throw badRequest(AUDIENCE_MESSAGES.accountOfOtherCompany);
    if (!accountEnables(account, 'talonone')) throw badRequest('La cuenta publicitaria no tiene habilitada la plataforma Talon One.');
    return account;
  };

  handle(router, api.listTalonOneApplications, async ({ query, identity }) => ({
    status: true,
    data: await talonOneCatalogue().applications(await talonOneAccount(identity, query)),
  }));

  handle(router, api.listTalonOneCampaigns, async ({ query, identity }) => {
    const account = await talonOneAccount(identity, query);
    if (!query.application_id) throw badRequest('Debe seleccionar una aplicación de Talon One.');
    return { status: true, data: await talonOneCatalogue().campaigns(account, query.application_id) };
  });
}
