/**
 * A refused ads-account save, read for the form: the service names each refused field by its REST path
 * (`business_name`, `channels.fbk.account_id`), either as a list of `{ path, message }` (input checks) or
 * as `{ fields: { path: message } }` (checks that need the database or the network). Field messages go
 * under their inputs; what belongs to no single input (no channel active) stays for the form's callout.
 */
export type AdsAccountRefusal = { fields: Record<string, string>; general: string[] };

const FIELD_NAMES: Record<string, string> = {
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

/** The form's name of a REST path, or undefined when the path names no input. */
export function formFieldOf(path: string): string | undefined {
  const parts = path.split('.');
  if (parts.length === 1) return FIELD_NAMES[parts[0]!];
  if (parts.length === 3 && parts[0] === 'channels' && FIELD_NAMES[parts[2]!])
    return `channels.${parts[1]!.toUpperCase()}.${FIELD_NAMES[parts[2]!]}`;
  return undefined;
}

function entriesOf(details: unknown): [string, string][] {
  if (Array.isArray(details)) {
    return details.flatMap((d) =>
      d && typeof d === 'object' && typeof (d as { message?: unknown }).message === 'string'
        ? [[String((d as { path?: unknown }).path ?? ''), (d as { message: string }).message] as [string, string]]
        : [],
    );
  }
  const fields = (details as { fields?: unknown } | null | undefined)?.fields;
  if (fields && typeof fields === 'object') return Object.entries(fields).filter((e): e is [string, string] => typeof e[1] === 'string');
  return [];
}

/** Splits a refusal into messages per form field and the rest; the first message of a field wins. */
export function adsAccountRefusal(message: string | undefined, details: unknown): AdsAccountRefusal {
  const fields: Record<string, string> = {};
  const general: string[] = [];
  for (const [path, text] of entriesOf(details)) {
    const field = formFieldOf(path);
    if (field) fields[field] ??= text;
    else if (!general.includes(text)) general.push(text);
  }
  if (message && !general.includes(message) && !Object.values(fields).includes(message)) general.push(message);
  return { fields, general };
}
