/**
 * Checks an HTTP request against the platforms' official definitions vendored under `definitions/<platform>/`
 * (OpenAPI documents trimmed to the operations the connectors call; sources in DEFINITIONS.md).
 *
 * Objects are closed: a field the definition does not declare is a violation (the platforms refuse or silently
 * drop unknown fields, and either way the request is not what we meant). Query and path values are read as the
 * definition's style says (JSON-encoded `content` values, comma lists, numbers) before they are validated.
 * `limits.json` beside a platform's definitions adds published rules the machine-readable file does not carry
 * (batch limits, required fields), each with its source.
 */
import { readFileSync } from 'node:fs';
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';

export const DEFINITION_PLATFORMS = ['tiktok', 'criteo', 'salesforce', 'talonone', 'adobe'] as const;
export type DefinitionPlatform = (typeof DEFINITION_PLATFORMS)[number];

export function hasDefinitions(platform: string): platform is DefinitionPlatform {
  return (DEFINITION_PLATFORMS as readonly string[]).includes(platform);
}

/** The vendored documents of each platform, in `definitions/<platform>/`. */
const FILES: Record<DefinitionPlatform, string[]> = {
  tiktok: ['custom-audiences_v1.3.json'],
  criteo: ['marketingsolutions_2026-07.json', 'oauth2-token.json'],
  salesforce: ['marketing-cloud-rest.json'],
  talonone: ['talon-one-api.json'],
  adobe: ['ims-token.json', 'batch-ingestion.json', 'catalog.json', 'data-access.json'],
};

/** One part of a multipart body; files are given by their text. */
export type MultipartPart = { name: string; filename?: string; contentType?: string; text: string };

/** A request body as the simulators record it and the validator reads it. */
export type RecordedBody =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown }
  | { kind: 'form'; fields: Record<string, string> }
  | { kind: 'multipart'; parts: MultipartPart[] }
  | { kind: 'text'; contentType: string; text: string };

export type RequestToCheck = {
  method: string;
  /** The path at the platform (without the simulator's `/<platform>` prefix), without the query string. */
  path: string;
  query?: Record<string, unknown>;
  /** Header names in any case. */
  headers?: Record<string, string | string[] | undefined>;
  body?: RecordedBody;
};

export type Violation = {
  in: 'operation' | 'path' | 'query' | 'header' | 'body';
  /** The parameter name or the JSON pointer in the body. */
  field: string;
  message: string;
};

export type RequestCheck = { operationId: string | null; violations: Violation[] };

type Json = Record<string, unknown>;
type Parameter = {
  name: string;
  in: string;
  required?: boolean;
  schema?: Json;
  content?: Record<string, { schema: Json }>;
  style?: string;
  explode?: boolean;
};
type Operation = {
  id: string;
  method: string;
  pattern: RegExp;
  template: string;
  pathParams: string[];
  literalSegments: number;
  params: Parameter[];
  body: { required: boolean; content: Record<string, string> } | null;
  docId: string;
};

const definitionsDir = new URL('../definitions/', import.meta.url);
const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020;

function readJson(path: URL): unknown {
  return JSON.parse(readFileSync(path, 'utf8')) as unknown;
}

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** `~1`-escaped JSON pointer token. */
const pointerToken = (s: string) => s.replaceAll('~', '~0').replaceAll('/', '~1');

function at(doc: Json, pointer: string): unknown {
  let node: unknown = doc;
  for (const raw of pointer.split('/').slice(1)) {
    const token = raw.replaceAll('~1', '/').replaceAll('~0', '~');
    node = isObject(node) || Array.isArray(node) ? (node as Record<string, unknown>)[token] : undefined;
  }
  return node;
}

/**
 * OpenAPI 3.0 schema keywords as JSON Schema 2020-12 reads them, and closed objects. An object schema with
 * declared properties gets `unevaluatedProperties: false`, except where it is a member of an `allOf` (the
 * composing schema closes the union of its members instead).
 */
function normalizeSchema(node: unknown, inAllOf = false): unknown {
  if (Array.isArray(node)) return node.map((n) => normalizeSchema(n));
  if (!isObject(node)) return node;
  const out: Json = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === 'properties' || key === 'patternProperties' || key === '$defs') {
      out[key] = Object.fromEntries(Object.entries(value as Json).map(([k, v]) => [k, normalizeSchema(v)]));
    } else if (key === 'allOf' && Array.isArray(value)) {
      out[key] = value.map((v) => normalizeSchema(v, true));
    } else if (key === 'example' || key === 'examples' || key === 'xml' || key === 'discriminator') {
      continue;
    } else {
      out[key] = normalizeSchema(value);
    }
  }
  if (out.nullable === true) {
    delete out.nullable;
    if (typeof out.type === 'string') out.type = [out.type, 'null'];
  }
  for (const [bound, limit] of [
    ['exclusiveMinimum', 'minimum'],
    ['exclusiveMaximum', 'maximum'],
  ] as const) {
    if (typeof out[bound] === 'boolean') {
      if (out[bound] && typeof out[limit] === 'number') out[bound] = out[limit];
      else delete out[bound];
      if (typeof out[bound] === 'number') delete out[limit];
    }
  }
  const declaresProperties = isObject(out.properties) || Array.isArray(out.allOf);
  if (!inAllOf && declaresProperties && out.additionalProperties === undefined && out.unevaluatedProperties === undefined) {
    out.unevaluatedProperties = false;
  }
  return out;
}

/** Every component normalized; a schema that is a member of some `allOf` stays open (its composer closes it). */
function normalizeComponents(doc: Json): Json {
  const composed = new Set<string>();
  const scan = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(scan);
    if (!isObject(node)) return;
    if (Array.isArray(node.allOf)) {
      for (const member of node.allOf) if (isObject(member) && typeof member.$ref === 'string') composed.add(member.$ref);
    }
    Object.values(node).forEach(scan);
  };
  scan(doc);
  const components = (doc.components ?? {}) as Record<string, Json>;
  const out: Json = {};
  for (const [kind, entries] of Object.entries(components)) {
    out[kind] =
      kind === 'schemas'
        ? Object.fromEntries(
            Object.entries(entries).map(([name, schema]) => [name, normalizeSchema(schema, composed.has(`#/components/schemas/${name}`))]),
          )
        : normalizeSchema(entries);
  }
  return out;
}

type Overlay = { file: string; pointer: string; set: Json; source: string };

class PlatformDefinitions {
  readonly operations: Operation[] = [];
  private readonly ajv: Ajv2020;
  private readonly compiled = new Map<string, ValidateFunction>();

  constructor(readonly platform: DefinitionPlatform) {
    this.ajv = addFormats(new Ajv2020({ strict: false, allErrors: true, validateFormats: true }));
    const dir = new URL(`${platform}/`, definitionsDir);
    let overlays: Overlay[];
    try {
      overlays = readJson(new URL('limits.json', dir)) as Overlay[];
    } catch {
      overlays = [];
    }
    for (const file of FILES[platform]) {
      const doc = readJson(new URL(file, dir)) as Json;
      for (const overlay of overlays.filter((o) => o.file === file)) {
        const target = at(doc, overlay.pointer);
        if (!isObject(target)) throw new Error(`${platform}/limits.json: ${overlay.pointer} is not in ${file}`);
        Object.assign(target, overlay.set);
      }
      const docId = `https://definitions.inca.invalid/${platform}/${file}`;
      this.ajv.addSchema({ $id: docId, components: normalizeComponents(doc), paths: normalizeSchema(doc.paths ?? {}) });
      this.readOperations(doc, docId);
    }
    // More literal segments first: a templated path never shadows a literal one of the same shape.
    this.operations.sort((a, b) => b.literalSegments - a.literalSegments);
  }

  private readOperations(doc: Json, docId: string): void {
    const serverPath = (servers: unknown) => {
      const url = Array.isArray(servers) && isObject(servers[0]) ? String(servers[0].url ?? '') : '';
      return url.replace(/^([a-z]+:)?\/\/[^/]*/i, '').replace(/\/+$/, '');
    };
    const base = serverPath(doc.servers);
    for (const [template, item] of Object.entries((doc.paths ?? {}) as Record<string, Json>)) {
      for (const [method, op] of Object.entries(item)) {
        if (method === 'parameters' || !isObject(op)) continue;
        const prefix = op.servers ? serverPath(op.servers) : base;
        const full = `${prefix}${template}`;
        const pathParams: string[] = [];
        const pattern = new RegExp(
          `^${full
            .split(/(\{[^}]+\})/)
            .map((part) => {
              const name = /^\{([^}]+)\}$/.exec(part)?.[1];
              if (name) {
                pathParams.push(name);
                return '([^/]+)';
              }
              return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
            })
            .join('')}$`,
        );
        const params = new Map<string, Parameter>();
        for (const p of [...((item.parameters as unknown[]) ?? []), ...((op.parameters as unknown[]) ?? [])]) {
          const resolved = this.resolve(doc, p) as Parameter;
          params.set(`${resolved.in}:${resolved.name.toLowerCase()}`, resolved);
        }
        const requestBody = op.requestBody ? (this.resolve(doc, op.requestBody) as Json) : null;
        const pointerBase = `#/paths/${pointerToken(template)}/${method}`;
        this.operations.push({
          id: String(op.operationId ?? `${method.toUpperCase()} ${full}`),
          method: method.toUpperCase(),
          pattern,
          template: full,
          pathParams,
          literalSegments: full.split('/').filter((s) => s && !s.startsWith('{')).length,
          params: [...params.values()],
          body: requestBody
            ? {
                required: requestBody.required === true,
                content: Object.fromEntries(
                  Object.keys((requestBody.content ?? {}) as Json).map((type) => [
                    type.toLowerCase(),
                    op.requestBody && isObject(op.requestBody) && '$ref' in op.requestBody
                      ? `${docId}${String(op.requestBody.$ref)}/content/${pointerToken(type)}/schema`
                      : `${docId}${pointerBase}/requestBody/content/${pointerToken(type)}/schema`,
                  ]),
                ),
              }
            : null,
          docId,
        });
      }
    }
  }

  private resolve(doc: Json, node: unknown): unknown {
    let current = node;
    for (let i = 0; i < 10 && isObject(current) && typeof current.$ref === 'string'; i++) current = at(doc, current.$ref.slice(1));
    return current;
  }

  private validator(key: string, schema: () => unknown): ValidateFunction {
    let fn = this.compiled.get(key);
    if (!fn) {
      fn = this.ajv.compile(schema() as Json);
      this.compiled.set(key, fn);
    }
    return fn;
  }

  private paramValidator(op: Operation, p: Parameter): { fn: ValidateFunction; json: boolean } {
    const json = !p.schema && Boolean(p.content?.['application/json']);
    const schema = p.schema ?? p.content?.['application/json']?.schema ?? {};
    return { fn: this.validator(`${op.docId}:${op.id}:${p.in}:${p.name}`, () => absolutize(normalizeSchema(schema), op.docId)), json };
  }

  check(request: RequestToCheck): RequestCheck {
    const method = request.method.toUpperCase();
    const path = request.path.split('?')[0] ?? request.path;
    const candidates = this.operations.filter((o) => o.pattern.test(path));
    const op = candidates.find((o) => o.method === method);
    if (!op) {
      const message = candidates.length
        ? `${method} is not an operation of ${candidates[0]!.template} (allowed: ${[...new Set(candidates.map((c) => c.method))].join(', ')})`
        : `${method} ${path} is not an operation of the ${this.platform} definition`;
      return { operationId: null, violations: [{ in: 'operation', field: path, message }] };
    }
    const violations: Violation[] = [];
    const match = op.pattern.exec(path)!;
    const decode = (segment: string) => {
      try {
        return decodeURIComponent(segment);
      } catch {
        return segment; // malformed escapes are checked as sent
      }
    };
    const pathValues = Object.fromEntries(op.pathParams.map((name, i) => [name, decode(match[i + 1] ?? '')]));
    const headers = Object.fromEntries(
      Object.entries(request.headers ?? {}).map(([k, v]) => [k.toLowerCase(), Array.isArray(v) ? v.join(', ') : v]),
    );
    const query = request.query ?? {};
    const known = new Set<string>();

    for (const p of op.params) {
      if (p.in === 'cookie') continue;
      if (p.in === 'header' && p.name.toLowerCase() === 'content-type') continue; // the body's media type is checked below
      const raw =
        p.in === 'path'
          ? pathValues[p.name]
          : p.in === 'query'
            ? query[p.name]
            : p.in === 'header'
              ? headers[p.name.toLowerCase()]
              : undefined;
      if (p.in === 'query') known.add(p.name);
      const where = p.in as Violation['in'];
      if (raw === undefined || raw === '') {
        if (p.required) violations.push({ in: where, field: p.name, message: `${p.name} is required` });
        continue;
      }
      const { fn, json } = this.paramValidator(op, p);
      const value = readParameter(raw, p, fn.schema as Json, json);
      if (value instanceof Error) {
        violations.push({ in: where, field: p.name, message: `${p.name}: ${value.message}` });
        continue;
      }
      if (!fn(value))
        for (const e of fn.errors ?? [])
          violations.push({ in: where, field: p.name, message: `${p.name}${e.instancePath} ${describe(e)}` });
      // A string id declared int32/int64 (path ids such as Criteo's segment id) must be digits.
      const schema = fn.schema as Json;
      if (schema.type === 'string' && (schema.format === 'int32' || schema.format === 'int64') && !/^-?\d+$/.test(String(value))) {
        violations.push({
          in: where,
          field: p.name,
          message: `${p.name} must be an integer (${schema.format}), got ${JSON.stringify(value)}`,
        });
      }
    }
    for (const name of Object.keys(query)) {
      if (!known.has(name)) violations.push({ in: 'query', field: name, message: `${name} is not a query parameter of ${op.id}` });
    }

    const body = request.body ?? { kind: 'none' };
    if (op.body) {
      if (body.kind === 'none') {
        if (op.body.required) violations.push({ in: 'body', field: '/', message: `${op.id} needs a request body` });
      } else {
        const mediaType = mediaTypeOf(body, headers['content-type']);
        const ref = op.body.content[mediaType] ?? (body.kind === 'text' ? op.body.content['*/*'] : undefined);
        if (!ref) {
          violations.push({
            in: 'body',
            field: '/',
            message: `${mediaType} is not a media type of ${op.id} (${Object.keys(op.body.content).join(', ')})`,
          });
        } else {
          const fn = this.validator(ref, () => ({ $ref: ref }));
          const value = bodyValue(body, fn, this.ajv, ref);
          if (!fn(value))
            for (const e of fn.errors ?? [])
              violations.push({ in: 'body', field: e.instancePath || '/', message: `${e.instancePath || 'body'} ${describe(e)}` });
        }
      }
    }
    return { operationId: op.id, violations };
  }
}

/** Local `#/…` references made absolute, so a schema taken out of its document still resolves them. */
function absolutize(node: unknown, docId: string): unknown {
  if (Array.isArray(node)) return node.map((n) => absolutize(n, docId));
  if (!isObject(node)) return node;
  return Object.fromEntries(
    Object.entries(node).map(([k, v]) => [
      k,
      k === '$ref' && typeof v === 'string' && v.startsWith('#') ? `${docId}${v}` : absolutize(v, docId),
    ]),
  );
}

function describe(e: ErrorObject): string {
  const params = e.params as Record<string, unknown>;
  if (e.keyword === 'unevaluatedProperties' || e.keyword === 'additionalProperties') {
    return `has unknown field ${JSON.stringify(params.unevaluatedProperty ?? params.additionalProperty)}`;
  }
  if (e.keyword === 'enum')
    return `${e.message ?? 'must be one of'}: ${(params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`;
  return e.message ?? e.keyword;
}

function mediaTypeOf(body: RecordedBody, contentType: string | undefined): string {
  if (body.kind === 'json') return 'application/json';
  if (body.kind === 'form') return 'application/x-www-form-urlencoded';
  if (body.kind === 'multipart') return 'multipart/form-data';
  if (body.kind === 'text') return (body.contentType || contentType || 'application/octet-stream').split(';')[0]!.trim().toLowerCase();
  return '';
}

/** A form value as the schema's type reads it (forms carry strings only). */
function coerce(value: string, schema: Json | undefined): unknown {
  const type = Array.isArray(schema?.type) ? schema.type.find((t) => t !== 'null') : schema?.type;
  if ((type === 'integer' || type === 'number') && value.trim() !== '' && !Number.isNaN(Number(value))) return Number(value);
  if (type === 'boolean' && (value === 'true' || value === 'false')) return value === 'true';
  return value;
}

function readParameter(raw: unknown, p: Parameter, schema: Json, json: boolean): unknown {
  const values = (Array.isArray(raw) ? raw : [raw]).map(String);
  if (json) {
    try {
      return JSON.parse(values[0] ?? '') as unknown;
    } catch {
      return new Error('must be JSON-encoded');
    }
  }
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  if (type === 'array') {
    const items = p.explode === false || values.length === 1 ? values.flatMap((v) => v.split(',')) : values;
    return items.map((v) => coerce(v, schema.items as Json | undefined));
  }
  if (values.length > 1) return new Error('is given more than once');
  return coerce(values[0]!, schema);
}

function bodyValue(body: RecordedBody, fn: ValidateFunction, ajv: Ajv2020, ref: string): unknown {
  if (body.kind === 'json') return body.value;
  if (body.kind === 'text') return body.text;
  const resolvedSchema = (ajv.getSchema(ref)?.schema ?? fn.schema) as Json;
  const props = resolvePropertiesOf(ajv, resolvedSchema);
  if (body.kind === 'form') return Object.fromEntries(Object.entries(body.fields).map(([k, v]) => [k, coerce(v, props[k])]));
  if (body.kind === 'multipart')
    return Object.fromEntries(
      body.parts.map((part) => [part.name, part.filename !== undefined ? part.text : coerce(part.text, props[part.name])]),
    );
  return undefined;
}

function resolvePropertiesOf(ajv: Ajv2020, schema: Json): Record<string, Json | undefined> {
  let node: Json | undefined = schema;
  for (let i = 0; i < 10 && node && typeof node.$ref === 'string'; i++) node = ajv.getSchema(node.$ref)?.schema as Json | undefined;
  return (node?.properties ?? {}) as Record<string, Json | undefined>;
}

const loaded = new Map<DefinitionPlatform, PlatformDefinitions>();

function definitionsOf(platform: DefinitionPlatform): PlatformDefinitions {
  let defs = loaded.get(platform);
  if (!defs) {
    defs = new PlatformDefinitions(platform);
    loaded.set(platform, defs);
  }
  return defs;
}

/** Checks one request against the platform's vendored definition. */
export function checkRequest(platform: DefinitionPlatform, request: RequestToCheck): RequestCheck {
  return definitionsOf(platform).check(request);
}

/** The operations of a platform's definition (`METHOD /path/{param}` and operation id). */
export function definedOperations(platform: DefinitionPlatform): { method: string; path: string; operationId: string }[] {
  return definitionsOf(platform).operations.map((o) => ({ method: o.method, path: o.template, operationId: o.id }));
}
