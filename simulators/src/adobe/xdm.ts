/**
 * The simulated organisation's XDM schemas (its Schema Registry): a dataset is created with the `schemaRef` of one of
 * them, and each record of a batch file is checked against the schema its dataset declares, as Adobe Experience
 * Platform validates XDM records on ingestion. Both schemas are of the XDM Individual Profile class with only the fields
 * an INCA audience dataset needs:
 * - `_id` (string) and `identityMap` (the XDM identity map: per namespace a list of `{ id, primary?,
 *   authenticatedState? }`, `id` a non-empty string);
 * - the organisation's tenant namespace fields (`_<tenant>` at the root, as XDM keeps custom fields), where the
 *   audiences' flag variables live: objects whose leaves are booleans.
 * A field the schema does not declare, or a value of another type, is a row error.
 */

/**
 * The schema the Adobe connector names when an account publishing to the simulators names none (its
 * ADOBE_SIMULATOR_SCHEMA_ID; kept as text here because @inca/platforms' tests start these simulators).
 */
export const SIMULATOR_SCHEMA_ID = 'https://ns.adobe.com/inca/schemas/audiencia-simulador';

export type XdmSchema = { $id: string; title: string; 'meta:class': string };

const PROFILE_CLASS = 'https://ns.adobe.com/xdm/context/profile';

export const XDM_SCHEMAS: ReadonlyMap<string, XdmSchema> = new Map(
  [
    { $id: SIMULATOR_SCHEMA_ID, title: 'Audiencia INCA (simulador)', 'meta:class': PROFILE_CLASS },
    { $id: 'https://ns.adobe.com/inca/schemas/audiencia', title: 'Audiencia INCA', 'meta:class': PROFILE_CLASS },
  ].map((schema) => [schema.$id, schema]),
);

const AUTHENTICATED_STATES = new Set(['ambiguous', 'authenticated', 'loggedOut']);
const IDENTITY_FIELDS = new Set(['id', 'primary', 'authenticatedState']);
const TENANT_FIELD = /^_[A-Za-z][A-Za-z0-9]*$/;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function identityMapProblems(value: unknown): string[] {
  if (!isObject(value)) return ['/identityMap: expected an object of identity namespaces'];
  const problems: string[] = [];
  for (const [namespace, identities] of Object.entries(value)) {
    if (!Array.isArray(identities) || identities.length === 0) {
      problems.push(`/identityMap/${namespace}: expected a non-empty array of identities`);
      continue;
    }
    identities.forEach((identity, i) => {
      const at = `/identityMap/${namespace}/${i}`;
      if (!isObject(identity)) {
        problems.push(`${at}: expected an identity object`);
        return;
      }
      for (const key of Object.keys(identity)) if (!IDENTITY_FIELDS.has(key)) problems.push(`${at}/${key}: field not in the schema`);
      if (typeof identity.id !== 'string' || identity.id === '') problems.push(`${at}/id: required, a non-empty string`);
      if (identity.primary !== undefined && typeof identity.primary !== 'boolean') problems.push(`${at}/primary: expected a boolean`);
      if (identity.authenticatedState !== undefined && !AUTHENTICATED_STATES.has(String(identity.authenticatedState))) {
        problems.push(`${at}/authenticatedState: expected one of ${[...AUTHENTICATED_STATES].join(', ')}`);
      }
    });
  }
  return problems;
}

function tenantProblems(value: unknown, at: string): string[] {
  if (typeof value === 'boolean') return [];
  if (!isObject(value)) return [`${at}: expected a boolean flag (or an object of them) in the tenant namespace`];
  return Object.entries(value).flatMap(([key, inner]) => tenantProblems(inner, `${at}/${key}`));
}

/** What the schema finds wrong with one record (empty when the record conforms). */
export function xdmRecordProblems(schema: XdmSchema, record: unknown): string[] {
  if (!isObject(record)) return [`the record is not an object of ${schema.title}`];
  const problems: string[] = [];
  for (const [key, value] of Object.entries(record)) {
    if (key === 'identityMap') problems.push(...identityMapProblems(value));
    else if (key === '_id') {
      if (typeof value !== 'string') problems.push('/_id: expected a string');
    } else if (TENANT_FIELD.test(key)) problems.push(...tenantProblems(value, `/${key}`));
    else problems.push(`/${key}: field not in the schema ${schema.title} (${schema.$id})`);
  }
  return problems;
}
