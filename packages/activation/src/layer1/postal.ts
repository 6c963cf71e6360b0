const CHILEAN_POSTAL = /^(\d{3})[-\s]?(\d{4})$/;

/**
 * Layer 1 for postal codes: a Chilean code written "775-0000" or "775 0000" becomes "7750000";
 * anything else is kept as cleaned (foreign codes, partial codes) for the platform to judge.
 */
export function normalizePostalCode(text: string): string {
  const match = CHILEAN_POSTAL.exec(text);
  return match === null ? text : `${match[1]}${match[2]}`;
}
