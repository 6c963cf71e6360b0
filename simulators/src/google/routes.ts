/**
 * Google Data Manager API simulator (https://datamanager.googleapis.com, mounted at `/google`).
 *
 * Real paths and payloads:
 * - `POST /token` — the OAuth 2.0 token endpoint (https://oauth2.googleapis.com/token in production):
 *   `grant_type=refresh_token` with client_id, client_secret, refresh_token.
 * - `GET|POST /v1/accountTypes/{accountType}/accounts/{account}/userLists` — list / create Customer Match lists.
 * - `GET /v1/accountTypes/{accountType}/accounts/{account}/userLists/{userList}` — one list, with `sizeInfo`
 *   (displayNetworkMembersCount, searchNetworkMembersCount as int64 strings) once the match is computed.
 * - `POST /v1/audienceMembers:ingest` and `POST /v1/audienceMembers:remove` — `{destinations, audienceMembers,
 *   encoding, consent, termsOfService}`, each member `{userData: {userIdentifiers: [{emailAddress} | {phoneNumber} |
 *   {address: {givenName, familyName, regionCode, postalCode}}]}}` or `{mobileData: {mobileIds}}`; answers
 *   `{requestId}`. A request with invalid rows is refused whole with 400 INVALID_ARGUMENT and a
 *   `google.rpc.BadRequest` listing one field violation per bad row (`audience_members[i]…`), as the API does.
 * - `GET /v1/requestStatus:retrieve?requestId=` — the per-destination status of an earlier request.
 *
 * Members are kept as one string per audience member: a single e-mail hash or mobile id as it is, otherwise the
 * identifiers as `key=value` pairs joined by `|` (email_address, phone_number, given_name, family_name, region_code,
 * postal_code) — the same form the connector sends from.
 *
 * Idempotency: Google has no idempotency key; the connector sends `Idempotency-Key` and the simulator applies a
 * repeated key once (the API itself ignores unknown headers).
 */
import { randomUUID } from 'node:crypto';
import express, { type Request, type Response, type Router } from 'express';
import {
  audienceMembersViolations,
  listKindViolations,
  userListViolations,
  type FieldViolation as DefinitionViolation,
} from '@inca/platforms/definitions/google';
import { isTokenAccepted, platformErrorBody, type PlatformSim, type SimAudience } from '../state.ts';

/** Members per ingest/remove request (Data Manager API limit). */
export const GOOGLE_MAX_MEMBERS_PER_REQUEST = 10_000;

const HEX64 = /^[0-9a-fA-F]{64}$/;
const BASE64_SHA256 = /^[A-Za-z0-9+/_-]{43}=?$/;

type FieldViolation = { field: string; description: string; reason: string };

type RequestRecord = {
  requestId: string;
  kind: 'ingest' | 'remove';
  destinations: unknown[];
  records: number;
  identifiers: number;
};

function googleError(res: Response, status: number, message: string, details?: unknown[]): void {
  const body = platformErrorBody('google', status, message) as { error: Record<string, unknown> };
  if (status === 409) body.error.status = 'ALREADY_EXISTS';
  if (details) body.error.details = details;
  res.status(status).json(body);
}

/**
 * A request the Data Manager protos (from @google-ads/datamanager) or its guide refuse: 400 INVALID_ARGUMENT with a
 * google.rpc.BadRequest naming each violation, as the API answers it. The message is the first violation's, as
 * Google's JSON parser words it.
 */
function refuseInvalid(res: Response, violations: DefinitionViolation[]): void {
  googleError(res, 400, violations[0]!.description, [
    { '@type': 'type.googleapis.com/google.rpc.BadRequest', fieldViolations: violations },
    { '@type': 'type.googleapis.com/google.rpc.ErrorInfo', reason: 'INVALID_ARGUMENT', domain: 'datamanager.googleapis.com' },
  ]);
}

function bearer(req: Request): string | null {
  const header = req.headers.authorization ?? '';
  const match = /^Bearer\s+(.+)$/i.exec(header);
  return match ? match[1]!.trim() : null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isHashed(value: unknown, encoding: string): value is string {
  if (typeof value !== 'string') return false;
  return encoding === 'BASE64' ? BASE64_SHA256.test(value) : HEX64.test(value);
}

/** The member key the simulator keeps for one audience member, or a violation. */
function memberKey(member: unknown, index: number, encoding: string): { key: string; identifiers: number } | FieldViolation {
  const at = `audience_members[${index}]`;
  if (!isRecord(member)) return { field: at, description: 'Audience member must be an object.', reason: 'INVALID_ARGUMENT' };
  const mobileData = member.mobileData;
  if (isRecord(mobileData)) {
    const ids = mobileData.mobileIds;
    if (!Array.isArray(ids) || ids.length === 0 || ids.some((id) => typeof id !== 'string' || id === '')) {
      return { field: `${at}.mobile_data.mobile_ids`, description: 'Mobile ids are required.', reason: 'INVALID_MOBILE_ID_FORMAT' };
    }
    return { key: (ids as string[]).map((id) => id.toLowerCase()).join('|'), identifiers: ids.length };
  }
  const userData = member.userData;
  const identifiers = isRecord(userData) ? userData.userIdentifiers : undefined;
  if (!Array.isArray(identifiers) || identifiers.length === 0) {
    return {
      field: `${at}.user_data.user_identifiers`,
      description: 'At least one user identifier is required.',
      reason: 'INVALID_ARGUMENT',
    };
  }
  const parts: Record<string, string> = {};
  for (let i = 0; i < identifiers.length; i++) {
    const identifier = identifiers[i] as unknown;
    const field = `${at}.user_data.user_identifiers[${i}]`;
    if (!isRecord(identifier)) return { field, description: 'User identifier must be an object.', reason: 'INVALID_ARGUMENT' };
    if (identifier.emailAddress !== undefined) {
      if (!isHashed(identifier.emailAddress, encoding)) {
        return {
          field: `${field}.email_address`,
          description: 'The email address is not a SHA-256 hash in the request encoding.',
          reason: 'INVALID_SHA256_FORMAT',
        };
      }
      parts.email_address = identifier.emailAddress.toLowerCase();
    } else if (identifier.phoneNumber !== undefined) {
      if (!isHashed(identifier.phoneNumber, encoding)) {
        return {
          field: `${field}.phone_number`,
          description: 'The phone number is not a SHA-256 hash in the request encoding.',
          reason: 'INVALID_SHA256_FORMAT',
        };
      }
      parts.phone_number = identifier.phoneNumber.toLowerCase();
    } else if (isRecord(identifier.address)) {
      const a = identifier.address;
      if (!isHashed(a.givenName, encoding) || !isHashed(a.familyName, encoding)) {
        return {
          field: `${field}.address`,
          description: 'Given and family names must be SHA-256 hashes.',
          reason: 'INVALID_SHA256_FORMAT',
        };
      }
      if (typeof a.regionCode !== 'string' || !/^[A-Z]{2}$/.test(a.regionCode) || typeof a.postalCode !== 'string' || a.postalCode === '') {
        return {
          field: `${field}.address`,
          description: 'An address needs region code (ISO alpha-2) and postal code.',
          reason: 'INVALID_ARGUMENT',
        };
      }
      parts.given_name = a.givenName.toLowerCase();
      parts.family_name = a.familyName.toLowerCase();
      parts.region_code = a.regionCode;
      parts.postal_code = a.postalCode;
    } else {
      return { field, description: 'Unknown user identifier.', reason: 'INVALID_ARGUMENT' };
    }
  }
  const keys = Object.keys(parts);
  const key =
    keys.length === 1 && keys[0] === 'email_address'
      ? parts.email_address!
      : ['email_address', 'phone_number', 'given_name', 'family_name', 'region_code', 'postal_code']
          .filter((k) => parts[k] !== undefined)
          .map((k) => `${k}=${parts[k]}`)
          .join('|');
  return { key, identifiers: identifiers.length };
}

function userListJson(sim: PlatformSim, list: SimAudience): Record<string, unknown> {
  const matched = sim.matchSizeOf(list);
  return {
    name: `accountTypes/${String(list.extra.accountType)}/accounts/${String(list.extra.accountId)}/userLists/${list.id}`,
    id: list.id,
    readOnly: false,
    displayName: list.name,
    description: list.extra.description ?? '',
    membershipStatus: 'OPEN',
    membershipDuration: list.extra.membershipDuration ?? '47088000s',
    accessReason: 'OWNED',
    accountAccessStatus: 'ENABLED',
    ingestedUserListInfo: list.extra.ingestedUserListInfo ?? { uploadKeyTypes: ['CONTACT_ID'] },
    // Google computes list sizes some time after an upload; until then the list carries no sizeInfo.
    ...(matched === null
      ? {}
      : {
          sizeInfo: {
            displayNetworkMembersCount: String(matched),
            // Search reach is the smaller one: about four in five of the display members.
            searchNetworkMembersCount: String(Math.floor((matched * 4) / 5)),
          },
        }),
  };
}

export function routes(state: PlatformSim): Router {
  const router = express.Router();
  const issuedTokens = new Set<string>();
  const requests = new Map<string, RequestRecord>();

  // OAuth 2.0 token endpoint: refresh_token grant.
  router.post('/token', (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    if (body.grant_type !== 'refresh_token') {
      res.status(400).json({ error: 'unsupported_grant_type', error_description: 'Invalid grant_type.' });
      return;
    }
    if (typeof body.client_id !== 'string' || body.client_id === '' || !isTokenAccepted(String(body.client_secret ?? ''))) {
      res.status(401).json({ error: 'invalid_client', error_description: 'The OAuth client was not found.' });
      return;
    }
    if (!isTokenAccepted(typeof body.refresh_token === 'string' ? body.refresh_token : null)) {
      res.status(400).json({ error: 'invalid_grant', error_description: 'Token has been expired or revoked.' });
      return;
    }
    const token = `ya29.sim-${randomUUID()}`;
    issuedTokens.add(token);
    res.json({ access_token: token, expires_in: 3599, scope: 'https://www.googleapis.com/auth/datamanager', token_type: 'Bearer' });
  });

  // Every API call needs a bearer token: one this endpoint issued, or any other token the simulator accepts.
  router.use('/v1', (req, res, next) => {
    const token = bearer(req);
    if (!token || !(issuedTokens.has(token) || isTokenAccepted(token))) {
      googleError(
        res,
        401,
        'Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential.',
      );
      return;
    }
    next();
  });

  const listsPath = '/v1/accountTypes/:accountType/accounts/:accountId/userLists';

  router.get(listsPath, (req, res) => {
    const { accountType, accountId } = req.params as { accountType: string; accountId: string };
    const lists = [...state.audiences.values()].filter((a) => a.extra.accountType === accountType && a.extra.accountId === accountId);
    const pageSize = Math.min(1000, Math.max(1, Number(req.query.pageSize ?? 50) || 50));
    const offset = Math.max(0, Number(req.query.pageToken ?? 0) || 0);
    const page = lists.slice(offset, offset + pageSize);
    res.json({
      userLists: page.map((l) => userListJson(state, l)),
      ...(offset + pageSize < lists.length ? { nextPageToken: String(offset + pageSize) } : {}),
    });
  });

  router.post(listsPath, (req, res) => {
    const { accountType, accountId } = req.params as { accountType: string; accountId: string };
    const body = (req.body ?? {}) as Record<string, unknown>;
    const invalid = userListViolations(body);
    if (invalid.length > 0) {
      refuseInvalid(res, invalid);
      return;
    }
    if (typeof body.displayName !== 'string' || body.displayName.trim() === '') {
      googleError(res, 400, 'Request contains an invalid argument.', [
        {
          '@type': 'type.googleapis.com/google.rpc.BadRequest',
          fieldViolations: [
            { field: 'user_list.display_name', description: 'Display name is required.', reason: 'REQUIRED_FIELD_MISSING' },
          ],
        },
      ]);
      return;
    }
    for (const a of state.audiences.values()) {
      if (a.extra.accountId === accountId && a.name === body.displayName) {
        googleError(res, 409, `A user list named "${body.displayName}" already exists.`);
        return;
      }
    }
    const list = state.createAudience(body.displayName, {
      accountType,
      accountId,
      description: typeof body.description === 'string' ? body.description : '',
      membershipDuration: body.membershipDuration,
      ingestedUserListInfo: body.ingestedUserListInfo,
    });
    res.locals.sim = { audienceId: list.id };
    res.json(userListJson(state, list));
  });

  router.get(`${listsPath}/:userListId`, (req, res) => {
    const { accountId, userListId } = req.params as { accountId: string; userListId: string };
    const list = state.getAudience(userListId);
    res.locals.sim = { audienceId: userListId };
    if (!list || list.extra.accountId !== accountId) {
      googleError(res, 404, `User list ${userListId} was not found.`);
      return;
    }
    res.json(userListJson(state, list));
  });

  const members = (kind: 'ingest' | 'remove') => (req: Request, res: Response) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const idempotencyKey = typeof req.headers['idempotency-key'] === 'string' ? req.headers['idempotency-key'] : null;
    const audienceMembers = Array.isArray(body.audienceMembers) ? (body.audienceMembers as unknown[]) : [];
    const destinations = Array.isArray(body.destinations) ? (body.destinations as unknown[]) : [];
    res.locals.sim = { members: audienceMembers.length, idempotencyKey, audienceId: null };

    // The whole request against the protos first: Google refuses it before looking at any destination. Violations
    // of single rows are reported with every other bad row's, after the destinations are known.
    const invalid = audienceMembersViolations(kind, body);
    const rowViolations = new Map<number, DefinitionViolation[]>();
    for (const violation of invalid) {
      const row = /^audience_members\[(\d+)\]/.exec(violation.field);
      if (!row) {
        refuseInvalid(res, invalid);
        return;
      }
      rowViolations.set(Number(row[1]), [...(rowViolations.get(Number(row[1])) ?? []), violation]);
    }
    if (destinations.length === 0) {
      googleError(res, 400, 'Request contains an invalid argument.', [
        {
          '@type': 'type.googleapis.com/google.rpc.BadRequest',
          fieldViolations: [
            { field: 'destinations', description: 'At least one destination is required.', reason: 'REQUIRED_FIELD_MISSING' },
          ],
        },
      ]);
      return;
    }
    const lists: SimAudience[] = [];
    for (let i = 0; i < destinations.length; i++) {
      const d = destinations[i] as Record<string, unknown> | undefined;
      const operating = isRecord(d?.operatingAccount) ? d.operatingAccount : {};
      const list = typeof d?.productDestinationId === 'string' ? state.getAudience(d.productDestinationId) : undefined;
      if (!list || list.extra.accountId !== operating.accountId) {
        googleError(
          res,
          404,
          `Destination ${i}: user list ${String(d?.productDestinationId)} was not found in account ${String(operating.accountId)}.`,
        );
        return;
      }
      lists.push(list);
    }
    res.locals.sim.audienceId = lists[0]!.id;
    // Each member must be of the kind its lists were created for (contact ids or mobile ids).
    for (const list of lists) {
      const info = list.extra.ingestedUserListInfo as { uploadKeyTypes?: string[] } | undefined;
      const wrongKind = listKindViolations(body, info?.uploadKeyTypes ?? ['CONTACT_ID']);
      if (wrongKind.length > 0) {
        refuseInvalid(res, wrongKind);
        return;
      }
    }
    if (audienceMembers.length === 0 || audienceMembers.length > GOOGLE_MAX_MEMBERS_PER_REQUEST) {
      googleError(res, 400, `A request carries between 1 and ${GOOGLE_MAX_MEMBERS_PER_REQUEST} audience members.`, [
        {
          '@type': 'type.googleapis.com/google.rpc.BadRequest',
          fieldViolations: [
            { field: 'audience_members', description: 'Too many or too few audience members.', reason: 'TOO_MANY_AUDIENCE_MEMBERS' },
          ],
        },
      ]);
      return;
    }
    const encoding = typeof body.encoding === 'string' ? body.encoding : 'ENCODING_UNSPECIFIED';
    if (kind === 'ingest') {
      const terms = isRecord(body.termsOfService) ? body.termsOfService.customerMatchTermsOfServiceStatus : undefined;
      if (terms !== 'ACCEPTED') {
        googleError(res, 400, 'The Customer Match terms of service must be accepted.', [
          {
            '@type': 'type.googleapis.com/google.rpc.BadRequest',
            fieldViolations: [
              {
                field: 'terms_of_service',
                description: 'Customer Match terms of service not accepted.',
                reason: 'TERMS_OF_SERVICE_NOT_ACCEPTED',
              },
            ],
          },
        ]);
        return;
      }
    }

    const replay = idempotencyKey ? state.appliedKeys.get(idempotencyKey) : undefined;
    if (replay !== undefined) {
      res.json(replay);
      return;
    }

    // Validate every row first: the API refuses the whole request when any row is invalid.
    const keys: string[] = [];
    const violations: FieldViolation[] = [];
    let identifierCount = 0;
    audienceMembers.forEach((member, index) => {
      const defined = rowViolations.get(index);
      if (defined) {
        violations.push(...defined);
        return;
      }
      const parsed = memberKey(member, index, encoding);
      if ('field' in parsed) {
        violations.push(parsed);
        return;
      }
      if (state.rejects(parsed.key)) {
        violations.push({
          field: `audience_members[${index}].user_data`,
          description: 'The audience member was rejected by the destination.',
          reason: 'INVALID_USER_DATA',
        });
        return;
      }
      keys.push(parsed.key);
      identifierCount += parsed.identifiers;
    });
    if (violations.length > 0) {
      googleError(res, 400, 'Request contains an invalid argument.', [
        { '@type': 'type.googleapis.com/google.rpc.BadRequest', fieldViolations: violations },
        { '@type': 'type.googleapis.com/google.rpc.ErrorInfo', reason: 'INVALID_ARGUMENT', domain: 'datamanager.googleapis.com' },
      ]);
      return;
    }

    const { result } = state.once(idempotencyKey, () => {
      for (const list of lists) {
        if (kind === 'ingest') state.addMembers(list, keys);
        else state.removeMembers(list, keys);
      }
      const requestId = randomUUID();
      requests.set(requestId, { requestId, kind, destinations, records: keys.length, identifiers: identifierCount });
      return { requestId };
    });
    res.json(result);
  };

  router.post('/v1/audienceMembers\\:ingest', members('ingest'));
  router.post('/v1/audienceMembers\\:remove', members('remove'));

  router.get('/v1/requestStatus\\:retrieve', (req, res) => {
    const requestId = typeof req.query.requestId === 'string' ? req.query.requestId : '';
    const record = requests.get(requestId);
    if (!record) {
      googleError(res, 404, `Request ${requestId} was not found.`);
      return;
    }
    const status =
      record.kind === 'ingest'
        ? {
            audienceMembersIngestionStatus: {
              userDataIngestionStatus: {
                recordCount: String(record.records),
                userIdentifierCount: String(record.identifiers),
                uploadMatchRateRange: 'MATCH_RATE_RANGE_51_TO_60',
              },
            },
          }
        : {
            audienceMembersRemovalStatus: {
              userDataRemovalStatus: { recordCount: String(record.records), userIdentifierCount: String(record.identifiers) },
            },
          };
    res.json({
      requestStatusPerDestination: record.destinations.map((destination) => ({ destination, requestStatus: 'SUCCESS', ...status })),
    });
  });

  return router;
}
