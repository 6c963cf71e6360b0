import { GraphQLError } from 'graphql';

/**
 * A service's refusal, its details given again in the GraphQL API's own names: the browser reads
 * what the schema names, never a REST column. Anything that is not a GraphQL error passes as it is.
 */
export function renamedRefusal(error: unknown, rename: (details: unknown) => unknown): unknown {
  if (!(error instanceof GraphQLError) || error.extensions.details === undefined) return error;
  return new GraphQLError(error.message, { extensions: { ...error.extensions, details: rename(error.extensions.details) } });
}

type Use = { code?: unknown; business_name?: unknown; id?: unknown; custom_audience_name?: unknown; ads_platform_code?: unknown };
const listOf = (value: unknown): Use[] => (Array.isArray(value) ? value.filter((v): v is Use => !!v && typeof v === 'object') : []);

/**
 * What a delete refusal names: its merge segments (`[{ code, business_name }]`) as `merges: [{ code, name }]`
 * and its audiences (`[{ id, custom_audience_name, ads_platform_code }]`) as `audiences: [{ id, name, platform }]`.
 */
export function segmentUsesOf(details: unknown): {
  merges: { code: string; name: string }[];
  audiences: { id: string; name: string; platform: string | null }[];
} {
  const d = (details ?? {}) as { merges?: unknown; audiences?: unknown };
  return {
    merges: listOf(d.merges)
      .filter((m): m is Use & { code: string } => typeof m.code === 'string')
      .map((m) => ({ code: m.code, name: typeof m.business_name === 'string' ? m.business_name : m.code })),
    audiences: listOf(d.audiences)
      .filter((a) => a.id !== undefined && a.id !== null)
      .map((a) => ({
        id: String(a.id),
        name: typeof a.custom_audience_name === 'string' ? a.custom_audience_name : String(a.id),
        platform: typeof a.ads_platform_code === 'string' ? a.ads_platform_code : null,
      })),
  };
}

/** The ads account body's fields (REST) by their AdsAccountInput / AdsChannelInput names. */
const INPUT_NAMES: Record<string, string> = {
  company_code: 'companyCode',
  business_name: 'businessName',
  technical_name: 'technicalName',
  gcp_project: 'gcpProject',
  manager_name: 'managerName',
  manager_email: 'managerEmail',
  it_manager_name: 'itManagerName',
  it_manager_email: 'itManagerEmail',
  account_id: 'accountId',
  devops_repo: 'devopsRepo',
  endpoint: 'endpoint',
  secret: 'secret',
  storage: 'storage',
  params: 'params',
};

/**
 * A body path as the input names it: `business_name` → `businessName`, `channels.fbk.account_id` →
 * `channels.FBK.accountId` (the channel by its Platform value); a path naming no input field is kept.
 */
export function inputPathOf(path: string): string {
  const parts = path.split('.');
  if (parts.length === 1 && INPUT_NAMES[parts[0]!]) return INPUT_NAMES[parts[0]!]!;
  if (parts.length === 3 && parts[0] === 'channels' && INPUT_NAMES[parts[2]!])
    return `channels.${parts[1]!.toUpperCase()}.${INPUT_NAMES[parts[2]!]}`;
  return path;
}

/**
 * An ads account refusal's fields, whether the service listed input checks (`[{ path, message }]`) or
 * checks that needed the database or the network (`{ fields: { path: message } }`), as
 * `{ fields: { inputPath: message } }`, the first message of a field kept.
 */
export function adsAccountFieldsOf(details: unknown): { fields: Record<string, string> } {
  const entries: [string, string][] = Array.isArray(details)
    ? details.flatMap((d) =>
        d && typeof d === 'object' && typeof (d as { message?: unknown }).message === 'string'
          ? [[String((d as { path?: unknown }).path ?? ''), (d as { message: string }).message] as [string, string]]
          : [],
      )
    : Object.entries((details as { fields?: Record<string, unknown> } | null)?.fields ?? {}).filter(
        (e): e is [string, string] => typeof e[1] === 'string',
      );
  const fields: Record<string, string> = {};
  for (const [path, message] of entries) fields[inputPathOf(path)] ??= message;
  return { fields };
}
