import { ACCOUNT_ERROR_TEXTS, PLATFORM_LABELS, type Platform } from '@inca/domain';
import { classifyAccountError, GOOGLE_MESSAGES, PlatformError } from '@inca/platforms';

/**
 * A reason a run stops that is already written for the audience's users (a coupon campaign missing at
 * Talon.One, a setting the audience lacks): its message is shown as it is.
 */
export class PublishRefusal extends Error {
  override readonly name = 'PublishRefusal';
}

/** Messages of our own connectors that are already user texts. */
const OWN_TEXTS = new Set<string>(Object.values(GOOGLE_MESSAGES));

export const RUN_FAILURE_TEXTS = {
  failed: (reason: string) => `No se pudo publicar la audiencia: ${reason}`,
  /** §8 platform API text, as the audience list's API check words it. */
  unavailable: (platform: string) => `La API de ${platform} no está disponible en este momento, contáctese con su administrador de TI.`,
} as const;

/** The longest raw error text kept on a run record. */
const RAW_LIMIT = 2000;

export type RunFailure = {
  /** What users read in the run list, the timeline's Detalle and the recipients' e-mail (Spanish, §8/§4 texts). */
  message: string;
  /** What the platform or the process said, kept on the run record for operators only. */
  raw: string;
};

const platformLabel = (code: string) => PLATFORM_LABELS[code as Platform] ?? code;

/**
 * The user-facing reason of a failed run. A platform's own words (English, codes, HTTP reasons) never
 * reach users: they become the §4 account-error texts (version, credentials, Data Use Checkup, app
 * deleted) or the §8 "API not available" text; anything else is the §4 unknown error.
 */
export function runFailureOf(error: unknown, platformCode: string): RunFailure {
  const raw = (error instanceof Error ? `${error.name}: ${error.message}` : String(error)).slice(0, RAW_LIMIT);
  const text = error instanceof Error ? error.message : '';
  if (error instanceof PublishRefusal || OWN_TEXTS.has(text)) return { message: RUN_FAILURE_TEXTS.failed(text), raw };
  if (error instanceof PlatformError) {
    const kind = classifyAccountError(text);
    if (kind === 'VERSION' || kind === 'CREDENTIALS' || kind === 'DATA_USE_CHECKUP' || kind === 'APP_DELETED') {
      return { message: RUN_FAILURE_TEXTS.failed(ACCOUNT_ERROR_TEXTS[kind]), raw };
    }
    if (error.kind === 'AUTH') return { message: RUN_FAILURE_TEXTS.failed(ACCOUNT_ERROR_TEXTS.CREDENTIALS), raw };
    if (error.retryable) return { message: RUN_FAILURE_TEXTS.failed(RUN_FAILURE_TEXTS.unavailable(platformLabel(platformCode))), raw };
  }
  return { message: RUN_FAILURE_TEXTS.failed(ACCOUNT_ERROR_TEXTS.UNKNOWN), raw };
}
