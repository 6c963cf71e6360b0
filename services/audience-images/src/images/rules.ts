import { IMAGE_MESSAGES, IMAGE_RULES } from '@inca/contracts/audience-images';
import { normalizeText, textPolicyError } from '@inca/domain';

// The limits and messages are the REST contract's: the subgraph reads the same ones.
export { IMAGE_MESSAGES, IMAGE_RULES };

/**
 * Words that make a prompt unsafe for an advertising picture (violence, weapons, sexual content,
 * drugs, hate), Spanish and English, matched on whole words without accents.
 */
const UNSAFE_WORDS = [
  'sangre',
  'sangriento',
  'sangrienta',
  'gore',
  'violencia',
  'violento',
  'violenta',
  'asesinato',
  'asesino',
  'matar',
  'muerte',
  'muerto',
  'cadaver',
  'arma',
  'armas',
  'pistola',
  'rifle',
  'fusil',
  'bomba',
  'explosivo',
  'terrorista',
  'terrorismo',
  'desnudo',
  'desnuda',
  'desnudos',
  'desnudas',
  'sexo',
  'sexual',
  'porno',
  'pornografia',
  'erotico',
  'erotica',
  'droga',
  'drogas',
  'cocaina',
  'heroina',
  'marihuana',
  'odio',
  'racista',
  'nazi',
  'blood',
  'violence',
  'violent',
  'kill',
  'murder',
  'corpse',
  'weapon',
  'weapons',
  'gun',
  'guns',
  'bomb',
  'nude',
  'naked',
  'sex',
  'porn',
  'drug',
  'drugs',
  'hate',
];
const UNSAFE = new RegExp(`\\b(${UNSAFE_WORDS.join('|')})\\b`, 'i');

const withoutAccents = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '');

/** Whether a text asks for something an ad picture must not show. */
export const isUnsafeText = (text: string): boolean => UNSAFE.test(withoutAccents(text));

export type PromptOutcome = { ok: true; prompt: string } | { ok: false; message: string };

/**
 * The prompt sent to the provider: the audience description (read-only on the screen) and the user's
 * new description. Refused when both are empty, when the user's text breaks the input policy or is
 * longer than 1000 characters, or when either asks for unsafe content.
 */
export function buildImagePrompt(audienceDescription: string, userText: string): PromptOutcome {
  const text = normalizeText(userText ?? '');
  if ([...text].length > IMAGE_RULES.descriptionMax) return { ok: false, message: IMAGE_MESSAGES.tooLong };
  const policy = textPolicyError(text, { label: 'La descripción', multiline: true, max: IMAGE_RULES.descriptionMax });
  if (policy) return { ok: false, message: policy };
  const description = normalizeText(audienceDescription ?? '')
    .replace(/\s+/g, ' ')
    .trim();
  const wanted = text.replace(/\s+/g, ' ').trim();
  if (!wanted && !description) return { ok: false, message: IMAGE_MESSAGES.emptyPrompt };
  if (!wanted) return { ok: false, message: IMAGE_MESSAGES.emptyPrompt };
  if (isUnsafeText(wanted) || isUnsafeText(description)) return { ok: false, message: IMAGE_MESSAGES.unsafePrompt };
  const parts = ['Imagen publicitaria, sin texto, fotográfica y de alta calidad.'];
  if (description) parts.push(`Público: ${description}.`);
  parts.push(`Escena: ${wanted}`);
  return { ok: true, prompt: parts.join(' ') };
}

export type ImageKind = 'png' | 'jpeg' | 'bmp';

/** The picture kind by its first bytes (magic numbers), whatever the file is called. */
export function imageKindOf(bytes: Uint8Array): ImageKind | undefined {
  if (
    bytes.length >= 8 &&
    bytes[0] === 0x89 &&
    bytes[1] === 0x50 &&
    bytes[2] === 0x4e &&
    bytes[3] === 0x47 &&
    bytes[4] === 0x0d &&
    bytes[5] === 0x0a &&
    bytes[6] === 0x1a &&
    bytes[7] === 0x0a
  )
    return 'png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 26 && bytes[0] === 0x42 && bytes[1] === 0x4d) return 'bmp';
  return undefined;
}

export const CONTENT_TYPES: Record<ImageKind, string> = { png: 'image/png', jpeg: 'image/jpeg', bmp: 'image/bmp' };
export const EXTENSIONS: Record<ImageKind, string> = { png: 'png', jpeg: 'jpg', bmp: 'bmp' };

/** Next page of the gallery: 12 first, then 8 more each time. */
export const galleryLimit = (offset: number): number => (offset === 0 ? IMAGE_RULES.firstPage : IMAGE_RULES.nextPage);
