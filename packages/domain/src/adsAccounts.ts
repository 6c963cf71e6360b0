import type { Platform } from './companyFlags.ts';

/**
 * The account id each platform uses (spec §2.7 per-channel validation), with the Spanish message a
 * wrong one gets. Dashes in Google's customer id are allowed as people write them (123-456-7890).
 */
export const ACCOUNT_ID_RULES: Record<Platform, { pattern: RegExp; message: string }> = {
  gads: { pattern: /^(\d{3}-\d{3}-\d{4}|\d{10})$/, message: 'El ID de cliente de Google Ads tiene 10 dígitos (por ejemplo 123-456-7890).' },
  fbk: {
    pattern: /^(act_)?\d{5,20}$/,
    message: 'El ID de la cuenta publicitaria de Facebook es act_ seguido de dígitos (por ejemplo act_1234567890).',
  },
  tiktok: { pattern: /^\d{10,20}$/, message: 'El ID de anunciante de TikTok tiene entre 10 y 20 dígitos.' },
  salesforce: { pattern: /^\d{6,12}$/, message: 'El MID de Salesforce Marketing Cloud tiene entre 6 y 12 dígitos.' },
  talonone: { pattern: /^\d{1,10}$/, message: 'El ID de la aplicación de Talon.One es un número.' },
  criteo: { pattern: /^\d{1,12}$/, message: 'El ID de anunciante de Criteo es un número de hasta 12 dígitos.' },
  adobe: {
    pattern: /^[A-F0-9]{24}@AdobeOrg$/,
    message: 'El ID de organización de Adobe tiene 24 caracteres hexadecimales seguidos de @AdobeOrg.',
  },
};

export const ADS_ACCOUNT_MESSAGES = {
  endpoint: 'El endpoint debe ser una dirección https:// válida.',
  endpointNotPublic: (platform: string) =>
    `La dirección de ${platform} no está permitida: use la dirección pública https:// de la plataforma.`,
  secretAgain: (platform: string) => `Cambió el endpoint de ${platform}: ingrese nuevamente la credencial.`,
  enabledNeedsId: (platform: string) => `Indique el ID de la cuenta de ${platform} o desactive el canal.`,
  noChannel: 'Active al menos un canal para la cuenta.',
  businessName: 'El nombre de la cuenta debe tener entre 3 y 80 caracteres.',
  technicalName: 'El nombre técnico usa minúsculas, dígitos y guiones bajos (3 a 60).',
  technicalTaken: 'Ya existe una cuenta con ese nombre técnico.',
  params: 'Los parámetros de Adobe deben ser un objeto JSON.',
  secret: (platform: string) =>
    `La credencial de ${platform} no es válida: escriba el token (Talonone: la clave de integración y la de gestión separadas por un espacio) o un objeto JSON con sus campos.`,
  noKey: 'No se configuró la clave de cifrado de credenciales (SECRETS_KEY): no se pueden guardar credenciales.',
  saved: 'El registro se guardó correctamente.',
  notSaved: 'No se pudo guardar el registro.',
} as const;

/**
 * The §4 platform API health kinds of an account check, as the errors dialog and the daily check's
 * mail word them (one text for both, so they cannot drift apart).
 */
export const ACCOUNT_ERROR_TEXTS = {
  OK: 'OK',
  VERSION: 'Error de versión de la API.',
  CREDENTIALS: 'Error de credenciales: la autorización expiró o no es válida.',
  DATA_USE_CHECKUP: 'Debe completar el Data Use Checkup de la aplicación.',
  APP_DELETED: 'La aplicación fue eliminada.',
  UNKNOWN: 'Error desconocido.',
} as const;

export const PLATFORM_LABELS: Record<Platform, string> = {
  gads: 'Google',
  fbk: 'Facebook',
  tiktok: 'Tiktok',
  salesforce: 'Salesforce',
  talonone: 'Talonone',
  criteo: 'Criteo',
  adobe: 'Adobe',
};

/** The account id as the platform's API takes it: Google's without dashes, Facebook's with act_. */
export function normalizedAccountId(platform: Platform, id: string): string {
  const value = id.trim();
  if (platform === 'gads') return value.replace(/-/g, '');
  if (platform === 'fbk') return value.startsWith('act_') ? value : `act_${value}`;
  return value;
}

/** Whether an endpoint is a usable https address (no credentials in it). */
export function isEndpoint(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && !!url.hostname && !url.username && !url.password;
  } catch {
    return false;
  }
}

export const accountIdProblem = (platform: Platform, id: string): string | undefined =>
  ACCOUNT_ID_RULES[platform].pattern.test(id.trim()) ? undefined : ACCOUNT_ID_RULES[platform].message;
