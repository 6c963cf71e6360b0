import { describe, expect, it } from 'vitest';
import { DEFINITION_PLATFORMS, checkRequest, definedOperations } from './definitions.ts';

const json = (value: unknown) => ({ kind: 'json' as const, value });
const messages = (check: ReturnType<typeof checkRequest>) => check.violations.map((v) => v.message);

describe('checking requests against the vendored definitions', () => {
  it('loads every platform definition with the operations the connectors call', () => {
    for (const platform of DEFINITION_PLATFORMS) expect(definedOperations(platform).length, platform).toBeGreaterThan(0);
    expect(definedOperations('talonone').map((o) => `${o.method} ${o.path}`)).toContain(
      'GET /v1/applications/{applicationId}/campaigns/{campaignId}/coupons/no_total',
    );
    expect(definedOperations('adobe').map((o) => `${o.method} ${o.path}`)).toContain('POST /data/foundation/import/batches');
  });

  it('accepts a conforming request', () => {
    const check = checkRequest('criteo', {
      method: 'PATCH',
      path: '/2026-07/marketing-solutions/audience-segments/123/contact-list',
      body: json({
        data: {
          type: 'ContactlistAmendment',
          attributes: { operation: 'remove', identifierType: 'phoneNumber', identifiers: ['+56912345678'] },
        },
      }),
    });
    expect(check).toEqual({ operationId: 'UpdateContactListByAudienceSegment', violations: [] });
  });

  it('finds unknown fields, enum values, missing required fields and batch limits in the body', () => {
    const update = (body: Record<string, unknown>) =>
      messages(
        checkRequest('tiktok', {
          method: 'POST',
          path: '/open_api/v1.3/dmp/custom_audience/update/',
          headers: { 'access-token': 't' },
          body: json({ advertiser_id: '1', custom_audience_id: '2', file_paths: ['p'], ...body }),
        }),
      );
    expect(update({ action: 'REMOVE' })).toEqual([]);
    expect(update({ action: 'DELETE' })).toEqual([expect.stringContaining('/action must be equal to one of the allowed values')]);
    expect(update({ action: 'APPEND', members: 3 })).toEqual(['body has unknown field "members"']);
    expect(update({ advertiser_id: undefined })).toEqual(["body must have required property 'advertiser_id'"]);
    // anyOf: an update needs file_paths, a new name or a sub type.
    expect(
      messages(
        checkRequest('tiktok', {
          method: 'POST',
          path: '/open_api/v1.3/dmp/custom_audience/update/',
          headers: { 'access-token': 't' },
          body: json({ advertiser_id: '1', custom_audience_id: '2' }),
        }),
      ),
    ).toContain('body must match a schema in anyOf');
    const many = Array.from({ length: 1001 }, (_, i) => ({ action: 'add', profileIntegrationId: `c${i}`, audienceId: 1 }));
    expect(messages(checkRequest('talonone', { method: 'POST', path: '/v2/customer_audiences', body: json({ data: many }) }))).toEqual([
      '/data must NOT have more than 1000 items',
    ]);
  });

  it('closes objects composed with allOf over their members, not inside them', () => {
    const coupons = (body: Record<string, unknown>) =>
      messages(
        checkRequest('talonone', {
          method: 'POST',
          path: '/v1/applications/1/campaigns/2/coupons_with_recipients',
          body: json({ usageLimit: 1, recipientsIntegrationIds: ['a'], ...body }),
        }),
      );
    expect(coupons({ expiryDate: '2026-12-01T00:00:00Z' })).toEqual([]);
    expect(coupons({ expiryDate: 'mañana' })).toEqual(['/expiryDate must match format "date-time"']);
    expect(coupons({ recipient: 'a' })).toEqual(['body has unknown field "recipient"']);
  });

  it('reads path, query and form values as the definition declares them', () => {
    expect(
      messages(
        checkRequest('criteo', {
          method: 'PATCH',
          path: '/2026-07/marketing-solutions/audience-segments/abc/contact-list',
          body: json({ data: { type: 'ContactlistAmendment', attributes: { operation: 'add', identifiers: ['a@b.cl'] } } }),
        }),
      ),
    ).toEqual(['audience-segment-id must be an integer (int32), got "abc"']);
    const get = (query: Record<string, unknown>) =>
      messages(
        checkRequest('tiktok', { method: 'GET', path: '/open_api/v1.3/dmp/custom_audience/get/', headers: { 'access-token': 't' }, query }),
      );
    expect(get({ advertiser_id: '1', custom_audience_ids: '["2","3"]' })).toEqual([]);
    expect(get({ advertiser_id: '1', custom_audience_ids: '2,3' })).toEqual(['custom_audience_ids: must be JSON-encoded']);
    expect(get({ advertiser_id: '1' })).toEqual(['custom_audience_ids is required']);
    expect(messages(checkRequest('talonone', { method: 'GET', path: '/v1/audiences', query: { pageSize: '10', skip: 'x' } }))).toEqual([
      'skip must be integer',
    ]);
    expect(
      messages(
        checkRequest('adobe', {
          method: 'POST',
          path: '/ims/token/v3',
          body: { kind: 'form', fields: { grant_type: 'password', client_id: 'c', client_secret: 's', scope: 'openid' } },
        }),
      ),
    ).toEqual(['/grant_type must be equal to one of the allowed values: "client_credentials"']);
    expect(
      messages(checkRequest('salesforce', { method: 'GET', path: '/data/v1/async/abc/status', headers: { authorization: 'Bearer t' } })),
    ).toEqual(['requestId must match format "uuid"']);
  });

  it('names operations the platform does not have, and media types it does not take', () => {
    expect(checkRequest('talonone', { method: 'GET', path: '/v1/applications/1/campaigns/2/coupons' })).toEqual({
      operationId: null,
      violations: [expect.objectContaining({ in: 'operation', message: expect.stringContaining('allowed: DELETE') })],
    });
    expect(checkRequest('criteo', { method: 'GET', path: '/2025-07/advertisers/me' }).operationId).toBeNull();
    expect(
      messages(
        checkRequest('criteo', {
          method: 'POST',
          path: '/oauth2/token',
          body: json({ grant_type: 'client_credentials', client_id: 'c', client_secret: 's' }),
        }),
      ),
    ).toEqual([expect.stringContaining('application/json is not a media type of oauth2Token')]);
    expect(
      messages(
        checkRequest('adobe', {
          method: 'POST',
          path: '/data/foundation/import/batches',
          headers: { authorization: 'Bearer t', 'x-api-key': 'k', 'x-sandbox-name': 'prod' },
          body: json({ datasetId: '5c8c3c555033b814b69f947f', inputFormat: { format: 'JSON' } }),
        }),
      ),
    ).toEqual(['x-gw-ims-org-id is required']);
  });
});
