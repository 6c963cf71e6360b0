import { createCipheriv, randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { openText, purposeKey } from '@inca/crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { graphql, login, rest } from '../src/client.ts';

/*
 * The configuration screen (spec §2.7): the audience admin saves a company's flags as "0"/"1";
 * the change takes effect at once where the spec uses the flag (share_action: who may share a segment)
 * and is kept in the audit trail (who, when, before, after); anyone else is refused and nothing changes.
 */

const FLAGS =
  'approveRequestData shareAction separatedKeyAds gptImages talononeCoupons retailPurchasePrediction userIdTalonone editSegment editAudienceTypeGoogle';
type Flags = Record<string, boolean>;
let db: pg.Client;
let admin: string;
let brandAnalyst: string;
let original: Flags;

const flagsOf = async (code: string): Promise<Flags> =>
  (
    await graphql<{ companyConfigurations: { company: { code: string }; flags: Flags }[] }>(
      `{ companyConfigurations { company { code } flags { ${FLAGS} } } }`,
      { token: admin },
    )
  ).data!.companyConfigurations.find((c) => c.company.code === code)!.flags;
const save = (token: string, code: string, flags: Flags) =>
  graphql<{ updateCompanyFlags: { flags: Flags; changes: { changedBy: string; before: Flags; after: Flags }[] } }>(
    `mutation($c: ID!, $f: CompanyFlagsInput!) { updateCompanyFlags(companyCode: $c, flags: $f) { flags { ${FLAGS} } changes { changedBy before { shareAction } after { shareAction } } } }`,
    { token, variables: { c: code, f: flags } },
  );
const canShareFirst024Segment = async () => {
  const r = await graphql<{ segments: { nodes: { code: string; canShare: boolean; ownerCompany: { code: string } }[] } }>(
    '{ segments(pageSize: 50) { nodes { code canShare ownerCompany { code } } } }',
    { token: brandAnalyst },
  );
  return r.data!.segments.nodes.find((s) => s.ownerCompany.code === '024')!.canShare;
};

beforeAll(async () => {
  db = new pg.Client({ connectionString: inject('databaseUrl') });
  await db.connect();
  [admin, brandAnalyst] = (await Promise.all(['admin@corp.demo', 'analyst@brand.demo'].map(async (e) => (await login(e)).token))) as [
    string,
    string,
  ];
  original = await flagsOf('024');
});
afterAll(async () => {
  if (original) await save(admin, '024', original);
  await db?.end();
});

describe('company flags (configuration screen)', () => {
  it('lists every company with its flags and filters by name ignoring accents and case', async () => {
    const all = (
      await graphql<{ companyConfigurations: { company: { code: string } }[] }>('{ companyConfigurations { company { code } } }', {
        token: admin,
      })
    ).data!.companyConfigurations;
    const companies = (await db.query('SELECT code FROM audience_management.companies ORDER BY code')).rows.map((r) => r.code);
    expect(all.map((c) => c.company.code)).toEqual(companies);
    const name = (await db.query("SELECT name FROM audience_management.companies WHERE code = '024'")).rows[0].name as string;
    const part = name.slice(0, 5).toUpperCase();
    const found = (
      await graphql<{ companyConfigurations: { company: { code: string } }[] }>(
        'query($n: String) { companyConfigurations(name: $n) { company { code } } }',
        { token: admin, variables: { n: part } },
      )
    ).data!.companyConfigurations;
    expect(found.map((c) => c.company.code)).toContain('024');
    expect(found.length).toBeLessThan(all.length);
  });

  it('turning share_action on for 024 lets its analyst share at once, and the change is audited', async () => {
    expect(original.shareAction).toBe(false);
    expect(await canShareFirst024Segment()).toBe(false);
    const r = await save(admin, '024', { ...original, shareAction: true });
    expect(r.errors).toBeUndefined();
    expect(r.data!.updateCompanyFlags.flags.shareAction).toBe(true);
    expect(r.data!.updateCompanyFlags.changes[0]).toEqual({
      changedBy: 'admin@corp.demo',
      before: { shareAction: false },
      after: { shareAction: true },
    });
    expect(
      (await db.query("SELECT share_action FROM audience_management.company_flags WHERE company_code = '024'")).rows[0].share_action,
    ).toBe('1');
    expect(await canShareFirst024Segment()).toBe(true);

    // Saving the same flags again writes no audit row.
    const audits = Number(
      (await db.query("SELECT count(*) FROM audience_management.company_flag_changes WHERE company_code = '024'")).rows[0].count,
    );
    await save(admin, '024', { ...original, shareAction: true });
    expect(
      Number((await db.query("SELECT count(*) FROM audience_management.company_flag_changes WHERE company_code = '024'")).rows[0].count),
    ).toBe(audits);

    await save(admin, '024', original);
    expect(await canShareFirst024Segment()).toBe(false);
  });

  it('refuses anyone but the admin, and bad values, changing nothing', async () => {
    const before = (await db.query("SELECT * FROM audience_management.company_flags WHERE company_code = '024'")).rows;
    const r = await save(brandAnalyst, '024', { ...original, gptImages: !original.gptImages });
    expect(r.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const direct = await rest('audience-management', '/audience-management/configuration/company-flags/024', {
      token: brandAnalyst,
      method: 'PUT',
      body: { flags: {} },
    });
    expect(direct.status).toBe(403);
    const bad = await rest<{ message: string }>('audience-management', '/audience-management/configuration/company-flags/024', {
      token: admin,
      method: 'PUT',
      body: { flags: { share_action: 'yes' } },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Cada indicador vale "0" o "1".');
    const unknown = await save(admin, '999', original);
    expect(unknown.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await db.query("SELECT * FROM audience_management.company_flags WHERE company_code = '024'")).rows).toEqual(before);
  });
});

describe('ads accounts (configuration screen)', () => {
  const RUN = Date.now().toString(36).slice(-5);
  const SAVE = `mutation($id: ID, $i: AdsAccountInput!) { saveAdsAccount(id: $id, input: $i) { id technicalName channels { platform enabled accountId endpoint secretSet } } }`;
  const channels = (over: Record<string, Record<string, unknown>> = {}) =>
    ['GADS', 'FBK', 'TIKTOK', 'SALESFORCE', 'TALONONE', 'CRITEO', 'ADOBE'].map((platform) => ({
      platform,
      enabled: false,
      ...(over[platform] ?? {}),
    }));
  const input = (over: Record<string, unknown> = {}) => ({
    companyCode: '024',
    businessName: `Marcas prueba ${RUN}`,
    technicalName: `marcas_prueba_${RUN}`,
    itManagerEmail: 'ti@brand.demo',
    sendNotification: true,
    channels: channels({ FBK: { enabled: true, accountId: '1234567890', secret: `token-plano-${RUN}` } }),
    ...over,
  });
  const accounts = async () =>
    Number((await db.query("SELECT count(*) FROM audience_management.ads_accounts WHERE company_code = '024'")).rows[0].count);

  it('refuses each broken channel rule in Spanish and writes nothing', async () => {
    const before = await accounts();
    const cases: [Record<string, unknown>, string][] = [
      [
        { channels: channels({ GADS: { enabled: true, accountId: '123-45-678' } }) },
        'El ID de cliente de Google Ads tiene 10 dígitos (por ejemplo 123-456-7890).',
      ],
      [{ channels: channels({ TIKTOK: { enabled: true } }) }, 'Indique el ID de la cuenta de Tiktok o desactive el canal.'],
      [
        { channels: channels({ FBK: { enabled: true, accountId: '12345', endpoint: 'http://graph.facebook.com' } }) },
        'El endpoint debe ser una dirección https:// válida.',
      ],
      [{ channels: channels() }, 'Active al menos un canal para la cuenta.'],
      [{ technicalName: 'Con Mayúsculas' }, 'El nombre técnico usa minúsculas, dígitos y guiones bajos (3 a 60).'],
      [{ itManagerEmail: 'no-es-correo' }, 'Ingrese un correo electrónico válido.'],
    ];
    for (const [over, message] of cases) {
      const r = await graphql(SAVE, { token: admin, variables: { i: input(over) } });
      expect(r.errors?.[0]?.message, JSON.stringify(over)).toBe(message);
    }
    const foreign = await graphql(SAVE, { token: brandAnalyst, variables: { i: input() } });
    expect(foreign.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(await accounts()).toBe(before);
  });

  it('registers an account with its credential sealed at rest, answered only as set, kept when the form leaves it empty', async () => {
    const r = await graphql<{
      saveAdsAccount: { id: string; channels: { platform: string; enabled: boolean; accountId: string | null; secretSet: boolean }[] };
    }>(SAVE, { token: admin, variables: { i: input() } });
    expect(r.errors).toBeUndefined();
    const saved = r.data!.saveAdsAccount;
    expect(saved.channels.find((c) => c.platform === 'FBK')).toMatchObject({ enabled: true, accountId: '1234567890', secretSet: true });
    expect(saved.channels.filter((c) => c.enabled).map((c) => c.platform)).toEqual(['FBK']);

    const row = (
      await db.query(
        'SELECT platform_config, flag_fbk, it_manager_email, send_notification FROM audience_management.ads_accounts WHERE id = $1',
        [saved.id],
      )
    ).rows[0];
    expect(JSON.stringify(row.platform_config)).not.toContain(`token-plano-${RUN}`);
    expect(row.platform_config.fbk).toMatchObject({ accountId: 'act_1234567890', sealedCredentials: { v: 2 } });
    expect(row).toMatchObject({ flag_fbk: '1', it_manager_email: 'ti@brand.demo', send_notification: '1' });

    const again = await graphql<{ saveAdsAccount: { channels: { platform: string; secretSet: boolean }[] } }>(SAVE, {
      token: admin,
      variables: {
        id: saved.id,
        i: input({ businessName: `Marcas cambiada ${RUN}`, channels: channels({ FBK: { enabled: true, accountId: 'act_1234567890' } }) }),
      },
    });
    expect(again.errors).toBeUndefined();
    const sealed = (await db.query('SELECT platform_config FROM audience_management.ads_accounts WHERE id = $1', [saved.id])).rows[0]
      .platform_config.fbk.sealedCredentials;
    expect(sealed).toEqual(row.platform_config.fbk.sealedCredentials);
    expect(again.data!.saveAdsAccount.channels.find((c) => c.platform === 'FBK')!.secretSet).toBe(true);

    const listed = await graphql<{ adsAccountSettings: { id: string; businessName: string }[] }>(
      '{ adsAccountSettings(companyCode: "024") { id businessName } }',
      { token: admin },
    );
    expect(listed.data!.adsAccountSettings.find((a) => a.id === saved.id)?.businessName).toBe(`Marcas cambiada ${RUN}`);
    await db.query('DELETE FROM audience_management.ads_accounts WHERE id = $1', [saved.id]);
  });

  it("seals each channel's secret under the names its connector reads: Talon.One's two keys verify at the platform, a refused key is a credential error", async () => {
    const VERIFY = `mutation($c: ID!, $a: ID) { verifyAdsAccounts(companyCode: $c, adsAccountCode: $a, force: true) { apiHealth { platform state errorKind } } }`;
    const talonone = (secret: string) => channels({ TALONONE: { enabled: true, accountId: '7', secret } });
    const r = await graphql<{ saveAdsAccount: { id: string; technicalName: string } }>(SAVE, {
      token: admin,
      variables: { i: input({ technicalName: `talon_prueba_${RUN}`, channels: talonone(`int-${RUN} mgmt-${RUN}`) }) },
    });
    expect(r.errors).toBeUndefined();
    const { id, technicalName } = r.data!.saveAdsAccount;
    try {
      const health = async () =>
        (
          await graphql<{ verifyAdsAccounts: { apiHealth: { platform: string; state: string; errorKind: string | null }[] }[] }>(VERIFY, {
            token: admin,
            variables: { c: '024', a: technicalName },
          })
        ).data!.verifyAdsAccounts[0]!.apiHealth;
      expect(await health()).toEqual([{ platform: 'TALONONE', state: 'AVAILABLE', errorKind: 'OK' }]);

      // A credential stored before the one sealing helper (AES-256-GCM under SECRETS_KEY itself, nonce and tag apart) still opens.
      const keyText = process.env.SECRETS_KEY ?? (await readFile(path.join(inject('dataDir'), 'secrets-key'), 'utf8')).trim();
      const key = Buffer.from(keyText, 'base64url');
      const stored = (await db.query('SELECT platform_config FROM audience_management.ads_accounts WHERE id = $1', [id])).rows[0]
        .platform_config.talonone.sealedCredentials;
      const plaintext = openText(purposeKey(key, 'ads-account-credentials'), stored.data)!;
      expect(JSON.parse(plaintext)).toBeTypeOf('object');
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const data = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      const old = { v: 1, iv: iv.toString('base64url'), tag: cipher.getAuthTag().toString('base64url'), data: data.toString('base64url') };
      await db.query(
        `UPDATE audience_management.ads_accounts SET platform_config = jsonb_set(platform_config, '{talonone,sealedCredentials}', $2::jsonb) WHERE id = $1`,
        [id, JSON.stringify(old)],
      );
      expect(await health()).toEqual([{ platform: 'TALONONE', state: 'AVAILABLE', errorKind: 'OK' }]);

      const refusedKey = await graphql(SAVE, {
        token: admin,
        variables: { id, i: input({ technicalName, channels: talonone('invalid-key') }) },
      });
      expect(refusedKey.errors).toBeUndefined();
      expect(await health()).toEqual([{ platform: 'TALONONE', state: 'UNAVAILABLE', errorKind: 'CREDENTIALS' }]);

      const threeWords = await graphql(SAVE, { token: admin, variables: { id, i: input({ technicalName, channels: talonone('a b c') }) } });
      expect(threeWords.errors?.[0]?.message).toBe(
        'La credencial de Talonone no es válida: escriba el token (Talonone: la clave de integración y la de gestión separadas por un espacio) o un objeto JSON con sus campos.',
      );
    } finally {
      await db.query('DELETE FROM audience_management.ads_account_validations WHERE ads_account_id = $1', [id]);
      await db.query('DELETE FROM audience_management.ads_accounts WHERE id = $1', [id]);
    }
  });

  it('Verificar is remembered: the account list answers when it was last checked, and a refusal names each field', async () => {
    const r = await graphql<{ saveAdsAccount: { id: string; technicalName: string } }>(SAVE, {
      token: admin,
      variables: { i: input({ technicalName: `verif_prueba_${RUN}` }) },
    });
    expect(r.errors).toBeUndefined();
    const { id, technicalName } = r.data!.saveAdsAccount;
    const LIST = '{ companyConfigurations { company { code adsAccounts { technicalName apiCheckedAt } } } }';
    const listed = async () =>
      (
        await graphql<{
          companyConfigurations: { company: { code: string; adsAccounts: { technicalName: string; apiCheckedAt: string | null }[] } }[];
        }>(LIST, { token: admin })
      )
        .data!.companyConfigurations.find((c) => c.company.code === '024')!
        .company.adsAccounts.find((a) => a.technicalName === technicalName)!;
    // Seeded accounts with a check result show when it was made (earlier tests may have checked others since).
    const seeded = (
      await graphql<{ companyConfigurations: { company: { adsAccounts: { technicalName: string; apiCheckedAt: string | null }[] } }[] }>(
        LIST,
        { token: admin },
      )
    ).data!.companyConfigurations.flatMap((c) => c.company.adsAccounts);
    expect(seeded.find((a) => a.technicalName === 'retail_ads')?.apiCheckedAt).toEqual(expect.any(String));
    try {
      expect((await listed()).apiCheckedAt).toBeNull();
      const verified = await graphql<{ verifyAdsAccounts: { apiCheckedAt: string | null }[] }>(
        'mutation($c: ID!, $a: ID) { verifyAdsAccounts(companyCode: $c, adsAccountCode: $a, force: true) { apiCheckedAt } }',
        { token: admin, variables: { c: '024', a: technicalName } },
      );
      expect(verified.errors).toBeUndefined();
      const checkedAt = verified.data!.verifyAdsAccounts[0]!.apiCheckedAt;
      expect(checkedAt).not.toBeNull();
      expect(Date.parse((await listed()).apiCheckedAt!)).toBe(Date.parse(checkedAt!));

      const taken = await graphql(SAVE, { token: admin, variables: { i: input({ technicalName }) } });
      expect(taken.errors?.[0]?.extensions?.details).toEqual({
        fields: { technicalName: 'Ya existe una cuenta con ese nombre técnico.' },
      });
      const several = await graphql(SAVE, {
        token: admin,
        variables: { i: input({ businessName: 'x', channels: channels({ TIKTOK: { enabled: true } }) }) },
      });
      expect((several.errors?.[0]?.extensions?.details as { fields: Record<string, string> }).fields).toMatchObject({
        businessName: 'El nombre de la cuenta debe tener entre 3 y 80 caracteres.',
        'channels.TIKTOK.accountId': 'Indique el ID de la cuenta de Tiktok o desactive el canal.',
      });
    } finally {
      await db.query('DELETE FROM audience_management.ads_account_validations WHERE ads_account_id = $1', [id]);
      await db.query('DELETE FROM audience_management.ads_accounts WHERE id = $1', [id]);
    }
  });
});
