/**
 * Google Data Manager API v1 request shapes, read from the protos that `@google-ads/datamanager` ships
 * (build/protos/protos.json): a JSON body is checked against its proto message as the API's JSON parser
 * does (field names, nested messages, enum names, oneofs, scalar types, `REQUIRED` field behavior), plus the
 * documented rules the protos cannot say (hashed identifiers in the request encoding, members per request,
 * a mobile-id list's app). The connector's tests and the Google simulator use the same checks.
 */
import { createRequire } from 'node:module';
import protobuf from 'protobufjs';

const require = createRequire(import.meta.url);
const root = protobuf.Root.fromJSON(require('@google-ads/datamanager/build/protos/protos.json') as protobuf.INamespace);
root.resolveAll();

export const DATAMANAGER_PROTO_PACKAGE = 'google.ads.datamanager.v1';
/** The npm package whose protos define the shapes (its version is noted in DEFINITIONS.md). */
export const DATAMANAGER_DEFINITION_SOURCE = '@google-ads/datamanager';

export type FieldViolation = { field: string; description: string; reason: string };

const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const at = (path: string) => path || 'request';

const INT = /^-?\d+$/;
const DURATION = /^-?\d+(\.\d{1,9})?s$/;

function scalarProblem(type: string, value: unknown): string | null {
  switch (type) {
    case 'string':
      return typeof value === 'string' ? null : 'a string';
    case 'bytes':
      return typeof value === 'string' && /^[A-Za-z0-9+/_-]*={0,2}$/.test(value) ? null : 'base64 bytes';
    case 'bool':
      return typeof value === 'boolean' ? null : 'a boolean';
    case 'int32':
    case 'uint32':
    case 'sint32':
    case 'fixed32':
    case 'sfixed32':
      return Number.isInteger(value) || (typeof value === 'string' && INT.test(value)) ? null : 'an integer';
    case 'int64':
    case 'uint64':
    case 'sint64':
    case 'fixed64':
    case 'sfixed64':
      return Number.isInteger(value) || (typeof value === 'string' && INT.test(value)) ? null : 'an integer';
    case 'double':
    case 'float':
      return typeof value === 'number' || (typeof value === 'string' && value !== '' && !Number.isNaN(Number(value))) ? null : 'a number';
    default:
      return null;
  }
}

function checkValue(field: protobuf.Field, value: unknown, path: string, out: FieldViolation[]): void {
  const resolved = field.resolvedType;
  if (resolved instanceof protobuf.Enum) {
    const known =
      typeof value === 'string'
        ? Object.hasOwn(resolved.values, value)
        : Number.isInteger(value) && Object.values(resolved.values).includes(value as number);
    if (!known) {
      out.push({
        field: path,
        description: `Invalid value at '${path}' (type.googleapis.com/${resolved.fullName.replace(/^\./, '')}), ${JSON.stringify(value)}`,
        reason: 'INVALID_ARGUMENT',
      });
    }
    return;
  }
  if (resolved instanceof protobuf.Type) {
    const name = resolved.fullName.replace(/^\./, '');
    if (name === 'google.protobuf.Duration') {
      if (typeof value !== 'string' || !DURATION.test(value))
        out.push({
          field: path,
          description: `Invalid value at '${path}' (google.protobuf.Duration), ${JSON.stringify(value)}`,
          reason: 'INVALID_ARGUMENT',
        });
      return;
    }
    if (name === 'google.protobuf.Timestamp') {
      if (typeof value !== 'string' || Number.isNaN(Date.parse(value)))
        out.push({
          field: path,
          description: `Invalid value at '${path}' (google.protobuf.Timestamp), ${JSON.stringify(value)}`,
          reason: 'INVALID_ARGUMENT',
        });
      return;
    }
    checkMessage(resolved, value, path, out);
    return;
  }
  const expected = scalarProblem(field.type, value);
  if (expected)
    out.push({
      field: path,
      description: `Invalid value at '${path}' (TYPE_${field.type.toUpperCase()}), ${JSON.stringify(value)}: expected ${expected}`,
      reason: 'INVALID_ARGUMENT',
    });
}

function checkMessage(type: protobuf.Type, value: unknown, path: string, out: FieldViolation[]): void {
  if (!isObject(value)) {
    out.push({
      field: at(path),
      description: `Invalid value at '${at(path)}' (type.googleapis.com/${type.fullName.replace(/^\./, '')}): expected an object`,
      reason: 'INVALID_ARGUMENT',
    });
    return;
  }
  const seen = new Map<protobuf.Field, string>();
  for (const [key, item] of Object.entries(value)) {
    const field = type.fields[key] ?? type.fieldsArray.find((f) => snake(f.name) === key);
    if (!field) {
      out.push({
        field: at(path),
        description: `Invalid JSON payload received. Unknown name "${key}" at '${at(path)}': Cannot find field.`,
        reason: 'INVALID_ARGUMENT',
      });
      continue;
    }
    if (item === null) continue; // JSON null is the field's default
    seen.set(field, key);
    const fieldPath = `${path ? `${path}.` : ''}${snake(field.name)}`;
    if (field.repeated) {
      if (!Array.isArray(item)) {
        out.push({
          field: fieldPath,
          description: `Invalid value at '${fieldPath}': a repeated field takes a list`,
          reason: 'INVALID_ARGUMENT',
        });
        continue;
      }
      item.forEach((element, i) => checkValue(field, element, `${fieldPath}[${i}]`, out));
    } else if (field.map) {
      if (!isObject(item))
        out.push({
          field: fieldPath,
          description: `Invalid value at '${fieldPath}': a map field takes an object`,
          reason: 'INVALID_ARGUMENT',
        });
    } else {
      checkValue(field, item, fieldPath, out);
    }
  }
  for (const oneof of type.oneofsArray) {
    if (oneof.name.startsWith('_')) continue; // proto3 `optional`: one field, nothing to choose
    const set = oneof.fieldsArray.filter((f) => seen.has(f));
    if (set.length > 1) {
      out.push({
        field: at(path),
        description: `Invalid JSON payload received. Only one of ${set.map((f) => `"${snake(f.name)}"`).join(', ')} may be set in oneof "${oneof.name}" at '${at(path)}'.`,
        reason: 'INVALID_ARGUMENT',
      });
    }
  }
  for (const field of type.fieldsArray) {
    if (field.options?.['(google.api.field_behavior)'] !== 'REQUIRED') continue;
    const given = seen.has(field) ? value[seen.get(field)!] : undefined;
    const empty = given === undefined || (Array.isArray(given) && given.length === 0) || given === '';
    if (empty) {
      const fieldPath = `${path ? `${path}.` : ''}${snake(field.name)}`;
      out.push({ field: fieldPath, description: `The required field ${fieldPath} is missing.`, reason: 'REQUIRED_FIELD_MISSING' });
    }
  }
}

/** Violations of a JSON body against a Data Manager message (`IngestAudienceMembersRequest`, `UserList`, …); empty when valid. */
export function protoViolations(messageName: string, body: unknown): FieldViolation[] {
  const type = root.lookupType(`${DATAMANAGER_PROTO_PACKAGE}.${messageName}`);
  const out: FieldViolation[] = [];
  checkMessage(type, body, '', out);
  return out;
}

/** The product account types of the protos (GOOGLE_ADS, DISPLAY_VIDEO_PARTNER, …), for checking configured values. */
export type ProductAccountType =
  keyof typeof import('@google-ads/datamanager/build/protos/protos.js').google.ads.datamanager.v1.ProductAccount.AccountType;
export const isProductAccountType = (value: string): value is ProductAccountType =>
  value !== 'ACCOUNT_TYPE_UNSPECIFIED' && enumValues('ProductAccount.AccountType').includes(value);

/** The values of a Data Manager enum (e.g. `Encoding`, `MobileIdInfo.KeySpace`), as the protos define them. */
export function enumValues(enumName: string): string[] {
  return Object.keys(root.lookupEnum(`${DATAMANAGER_PROTO_PACKAGE}.${enumName}`).values);
}

/** Documented limit of audience members per ingest or remove request. */
export const MAX_AUDIENCE_MEMBERS_PER_REQUEST = 10_000;
/** Documented limit of user identifiers per audience member. */
export const MAX_USER_IDENTIFIERS = 10;

const HEX64 = /^[0-9a-f]{64}$/i;
const BASE64_SHA256 = /^[A-Za-z0-9+/_-]{43}=?$/;

const hashedIn = (encoding: unknown, value: unknown) =>
  typeof value === 'string' && (encoding === 'BASE64' ? BASE64_SHA256.test(value) : HEX64.test(value));

/**
 * An ingest or remove request as the API checks it: the proto shape, then what the guide documents — 1 to
 * 10,000 members, hashed e-mails and phones in the request's encoding, at most 10 identifiers a member.
 */
export function audienceMembersViolations(kind: 'ingest' | 'remove', body: unknown): FieldViolation[] {
  const out = protoViolations(kind === 'ingest' ? 'IngestAudienceMembersRequest' : 'RemoveAudienceMembersRequest', body);
  if (out.length > 0 || !isObject(body)) return out;
  const members = body.audienceMembers as Record<string, unknown>[];
  if (members.length > MAX_AUDIENCE_MEMBERS_PER_REQUEST) {
    out.push({
      field: 'audience_members',
      description: `At most ${MAX_AUDIENCE_MEMBERS_PER_REQUEST} audience members per request.`,
      reason: 'TOO_MANY_AUDIENCE_MEMBERS',
    });
  }
  members.forEach((member, i) => {
    const path = `audience_members[${i}]`;
    const userData = member.userData as { userIdentifiers: Record<string, unknown>[] } | undefined;
    const mobileData = member.mobileData as { mobileIds: unknown[] } | undefined;
    if (!userData && !mobileData) {
      out.push({ field: path, description: 'An audience member needs user data or mobile data.', reason: 'INVALID_ARGUMENT' });
      return;
    }
    if (userData) {
      if (userData.userIdentifiers.length > MAX_USER_IDENTIFIERS) {
        out.push({
          field: `${path}.user_data.user_identifiers`,
          description: `At most ${MAX_USER_IDENTIFIERS} user identifiers per member.`,
          reason: 'TOO_MANY_USER_IDENTIFIERS',
        });
      }
      userData.userIdentifiers.forEach((identifier, j) => {
        for (const key of ['emailAddress', 'phoneNumber'] as const) {
          if (identifier[key] !== undefined && !hashedIn(body.encoding, identifier[key])) {
            out.push({
              field: `${path}.user_data.user_identifiers[${j}].${snake(key)}`,
              description: `The ${snake(key)} is not a SHA-256 hash in the request encoding.`,
              reason: 'INVALID_SHA256_FORMAT',
            });
          }
        }
      });
    }
    if (mobileData) {
      mobileData.mobileIds.forEach((id, j) => {
        if (typeof id !== 'string' || id.trim() === '')
          out.push({
            field: `${path}.mobile_data.mobile_ids[${j}]`,
            description: 'A mobile id is required.',
            reason: 'INVALID_MOBILE_ID_FORMAT',
          });
      });
    }
  });
  return out;
}

/** Members of another kind than the destination list takes (its upload key types): contact data in a mobile-id list, or the reverse. */
export function listKindViolations(body: { audienceMembers?: unknown }, uploadKeyTypes: readonly string[]): FieldViolation[] {
  const out: FieldViolation[] = [];
  const members = Array.isArray(body.audienceMembers) ? (body.audienceMembers as Record<string, unknown>[]) : [];
  members.forEach((member, i) => {
    if (isObject(member) && member.userData !== undefined && !uploadKeyTypes.includes('CONTACT_ID')) {
      out.push({
        field: `audience_members[${i}].user_data`,
        description: 'The destination user list does not take contact information.',
        reason: 'INVALID_ARGUMENT',
      });
    }
    if (isObject(member) && member.mobileData !== undefined && !uploadKeyTypes.includes('MOBILE_ID')) {
      out.push({
        field: `audience_members[${i}].mobile_data`,
        description: 'The destination user list does not take mobile ids.',
        reason: 'INVALID_ARGUMENT',
      });
    }
  });
  return out;
}

/**
 * A user list to create: the proto shape, then the guide's rules for ingested lists — upload key types that
 * match the info given, and a mobile-id list bound to an app (key space and app id).
 */
export function userListViolations(body: unknown): FieldViolation[] {
  const out = protoViolations('UserList', body).map((v) => ({ ...v, field: v.field === 'request' ? 'user_list' : `user_list.${v.field}` }));
  if (out.length > 0 || !isObject(body)) return out;
  const info = body.ingestedUserListInfo as
    { uploadKeyTypes?: string[]; mobileIdInfo?: { keySpace?: string; appId?: string }; contactIdInfo?: unknown } | undefined;
  if (!info) return out;
  const types = info.uploadKeyTypes ?? [];
  if (types.length === 0)
    out.push({
      field: 'user_list.ingested_user_list_info.upload_key_types',
      description: 'At least one upload key type is required.',
      reason: 'REQUIRED_FIELD_MISSING',
    });
  if (types.includes('MOBILE_ID')) {
    const mobile = info.mobileIdInfo;
    if (!mobile?.appId)
      out.push({
        field: 'user_list.ingested_user_list_info.mobile_id_info.app_id',
        description: 'A mobile id list needs the app id.',
        reason: 'REQUIRED_FIELD_MISSING',
      });
    if (!mobile?.keySpace || mobile.keySpace === 'KEY_SPACE_UNSPECIFIED') {
      out.push({
        field: 'user_list.ingested_user_list_info.mobile_id_info.key_space',
        description: 'A mobile id list needs the key space (IOS or ANDROID).',
        reason: 'REQUIRED_FIELD_MISSING',
      });
    }
  } else if (info.mobileIdInfo) {
    out.push({
      field: 'user_list.ingested_user_list_info.mobile_id_info',
      description: 'Mobile id info needs the MOBILE_ID upload key type.',
      reason: 'INVALID_ARGUMENT',
    });
  }
  return out;
}
