import { describe, expect, it } from 'vitest';
import {
  isPublicAddress,
  trustSimulatorsOrigin,
  UNRESOLVED_URL_MESSAGE,
  UNSAFE_URL_MESSAGE,
  urlRefusal,
  type LookupAll,
} from './safeUrl.ts';

/** A resolver answering from a table (no network in unit tests); unknown names do not resolve. */
const dns =
  (table: Record<string, string[]>): LookupAll =>
  async (host) => {
    const addresses = table[host];
    if (!addresses) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
    return addresses.map((address) => ({ address }));
  };

const noEnv = {} as NodeJS.ProcessEnv;
const refusal = (url: string, table: Record<string, string[]> = {}, env = noEnv) => urlRefusal(url, { lookup: dns(table), env });

describe('public addresses', () => {
  it('refuses loopback, private, link-local (metadata), CGNAT, multicast and reserved IPv4', () => {
    for (const a of [
      '127.0.0.1',
      '127.8.9.10',
      '10.1.2.3',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '255.255.255.255',
      '198.18.0.1',
    ]) {
      expect(isPublicAddress(a), a).toBe(false);
    }
  });

  it('refuses loopback, unique-local, link-local, mapped and embedded IPv6', () => {
    for (const a of [
      '::1',
      '::',
      '[::1]',
      'fd00:ec2::254',
      'fc00::1',
      'fe80::1',
      'fe80::1%eth0',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::ffff:10.0.0.1',
      '::ffff:8.8.8.8',
      '64:ff9b::a00:1',
      '2002:7f00:1::',
      'ff02::1',
    ]) {
      expect(isPublicAddress(a), a).toBe(false);
    }
  });

  it('accepts public unicast addresses, and nothing that is not an address', () => {
    for (const a of ['8.8.8.8', '142.250.72.14', '172.32.0.1', '2607:f8b0:4004:c07::64', '2a03:2880:f10c:83:face:b00c:0:25de'])
      expect(isPublicAddress(a), a).toBe(true);
    for (const a of ['localhost', '', 'example.com', '999.1.1.1']) expect(isPublicAddress(a), a).toBe(false);
  });
});

describe('URLs the platform may call', () => {
  it('refuses loopback and metadata written in any form the URL parser accepts', async () => {
    for (const url of [
      'https://127.0.0.1:4101/',
      'https://[::1]:4101/',
      'https://[::ffff:127.0.0.1]/',
      'https://[0:0:0:0:0:ffff:7f00:1]/',
      'https://2130706433/', // decimal
      'https://0177.0.0.1/', // octal
      'https://0x7f.1/', // hexadecimal, short form
      'https://127.1/',
      'https://169.254.169.254/latest/meta-data/',
      'https://[fd00:ec2::254]/',
      'https://10.0.0.8/api',
    ]) {
      expect(await refusal(url), url).toEqual({ message: UNSAFE_URL_MESSAGE, retryable: false });
    }
  });

  it('refuses names that resolve to an internal address, even when one address of several is public', async () => {
    const table = {
      localhost: ['127.0.0.1', '::1'],
      'metadata.google.internal': ['169.254.169.254'],
      'rebind.attacker.example': ['93.184.216.34', '10.0.0.5'],
      'v6only.attacker.example': ['fd12:3456::1'],
    };
    for (const url of [
      'https://localhost:4101/',
      'https://metadata.google.internal/computeMetadata/v1/',
      'https://rebind.attacker.example/',
      'https://v6only.attacker.example/',
    ]) {
      expect(await refusal(url, table), url).toEqual({ message: UNSAFE_URL_MESSAGE, retryable: false });
    }
  });

  it('accepts https to names resolving to public addresses only', async () => {
    const table = {
      'graph.facebook.com': ['157.240.22.35', '2a03:2880:f10c:83:face:b00c:0:25de'],
      'oauth2.googleapis.com': ['142.250.72.10'],
    };
    expect(await refusal('https://graph.facebook.com/v23.0/act_1', table)).toBeUndefined();
    expect(await refusal('https://oauth2.googleapis.com/token', table)).toBeUndefined();
    expect(await refusal('https://8.8.8.8/')).toBeUndefined();
  });

  it('refuses plain http, credentials in the URL, other schemes and unreadable URLs', async () => {
    const table = { 'api.example.com': ['93.184.216.34'] };
    for (const url of [
      'http://api.example.com/',
      'https://user:pw@api.example.com/',
      'file:///etc/passwd',
      'gopher://api.example.com/',
      'not a url',
    ]) {
      expect(await refusal(url, table), url).toEqual({ message: UNSAFE_URL_MESSAGE, retryable: false });
    }
  });

  it('refuses a name that does not resolve (retryable), never letting a failed lookup pass', async () => {
    expect(await refusal('https://nowhere.invalid/')).toEqual({ message: UNRESOLVED_URL_MESSAGE, retryable: true });
  });

  it("trusts the configured simulators' exact origin only, never loopback in general", async () => {
    const env = { SIMULATORS_URL: 'http://127.0.0.1:4300' } as NodeJS.ProcessEnv;
    expect(await refusal('http://127.0.0.1:4300/meta/v23.0/act_1', {}, env)).toBeUndefined();
    for (const url of ['http://127.0.0.1:4301/', 'https://127.0.0.1:4300/', 'https://localhost:4101/', 'http://localhost:4300/']) {
      expect(await refusal(url, { localhost: ['127.0.0.1'] }, env), url).toBeDefined();
    }
    // Nothing is trusted without the setting.
    expect(await refusal('http://127.0.0.1:4300/meta')).toBeDefined();
  });

  it('trusts a simulators origin registered in-process (test support), by exact origin', async () => {
    expect(await refusal('http://127.0.0.1:45999/google')).toBeDefined();
    trustSimulatorsOrigin('http://127.0.0.1:45999');
    expect(await refusal('http://127.0.0.1:45999/google')).toBeUndefined();
    expect(await refusal('http://127.0.0.1:45998/google')).toBeDefined();
  });
});
