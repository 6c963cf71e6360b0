/** E-mail helpers shared by the platform rules (each platform validates in its own way). */

const WHITESPACE = /\s/;
const ASCII_HOSTNAME = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;
const GMAIL_DOMAINS: ReadonlySet<string> = new Set(['gmail.com', 'googlemail.com']);

export function hasWhitespace(text: string): boolean {
  return WHITESPACE.test(text);
}

/** How many "@" the text has. */
export function countAt(text: string): number {
  let count = 0;
  for (let index = text.indexOf('@'); index >= 0; index = text.indexOf('@', index + 1)) count += 1;
  return count;
}

/** A lowercase, dotted, ASCII-only host name (IDN must come as punycode). */
export function isAsciiHostname(domain: string): boolean {
  return ASCII_HOSTNAME.test(domain);
}

export function isGmailDomain(domain: string): boolean {
  return GMAIL_DOMAINS.has(domain);
}

/** The local part without a "+tag". */
export function withoutPlusTag(local: string): string {
  const plus = local.indexOf('+');
  return plus < 0 ? local : local.slice(0, plus);
}

/** The local part without dots (Gmail ignores them). */
export function withoutDots(local: string): string {
  return local.indexOf('.') < 0 ? local : local.replaceAll('.', '');
}

/**
 * The generic check for platforms that take e-mails in clear (Criteo, Salesforce, Talon.One,
 * Adobe): exactly one "@", no whitespace, a non-empty local part and a dotted ASCII domain.
 * Returns a reason, or null when the address is usable. Expects a lowercase address.
 */
export function plainEmailProblem(lower: string): string | null {
  if (hasWhitespace(lower)) return 'email contains whitespace';
  const at = countAt(lower);
  if (at !== 1) return `email has ${at} "@"`;
  const index = lower.indexOf('@');
  if (index === 0) return 'email local part empty';
  if (!isAsciiHostname(lower.slice(index + 1))) return 'email domain not a dotted ASCII hostname';
  return null;
}
