/**
 * Meta Marketing API custom-audience request shapes. The audience's fields and enum values come from Meta's
 * official Node SDK (`facebook-nodejs-business-sdk`, `CustomAudience.Fields`, `.Subtype`, `.CustomerFileSource`);
 * the customer-file schema keys of `/{audience}/users` are not in the SDK and are kept here from Meta's
 * "Custom Audiences: customer file" reference (key names, which are hashed, and the session object).
 * The connector's tests and the Meta simulator use the same checks.
 */
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
type SdkCustomAudience = { Fields: Record<string, string>; Subtype: Record<string, string>; CustomerFileSource: Record<string, string> };
const { CustomAudience } = require('facebook-nodejs-business-sdk') as { CustomAudience: SdkCustomAudience };

export const META_DEFINITION_SOURCE = 'facebook-nodejs-business-sdk';

/** Custom audience fields (read and create parameters), from the SDK. */
export const CUSTOM_AUDIENCE_FIELDS: ReadonlySet<string> = new Set(Object.values(CustomAudience.Fields));
export const CUSTOM_AUDIENCE_SUBTYPES: ReadonlySet<string> = new Set(Object.values(CustomAudience.Subtype));
export const CUSTOMER_FILE_SOURCES: ReadonlySet<string> = new Set(Object.values(CustomAudience.CustomerFileSource));
export const SUBTYPE_CUSTOM = CustomAudience.Subtype.custom!;
export const USER_PROVIDED_ONLY = CustomAudience.CustomerFileSource.user_provided_only!;

/** Customer-file keys whose values are SHA-256 hashes (the `_SHA256` names say so; the bare names are hashed by the sender too). */
const HASHED_KEYS = ['EMAIL', 'PHONE', 'GEN', 'DOBY', 'DOBM', 'DOBD', 'LN', 'FN', 'FI', 'CT', 'ST', 'ZIP', 'COUNTRY'] as const;
/** Customer-file keys sent as they are. */
const PLAIN_KEYS = ['MADID', 'EXTERN_ID', 'PAGEUID', 'LOOKALIKE_VALUE'] as const;
export const CUSTOMER_FILE_KEYS: ReadonlySet<string> = new Set([...HASHED_KEYS, ...HASHED_KEYS.map((k) => `${k}_SHA256`), ...PLAIN_KEYS]);
export const isHashedKey = (key: string): boolean => (HASHED_KEYS as readonly string[]).includes(key.replace(/_SHA256$/, ''));

/** Rows per `/users` request (documented limit). */
export const MAX_USERS_PER_REQUEST = 10_000;
const SESSION_KEYS = new Set(['session_id', 'batch_seq', 'last_batch_flag', 'estimated_num_total']);
const USERS_PARAMS = new Set(['payload', 'session', 'access_token', 'appsecret_proof']);
const CREATE_EXTRA_PARAMS = new Set([
  'access_token',
  'appsecret_proof',
  'claim_objective',
  'content_type',
  'enable_fetch_or_create',
  'event_source_group',
  'event_sources',
  'is_value_based',
  'list_of_accounts',
  'origin_audience_id',
  'partner_reference_key',
  'prefill',
  'product_set_id',
  'use_in_campaigns',
  'use_for_products',
  'video_group_ids',
  'whats_app_business_phone_number_id',
  'allowed_domains',
  'associated_audience_id',
  'dataset_id',
  'facebook_page_id',
  'inclusions',
  'exclusions',
  'parent_audience_id',
  'tags',
  'study_spec',
  'countries',
  'subscription_info',
  'lookalike_spec',
  'rule',
  'retention_days',
  'pixel_id',
]);

const SHA256_HEX = /^[0-9a-f]{64}$/;
const MADID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A parameter problem as Meta words it (`(#100) …`, an OAuthException with code 100). */
export type MetaParamProblem = { message: string };

const parseJson = (value: unknown): unknown => {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return undefined;
  }
};
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Problems of the parameters of `POST act_{id}/customaudiences` creating a customer-file audience. */
export function createAudienceProblems(params: Record<string, unknown>): MetaParamProblem[] {
  const out: MetaParamProblem[] = [];
  for (const key of Object.keys(params)) {
    if (!CUSTOM_AUDIENCE_FIELDS.has(key) && !CREATE_EXTRA_PARAMS.has(key))
      out.push({ message: `(#100) Param ${key} is not a valid parameter of this call` });
  }
  if (typeof params.name !== 'string' || params.name.trim() === '') out.push({ message: '(#100) The parameter name is required' });
  if (params.subtype !== undefined && !CUSTOM_AUDIENCE_SUBTYPES.has(String(params.subtype))) {
    out.push({ message: `(#100) Param subtype must be one of {${[...CUSTOM_AUDIENCE_SUBTYPES].join(', ')}}` });
  }
  if (params.customer_file_source !== undefined && !CUSTOMER_FILE_SOURCES.has(String(params.customer_file_source))) {
    out.push({ message: `(#100) Param customer_file_source must be one of {${[...CUSTOMER_FILE_SOURCES].join(', ')}}` });
  }
  if ((params.subtype ?? SUBTYPE_CUSTOM) === SUBTYPE_CUSTOM && params.customer_file_source === undefined) {
    out.push({ message: '(#100) Param customer_file_source is required for a customer file custom audience' });
  }
  return out;
}

/** The rows of a valid `/users` request, or the first problem Meta would answer. */
export type UsersPayload = { schema: string[]; multiKey: boolean; data: string[][] };

/**
 * Checks the parameters of `POST|DELETE /{audience}/users`: known parameters only, a schema of known keys (one
 * key, or a list for multi-key rows), rows as long as the schema, hashed keys as lowercase SHA-256 hex (or empty
 * in a multi-key row), mobile advertiser ids as lowercase UUIDs, at most 10,000 rows, and a well-formed session.
 * Rows are not refused one by one here: Meta reports bad rows in `invalid_entry_samples` (see `rowProblem`).
 */
export function usersRequestProblem(params: Record<string, unknown>): MetaParamProblem | UsersPayload {
  const unknown = Object.keys(params).find((k) => !USERS_PARAMS.has(k));
  if (unknown) return { message: `(#100) Param ${unknown} is not a valid parameter of this call` };
  const payload = parseJson(params.payload);
  if (!isObject(payload)) return { message: '(#100) The parameter payload is required' };
  const extra = Object.keys(payload).find(
    (k) => k !== 'schema' && k !== 'data' && k !== 'app_ids' && k !== 'page_ids' && k !== 'is_raw' && k !== 'data_source',
  );
  if (extra) return { message: `(#100) Invalid key "${extra}" in payload` };
  const multiKey = Array.isArray(payload.schema);
  const schema = typeof payload.schema === 'string' ? [payload.schema] : multiKey ? (payload.schema as unknown[]) : null;
  if (!schema || schema.length === 0 || !schema.every((s) => typeof s === 'string')) return { message: '(#100) Missing schema' };
  const bad = (schema as string[]).find((s) => !CUSTOMER_FILE_KEYS.has(s));
  if (bad) return { message: `(#100) Invalid schema: ${bad}` };
  if (new Set(schema).size !== schema.length) return { message: '(#100) Invalid schema: repeated key' };
  if (!Array.isArray(payload.data) || payload.data.length === 0) return { message: '(#100) Missing data' };
  if (payload.data.length > MAX_USERS_PER_REQUEST) return { message: `(#100) Too many rows: at most ${MAX_USERS_PER_REQUEST} per request` };
  const data: string[][] = [];
  for (const row of payload.data as unknown[]) {
    const cells = multiKey ? row : [row];
    if (!Array.isArray(cells) || cells.length !== schema.length)
      return { message: '(#100) The number of fields in each data row must match the schema' };
    if (!cells.every((c) => typeof c === 'string')) return { message: '(#100) Each data value must be a string' };
    data.push(cells as string[]);
  }
  if (params.session !== undefined) {
    const session = parseJson(params.session);
    if (!isObject(session)) return { message: '(#100) Param session must be an object' };
    const badKey = Object.keys(session).find((k) => !SESSION_KEYS.has(k));
    if (badKey) return { message: `(#100) Invalid key "${badKey}" in session` };
    if (!Number.isSafeInteger(session.session_id) || (session.session_id as number) <= 0)
      return { message: '(#100) Param session[session_id] must be a positive integer' };
    if (!Number.isSafeInteger(session.batch_seq) || (session.batch_seq as number) < 1)
      return { message: '(#100) Param session[batch_seq] must be an integer from 1' };
    if (typeof session.last_batch_flag !== 'boolean') return { message: '(#100) Param session[last_batch_flag] must be a boolean' };
    if (session.estimated_num_total !== undefined && !Number.isSafeInteger(session.estimated_num_total))
      return { message: '(#100) Param session[estimated_num_total] must be an integer' };
  }
  return { schema: schema as string[], multiKey, data };
}

/** Why Meta would count one row as an invalid entry, or null. */
export function rowProblem(schema: readonly string[], row: readonly string[]): string | null {
  if (row.every((v) => v === '')) return 'empty row';
  for (let i = 0; i < schema.length; i++) {
    const key = schema[i]!;
    const value = row[i] ?? '';
    if (value === '') continue;
    if (isHashedKey(key) && !SHA256_HEX.test(value)) return `${key} is not a lowercase SHA-256 hash`;
    if (key === 'MADID' && !MADID.test(value)) return 'MADID is not a lowercase mobile advertiser id';
  }
  return null;
}
