import { z } from 'zod';
import {
  ADS_ACCOUNT_MESSAGES,
  PLATFORM_LABELS,
  accountIdProblem,
  credentialsFromSecret,
  isEndpoint,
  type Platform as DomainPlatform,
} from '@inca/domain';
import type { AdsAccountInput, AdsAccountSettingsQuery, Platform } from '../../../__generated__/graphql.ts';
import { configuration } from '../../../i18n/configuration.ts';

const t = configuration.ads.dialog;

export const PLATFORMS: Platform[] = ['GADS', 'FBK', 'TIKTOK', 'SALESFORCE', 'TALONONE', 'CRITEO', 'ADOBE'];
export type AdsAccount = AdsAccountSettingsQuery['adsAccountSettings'][number];

/** Whether the service can read a typed credential: the service's own reading of it (@inca/domain). */
export const isCredential = (platform: Platform, secret: string): boolean =>
  credentialsFromSecret(platform.toLowerCase() as DomainPlatform, secret) !== null;

/** Whether a text is a JSON object (Adobe's parameters). */
function isJsonObject(text: string): boolean {
  try {
    const parsed = JSON.parse(text) as unknown;
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed);
  } catch {
    return false;
  }
}

/** An optional text the service keeps up to `max` characters (counted trimmed, as it counts them). */
const optional = (label: string, max: number) => z.string().refine((v) => v.trim().length <= max, t.tooLong(label, max));
const optionalEmail = z
  .string()
  .refine((v) => v.trim().length <= 254, t.tooLong('El correo electrónico', 254))
  .refine((v) => !v.trim() || z.email().safeParse(v.trim().toLowerCase()).success, t.invalidEmail);

const channelSchema = z.object({
  enabled: z.boolean(),
  accountId: optional('El ID de la cuenta', 60),
  endpoint: optional('El endpoint', 500),
  devopsRepo: optional('El repositorio', 200),
  storage: optional('El almacenamiento', 200),
  params: z.string(),
  secret: optional('La credencial', 4000),
  secretSet: z.boolean(),
});

/**
 * The ads account form (spec §2.7): the service's rules, checked before anything is sent so each
 * message appears under its field at once. The service checks them again, and alone checks what
 * needs the database or the network (a technical name already taken, a non-public address).
 */
export const adsAccountFormSchema = z
  .object({
    businessName: z.string().refine((v) => v.trim().length >= 3 && v.trim().length <= 80, ADS_ACCOUNT_MESSAGES.businessName),
    technicalName: z.string().refine((v) => /^[a-z0-9_]{3,60}$/.test(v.trim()), ADS_ACCOUNT_MESSAGES.technicalName),
    gcpProject: optional('El proyecto de GCP', 100),
    managerName: optional('El nombre del responsable', 120),
    managerEmail: optionalEmail,
    itManagerName: optional('El nombre del responsable de TI', 120),
    itManagerEmail: optionalEmail,
    sendNotification: z.boolean(),
    channels: z.object(Object.fromEntries(PLATFORMS.map((p) => [p, channelSchema])) as Record<Platform, typeof channelSchema>),
  })
  .superRefine((v, ctx) => {
    if (!PLATFORMS.some((p) => v.channels[p].enabled))
      ctx.addIssue({ code: 'custom', path: ['root', 'noChannel'], message: ADS_ACCOUNT_MESSAGES.noChannel });
    for (const p of PLATFORMS) {
      const c = v.channels[p];
      const name = PLATFORM_LABELS[p.toLowerCase() as keyof typeof PLATFORM_LABELS];
      const issue = (field: string, message: string) => ctx.addIssue({ code: 'custom', path: ['channels', p, field], message });
      const accountId = c.accountId.trim();
      if (c.enabled && !accountId) issue('accountId', ADS_ACCOUNT_MESSAGES.enabledNeedsId(name));
      const problem = accountId ? accountIdProblem(p.toLowerCase() as Parameters<typeof accountIdProblem>[0], accountId) : undefined;
      if (problem) issue('accountId', problem);
      if (c.endpoint.trim() && !isEndpoint(c.endpoint.trim())) issue('endpoint', ADS_ACCOUNT_MESSAGES.endpoint);
      if (c.secret.trim() && !isCredential(p, c.secret)) issue('secret', ADS_ACCOUNT_MESSAGES.secret(name));
      if (p === 'ADOBE' && c.params.trim() && !isJsonObject(c.params)) issue('params', ADS_ACCOUNT_MESSAGES.params);
    }
  });
export type AdsAccountForm = z.infer<typeof adsAccountFormSchema>;

/** The form of an account being edited, or of a new one. Credentials are never read back: the field starts empty. */
export const adsAccountFormOf = (a?: AdsAccount): AdsAccountForm => ({
  businessName: a?.businessName ?? '',
  technicalName: a?.technicalName ?? '',
  gcpProject: a?.gcpProject ?? '',
  managerName: a?.managerName ?? '',
  managerEmail: a?.managerEmail ?? '',
  itManagerName: a?.itManagerName ?? '',
  itManagerEmail: a?.itManagerEmail ?? '',
  sendNotification: a?.sendNotification ?? false,
  channels: Object.fromEntries(
    PLATFORMS.map((p) => {
      const c = a?.channels.find((x) => x.platform === p);
      return [
        p,
        {
          enabled: c?.enabled ?? false,
          accountId: c?.accountId ?? '',
          endpoint: c?.endpoint ?? '',
          devopsRepo: c?.devopsRepo ?? '',
          storage: c?.storage ?? '',
          params: c?.params ?? '',
          secret: '',
          secretSet: c?.secretSet ?? false,
        },
      ];
    }),
  ) as AdsAccountForm['channels'],
});

const text = (value: string) => (value.trim() ? value.trim() : null);

/** What the save sends: texts trimmed, empty ones as null (an empty credential keeps the stored one). */
export const adsAccountInputOf = (companyCode: string, v: AdsAccountForm): AdsAccountInput => ({
  companyCode,
  businessName: v.businessName.trim(),
  technicalName: v.technicalName.trim(),
  gcpProject: text(v.gcpProject),
  managerName: text(v.managerName),
  managerEmail: text(v.managerEmail),
  itManagerName: text(v.itManagerName),
  itManagerEmail: text(v.itManagerEmail),
  sendNotification: v.sendNotification,
  channels: PLATFORMS.map((platform) => {
    const c = v.channels[platform];
    return {
      platform,
      enabled: c.enabled,
      accountId: text(c.accountId),
      endpoint: text(c.endpoint),
      devopsRepo: text(c.devopsRepo),
      storage: text(c.storage),
      params: text(c.params),
      secret: text(c.secret),
    };
  }),
});
