import { beforeAll, describe, expect, inject, it } from 'vitest';
import { RestClient } from '@inca/rest-client';
import * as api from '@inca/contracts/audience-management';
import { login } from '../src/client.ts';

/** The audience-management contract against real answers: each response schema parses what the running service says. */

let admin: RestClient;

beforeAll(async () => {
  const { token } = await login('admin@corp.demo');
  admin = new RestClient({ baseUrl: inject('serviceUrls')['audience-management']!, token, service: 'audience-management' });
});

describe('audience-management contract', () => {
  it('describes the directory: who am I, companies, flags and ads accounts', async () => {
    const me = api.getMe.response.parse(await admin.call(api.getMe));
    expect(me.data.email).toBe('admin@corp.demo');
    const companies = api.listAccessibleCompanies.response.parse(await admin.call(api.listAccessibleCompanies));
    const codes = companies.data.map((c) => c.code).join(',');
    api.listCompanyFlags.response.parse(await admin.call(api.listCompanyFlags, { query: { company_code: codes } }));
    const accounts = api.listAdsAccounts.response.parse(await admin.call(api.listAdsAccounts, { query: { company_code: codes } }));
    expect(accounts.data.length).toBeGreaterThan(0);
  });

  it('describes segments: a page, by code, definitions, shares, types and the catalogue', async () => {
    const page = api.listSegments.response.parse(await admin.call(api.listSegments, { query: { page_size: 50 } }));
    expect(page.data.rows.length).toBeGreaterThan(0);
    const codes = page.data.rows.map((s) => s.code).join(',');
    api.segmentsByCode.response.parse(await admin.call(api.segmentsByCode, { query: { codes } }));
    api.listDefinitions.response.parse(await admin.call(api.listDefinitions, { query: { codes } }));
    api.listShares.response.parse(await admin.call(api.listShares, { query: { codes } }));
    api.listMergeUses.response.parse(await admin.call(api.listMergeUses, { query: { codes } }));
    api.listRequestDetails.response.parse(await admin.call(api.listRequestDetails, { query: { codes } }));
    api.listSegmentTypes.response.parse(await admin.call(api.listSegmentTypes));
    const owner = page.data.rows[0]!.owner_company_code;
    api.getCatalogue.response.parse(await admin.call(api.getCatalogue, { query: { company_code: owner } }));
  });

  it('describes audiences: a page, by id, timelines, tracks, runs, quality and the form tables', async () => {
    const page = api.listAudiences.response.parse(await admin.call(api.listAudiences, { query: { page: 1, page_size: 50 } }));
    expect(page.data.length).toBeGreaterThan(0);
    const ids = page.data.map((a) => a.id).join(',');
    api.audiencesByIds.response.parse(await admin.call(api.audiencesByIds, { query: { ids } }));
    api.retrieveAudience.response.parse(await admin.call(api.retrieveAudience, { params: { id: page.data[0]!.id } }));
    api.timelinesByIds.response.parse(await admin.call(api.timelinesByIds, { query: { ids } }));
    api.tracksByIds.response.parse(await admin.call(api.tracksByIds, { query: { ids } }));
    api.runsByIds.response.parse(await admin.call(api.runsByIds, { query: { ids } }));
    api.qualityByIds.response.parse(await admin.call(api.qualityByIds, { query: { ids } }));
    api.listAudienceStates.response.parse(await admin.call(api.listAudienceStates));
    api.listAdsPlatforms.response.parse(await admin.call(api.listAdsPlatforms));
    api.listAudienceFrequencies.response.parse(await admin.call(api.listAudienceFrequencies));
  });

  it('describes coupons, access and configuration', async () => {
    const coupons = api.listCoupons.response.parse(await admin.call(api.listCoupons, { query: {} }));
    if (coupons.data[0])
      api.retrieveCoupons.response.parse(await admin.call(api.retrieveCoupons, { params: { id: coupons.data[0].custom_coupons_id } }));
    api.getExceptionAccess.response.parse(await admin.call(api.getExceptionAccess));
    api.listAccessRequests.response.parse(await admin.call(api.listAccessRequests, { query: {} }));
    api.listRestrictions.response.parse(await admin.call(api.listRestrictions));
    const configurations = api.listCompanyConfigurations.response.parse(await admin.call(api.listCompanyConfigurations, { query: {} }));
    const code = configurations.data[0]!.code;
    api.listCompanyFlagChanges.response.parse(await admin.call(api.listCompanyFlagChanges, { params: { code } }));
    api.listAdsAccountSettings.response.parse(await admin.call(api.listAdsAccountSettings, { query: { company_code: code } }));
    api.mailOutbox.response.parse(await admin.call(api.mailOutbox, { query: {} }));
  });

  it('would catch a drift: an audience row missing a column does not parse', async () => {
    const page = await admin.call(api.listAudiences, { query: { page: 1, page_size: 1 } });
    const { custom_audience_name: _name, ...withoutName } = page.data[0]!;
    expect(api.listAudiences.response.safeParse({ ...page, data: [withoutName] }).success).toBe(false);
  });
});
