/**
 * A refused ads-account save, read for the form: the API names each refused field by its input path
 * (`businessName`, `channels.FBK.accountId`) in `{ fields: { path: message } }`. Field messages go
 * under their inputs; what belongs to no single input (no channel active) stays for the form's callout.
 */
export type AdsAccountRefusal = { fields: Record<string, string>; general: string[] };

const ACCOUNT_FIELDS = new Set([
  'businessName',
  'technicalName',
  'gcpProject',
  'managerName',
  'managerEmail',
  'itManagerName',
  'itManagerEmail',
]);
const CHANNEL_FIELDS = new Set(['accountId', 'devopsRepo', 'endpoint', 'secret', 'storage', 'params']);

/** The form's field of an input path, or undefined when the path names no input. */
export function formFieldOf(path: string): string | undefined {
  const parts = path.split('.');
  if (parts.length === 1 && ACCOUNT_FIELDS.has(parts[0]!)) return parts[0];
  if (parts.length === 3 && parts[0] === 'channels' && /^[A-Z]+$/.test(parts[1]!) && CHANNEL_FIELDS.has(parts[2]!)) return path;
  return undefined;
}

function entriesOf(details: unknown): [string, string][] {
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
