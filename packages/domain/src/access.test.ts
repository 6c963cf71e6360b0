import { describe, expect, it } from 'vitest';
import {
  ACCESS_MESSAGES,
  ACCESS_REQUEST_STATUSES,
  accessRequestTransition,
  decidesOwnRequest,
  crossTableFieldErrors,
  exceptionTabs,
  isAccessExpired,
  mayDecideRequest,
  productivizeMissingFields,
  productivizeUntilDate,
  requestFlags,
  tableSearchProblem,
  untilDateProblem,
  type AccessRequestAction,
  type AccessRequestStatus,
} from './access.ts';
import type { Role } from './roles.ts';

describe('access request state machine (§4)', () => {
  // Every status × action, written out by hand.
  const table: [AccessRequestStatus, AccessRequestAction, AccessRequestStatus | string][] = [
    ['PENDING', 'APPROVE', 'APPROVED'],
    ['PENDING', 'DECLINE', 'DECLINED'],
    ['PENDING', 'UPDATE', ACCESS_MESSAGES.notApproved],
    ['APPROVED', 'APPROVE', ACCESS_MESSAGES.notPending],
    ['APPROVED', 'DECLINE', ACCESS_MESSAGES.notPending],
    ['APPROVED', 'UPDATE', 'APPROVED'],
    ['DECLINED', 'APPROVE', ACCESS_MESSAGES.declinedFinal],
    ['DECLINED', 'DECLINE', ACCESS_MESSAGES.declinedFinal],
    ['DECLINED', 'UPDATE', ACCESS_MESSAGES.declinedFinal],
  ];
  it.each(table)('%s + %s → %s', (status, action, expected) => {
    const result = accessRequestTransition(status, action);
    if ((ACCESS_REQUEST_STATUSES as readonly string[]).includes(expected)) expect(result).toEqual({ ok: true, next: expected });
    else expect(result).toEqual({ ok: false, message: expected });
  });

  it('flags follow the status', () => {
    expect(requestFlags('PENDING')).toEqual({ flag_request_accepted: '0', flag_request_declined: '0' });
    expect(requestFlags('APPROVED')).toEqual({ flag_request_accepted: '1', flag_request_declined: '0' });
    expect(requestFlags('DECLINED')).toEqual({ flag_request_accepted: '0', flag_request_declined: '1' });
  });
});

describe('expiry and dates', () => {
  it('expires only after the expiration day', () => {
    expect(isAccessExpired('2026-05-10', '2026-05-09')).toBe(false);
    expect(isAccessExpired('2026-05-10', '2026-05-10')).toBe(false);
    expect(isAccessExpired('2026-05-10', '2026-05-11')).toBe(true);
    expect(isAccessExpired('2026-05-10T00:00:00Z', '2026-05-11T10:00:00Z')).toBe(true);
    expect(isAccessExpired(null, '2099-01-01')).toBe(false);
  });

  it('productivize ends 20 years ahead, 29 February to 28 when needed', () => {
    expect(productivizeUntilDate('2026-11-23')).toBe('2046-11-23');
    expect(productivizeUntilDate('2028-02-29')).toBe('2048-02-29');
    expect(productivizeUntilDate('2024-02-29')).toBe('2044-02-29');
    expect(productivizeUntilDate('2032-02-29')).toBe('2052-02-29');
    expect(productivizeUntilDate('2080-02-29')).toBe('2100-02-28');
  });

  it('an until date must not be in the past', () => {
    expect(untilDateProblem('2026-01-01', '2026-01-02')).toBe(ACCESS_MESSAGES.untilDatePast);
    expect(untilDateProblem('2026-01-02', '2026-01-02')).toBeUndefined();
  });
});

describe('productivize fields and search text', () => {
  it('lists the use-case attributes a table lacks, ignoring case', () => {
    expect(productivizeMissingFields(['customer_id', 'SCORE', 'grupo'], ['customer_id', 'score', 'grupo'])).toEqual([]);
    expect(productivizeMissingFields(['customer_id', 'monto'], ['customer_id', 'score', 'grupo'])).toEqual(['score', 'grupo']);
  });

  it('needs a text of 3 characters or more', () => {
    expect(tableSearchProblem('')).toBe(ACCESS_MESSAGES.searchRequired);
    expect(tableSearchProblem('   ')).toBe(ACCESS_MESSAGES.searchRequired);
    expect(tableSearchProblem('co')).toBe(ACCESS_MESSAGES.searchTooShort);
    expect(tableSearchProblem(' co ')).toBe(ACCESS_MESSAGES.searchTooShort);
    expect(tableSearchProblem('com')).toBeUndefined();
  });
});

describe('who sees and decides (§6)', () => {
  const who = (roles: Role[], companyCode = '032') => ({ roles, companyCode });
  it.each([
    [['audience_admin'], false, { configuration: true, requests: true, requestException: true }],
    [['org_data_management'], true, { configuration: false, requests: true, requestException: true }],
    [['org_data_management'], false, { configuration: false, requests: false, requestException: true }],
    [['audience_analyst'], true, { configuration: false, requests: false, requestException: true }],
    [['audience_user'], true, { configuration: false, requests: false, requestException: true }],
  ] as [Role[], boolean, object][])('%j with approve_request_data=%s sees %j', (roles, flag, tabs) => {
    expect(exceptionTabs(who(roles), flag)).toEqual(tabs);
  });

  it('the admin decides for any company; a steward with the flag for its scope; nobody else', () => {
    expect(mayDecideRequest(who(['audience_admin']), [], false, '011')).toBe(true);
    expect(mayDecideRequest(who(['org_data_management']), ['022'], true, '022')).toBe(true);
    expect(mayDecideRequest(who(['org_data_management']), ['022'], true, '011')).toBe(false);
    expect(mayDecideRequest(who(['org_data_management']), ['022'], false, '022')).toBe(false);
    expect(mayDecideRequest(who(['audience_analyst'], '022'), [], true, '022')).toBe(false);
  });
});

describe('cross-table fields (§5)', () => {
  const ok = {
    name: 'Retail_compras',
    description: 'Clientes con compras',
    typeName: 'SEGMENT_CONTACT',
    companyAlias: 'Retail',
    sandbox: false,
    table: 'projects/p/datasets/d/tables/t',
  };
  it('accepts a complete table segment and a complete sandbox segment', () => {
    expect(crossTableFieldErrors(ok)).toEqual({});
    expect(crossTableFieldErrors({ ...ok, sandbox: true, table: null, group: 'alta' })).toEqual({});
  });
  it('needs the table with the switch off and the group with it on', () => {
    expect(crossTableFieldErrors({ ...ok, table: '' })).toEqual({ table: ACCESS_MESSAGES.viewRequired });
    expect(crossTableFieldErrors({ ...ok, sandbox: true, group: ' ' })).toEqual({ group: ACCESS_MESSAGES.groupRequired });
  });
  it('keeps the builder rules and caps the description at 200', () => {
    expect(crossTableFieldErrors({ ...ok, name: '' }).name).toBe('El Nombre es requerido');
    expect(crossTableFieldErrors({ ...ok, typeName: '' }).typeName).toBe('El tipo de segmento es requerido');
    expect(crossTableFieldErrors({ ...ok, description: 'x'.repeat(201) }).description).toBe(
      'La descripción debe tener máximo 200 caracteres',
    );
    expect(crossTableFieldErrors({ ...ok, description: 'x'.repeat(200) })).toEqual({});
  });
});

describe('four eyes on requests', () => {
  it('who filed a request does not decide it, whatever the case of the e-mail; another approver does', () => {
    expect(decidesOwnRequest('steward@corp.demo', 'Steward@Corp.demo ')).toBe(true);
    expect(decidesOwnRequest('analyst@brand.demo', 'steward@corp.demo')).toBe(false);
  });
});
