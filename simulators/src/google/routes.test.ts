import { createHash } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startSimulators, type RunningSimulators } from '../server.ts';

let sims: RunningSimulators;
beforeAll(async () => {
  sims = await startSimulators({ port: 0, matchDelayMs: 0 });
});
afterAll(async () => {
  await sims.close();
});
beforeEach(() => sims.state.reset());

const sha = (text: string) => createHash('sha256').update(text).digest('hex');
const auth = { 'content-type': 'application/json', authorization: 'Bearer sim-token' };

async function call(method: string, path: string, body?: unknown): Promise<{ status: number; body: any }> {
  const res = await fetch(`${sims.url}/google${path}`, {
    method,
    headers: auth,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
}

async function createList(name = 'INCA_sim'): Promise<string> {
  const created = await call('POST', '/v1/accountTypes/GOOGLE_ADS/accounts/111/userLists', {
    displayName: name,
    ingestedUserListInfo: { uploadKeyTypes: ['CONTACT_ID'] },
  });
  expect(created.status).toBe(200);
  expect(created.body.name).toBe(`accountTypes/GOOGLE_ADS/accounts/111/userLists/${created.body.id}`);
  return created.body.id as string;
}

const destination = (id: string) => [{ operatingAccount: { accountType: 'GOOGLE_ADS', accountId: '111' }, productDestinationId: id }];
const member = (email: string) => ({ userData: { userIdentifiers: [{ emailAddress: sha(email) }] } });

describe('Google Data Manager simulator', () => {
  it('issues access tokens for a refresh token and refuses a revoked one with invalid_grant', async () => {
    const form = (refresh: string) =>
      fetch(`${sims.url}/google/token`, {
        method: 'POST',
        body: new URLSearchParams({ grant_type: 'refresh_token', client_id: 'c', client_secret: 's', refresh_token: refresh }),
      });
    const ok = await form('good');
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ token_type: 'Bearer', expires_in: 3599 });
    const revoked = await form('expired-1');
    expect(revoked.status).toBe(400);
    expect(await revoked.json()).toEqual({ error: 'invalid_grant', error_description: 'Token has been expired or revoked.' });
  });

  it('refuses a second list with the same display name in one account', async () => {
    await createList('INCA_dup');
    const again = await call('POST', '/v1/accountTypes/GOOGLE_ADS/accounts/111/userLists', { displayName: 'INCA_dup' });
    expect(again.status).toBe(409);
    expect(again.body.error.status).toBe('ALREADY_EXISTS');
    const noName = await call('POST', '/v1/accountTypes/GOOGLE_ADS/accounts/111/userLists', {});
    expect(noName.status).toBe(400);
  });

  it('requires the Customer Match terms of service on ingest, not on remove', async () => {
    const id = await createList();
    const ingest = await call('POST', '/v1/audienceMembers:ingest', {
      destinations: destination(id),
      audienceMembers: [member('a@b.cl')],
      encoding: 'HEX',
    });
    expect(ingest.status).toBe(400);
    expect(ingest.body.error.details[0].fieldViolations[0].reason).toBe('TERMS_OF_SERVICE_NOT_ACCEPTED');
    const remove = await call('POST', '/v1/audienceMembers:remove', {
      destinations: destination(id),
      audienceMembers: [member('a@b.cl')],
      encoding: 'HEX',
    });
    expect(remove.status).toBe(200);
    expect(remove.body.requestId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('refuses a whole request with a field violation per invalid row and applies nothing', async () => {
    const id = await createList();
    const res = await call('POST', '/v1/audienceMembers:ingest', {
      destinations: destination(id),
      audienceMembers: [member('a@b.cl'), { userData: { userIdentifiers: [{ emailAddress: 'a@b.cl' }] } }, member('c@d.cl')],
      encoding: 'HEX',
      termsOfService: { customerMatchTermsOfServiceStatus: 'ACCEPTED' },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.details[0]).toEqual({
      '@type': 'type.googleapis.com/google.rpc.BadRequest',
      fieldViolations: [
        {
          field: 'audience_members[1].user_data.user_identifiers[0].email_address',
          description: expect.any(String),
          reason: 'INVALID_SHA256_FORMAT',
        },
      ],
    });
    expect(sims.state.get('google').getAudience(id)?.members.size).toBe(0);
  });

  it('keeps no more than 10,000 members per request and needs a known destination', async () => {
    const id = await createList();
    const tooMany = await call('POST', '/v1/audienceMembers:remove', {
      destinations: destination(id),
      audienceMembers: Array.from({ length: 10_001 }, (_, i) => member(`u${i}@x.cl`)),
      encoding: 'HEX',
    });
    expect(tooMany.status).toBe(400);
    const wrongAccount = await call('POST', '/v1/audienceMembers:remove', {
      destinations: [{ operatingAccount: { accountType: 'GOOGLE_ADS', accountId: '222' }, productDestinationId: id }],
      audienceMembers: [member('a@b.cl')],
      encoding: 'HEX',
    });
    expect(wrongAccount.status).toBe(404);
  });

  it('shows sizeInfo only after the match delay', async () => {
    const id = await createList();
    sims.state.matchDelayMs = 60_000;
    const ingest = await call('POST', '/v1/audienceMembers:ingest', {
      destinations: destination(id),
      audienceMembers: Array.from({ length: 200 }, (_, i) => member(`u${i}@x.cl`)),
      encoding: 'HEX',
      termsOfService: { customerMatchTermsOfServiceStatus: 'ACCEPTED' },
    });
    expect(ingest.status).toBe(200);
    const before = await call('GET', `/v1/accountTypes/GOOGLE_ADS/accounts/111/userLists/${id}`);
    expect(before.body.sizeInfo).toBeUndefined();
    sims.state.matchDelayMs = 0;
    const after = await call('GET', `/v1/accountTypes/GOOGLE_ADS/accounts/111/userLists/${id}`);
    expect(Number(after.body.sizeInfo.displayNetworkMembersCount)).toBeGreaterThan(80);
    expect(typeof after.body.sizeInfo.searchNetworkMembersCount).toBe('string');
  });

  describe('refuses what the Data Manager API refuses (its protos, from @google-ads/datamanager, and its guide)', () => {
    const ingest = (id: string, audienceMembers: unknown[], extra: Record<string, unknown> = {}) =>
      call('POST', '/v1/audienceMembers:ingest', {
        destinations: destination(id),
        audienceMembers,
        encoding: 'HEX',
        termsOfService: { customerMatchTermsOfServiceStatus: 'ACCEPTED' },
        ...extra,
      });
    const refusedAs = (answer: { status: number; body: any }) => {
      expect(answer.status).toBe(400);
      expect(answer.body.error).toMatchObject({ code: 400, status: 'INVALID_ARGUMENT' });
      return answer.body.error.details[0].fieldViolations as { field: string; description: string; reason: string }[];
    };

    it('a phone number (not hashed) in emailAddress', async () => {
      const id = await createList();
      const violations = refusedAs(await ingest(id, [{ userData: { userIdentifiers: [{ emailAddress: '+56912345678' }] } }]));
      expect(violations).toEqual([
        expect.objectContaining({
          field: 'audience_members[0].user_data.user_identifiers[0].email_address',
          reason: 'INVALID_SHA256_FORMAT',
        }),
      ]);
      expect(sims.state.get('google').getAudience(id)!.members.size).toBe(0);
    });

    it('unknown fields, at any depth', async () => {
      const id = await createList();
      const top = refusedAs(await ingest(id, [member('a@b.cl')], { audienceId: id }));
      expect(top[0]!.description).toBe('Invalid JSON payload received. Unknown name "audienceId" at \'request\': Cannot find field.');
      const deep = refusedAs(await ingest(id, [{ userData: { userIdentifiers: [{ email: sha('a@b.cl') }] } }]));
      expect(deep[0]!.description).toBe(
        'Invalid JSON payload received. Unknown name "email" at \'audience_members[0].user_data.user_identifiers[0]\': Cannot find field.',
      );
    });

    it('wrong enum values', async () => {
      const id = await createList();
      const violations = refusedAs(await ingest(id, [member('a@b.cl')], { encoding: 'SHA256', consent: { adUserData: 'GRANTED' } }));
      expect(violations.map((v) => v.field).sort()).toEqual(['consent.ad_user_data', 'encoding']);
      const list = await call('POST', '/v1/accountTypes/GOOGLE_ADS/accounts/111/userLists', {
        displayName: 'INCA_enum',
        ingestedUserListInfo: { uploadKeyTypes: ['EMAIL'] },
      });
      expect(refusedAs(list)[0]!.field).toBe('user_list.ingested_user_list_info.upload_key_types[0]');
    });

    it('two identifiers in one UserIdentifier (a oneof), and a member with no data', async () => {
      const id = await createList();
      const both = refusedAs(
        await ingest(id, [{ userData: { userIdentifiers: [{ emailAddress: sha('a@b.cl'), phoneNumber: sha('+56912345678') }] } }]),
      );
      expect(both[0]!.description).toContain('oneof "identifier"');
      expect(refusedAs(await ingest(id, [{}]))[0]!.field).toBe('audience_members[0]');
    });

    it('a mobile-id list without its app id or key space', async () => {
      const path = '/v1/accountTypes/GOOGLE_ADS/accounts/111/userLists';
      const noApp = refusedAs(
        await call('POST', path, {
          displayName: 'INCA_maid',
          ingestedUserListInfo: { uploadKeyTypes: ['MOBILE_ID'], mobileIdInfo: { keySpace: 'ANDROID' } },
        }),
      );
      expect(noApp.map((v) => v.field)).toEqual(['user_list.ingested_user_list_info.mobile_id_info.app_id']);
      const noKeySpace = refusedAs(
        await call('POST', path, {
          displayName: 'INCA_maid',
          ingestedUserListInfo: { uploadKeyTypes: ['MOBILE_ID'], mobileIdInfo: { appId: 'cl.inca.app' } },
        }),
      );
      expect(noKeySpace.map((v) => v.field)).toEqual(['user_list.ingested_user_list_info.mobile_id_info.key_space']);
      expect(sims.state.get('google').audiences.size).toBe(0);
    });

    it('members of another kind than the list: device ids in a contact list, e-mails in a mobile-id list', async () => {
      const contact = await createList();
      expect(refusedAs(await ingest(contact, [{ mobileData: { mobileIds: ['a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d'] } }]))[0]!.field).toBe(
        'audience_members[0].mobile_data',
      );
      const created = await call('POST', '/v1/accountTypes/GOOGLE_ADS/accounts/111/userLists', {
        displayName: 'INCA_maid_ok',
        ingestedUserListInfo: { uploadKeyTypes: ['MOBILE_ID'], mobileIdInfo: { keySpace: 'IOS', appId: '1234567890' } },
      });
      expect(created.status).toBe(200);
      expect(refusedAs(await ingest(created.body.id, [member('a@b.cl')]))[0]!.field).toBe('audience_members[0].user_data');
      expect((await ingest(created.body.id, [{ mobileData: { mobileIds: ['a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d'] } }])).status).toBe(200);
    });

    it('a request without destinations or members, and a wrong scalar type', async () => {
      const missing = refusedAs(await call('POST', '/v1/audienceMembers:remove', { encoding: 'HEX' }));
      expect(missing.map((v) => [v.field, v.reason])).toEqual([
        ['destinations', 'REQUIRED_FIELD_MISSING'],
        ['audience_members', 'REQUIRED_FIELD_MISSING'],
      ]);
      const id = await createList();
      expect(refusedAs(await ingest(id, [member('a@b.cl')], { validateOnly: 'yes' }))[0]!.field).toBe('validate_only');
    });
  });
});
