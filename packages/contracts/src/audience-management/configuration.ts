import { z } from 'zod';
import { ADS_ACCOUNT_MESSAGES, COMPANY_FLAGS, PLATFORMS, type CompanyFlag, type Platform } from '@inca/domain';
import { envelope } from '../envelope.ts';
import { operation } from '../operation.ts';
import { companyCodeSchema, emailField, idField, isoDateField, searchText, singleLineText, textField } from '../fields.ts';
import { companyFlagsDto, flag01 } from './rows.ts';

/**
 * The configuration screen's service paths (audience admin only): company flags with their audit
 * trail, the platform checks of a day, and the ads accounts with their channels.
 */

const P = '/audience-management/configuration';

/** Spanish messages of the configuration screen (spec §8). */
export const CONFIGURATION_MESSAGES = {
  onlyAdmin: 'Solo la administración de audiencias puede cambiar la configuración de las empresas.',
  unknownCompany: 'La empresa no existe.',
  flag: 'Cada indicador vale "0" o "1".',
} as const;

export const flagsBody = z.object({
  flags: z
    .object(
      Object.fromEntries(COMPANY_FLAGS.map((f) => [f, z.enum(['0', '1'], { message: CONFIGURATION_MESSAGES.flag })])) as Record<
        CompanyFlag,
        z.ZodEnum<{ '0': '0'; '1': '1' }>
      >,
      {
        message: CONFIGURATION_MESSAGES.flag,
      },
    )
    .strict(),
});
export const companyFlagsQuery = z.object({ name: searchText('El nombre de la empresa').optional() });
export const validationsQuery = z.object({ process_date: isoDateField(), company_code: companyCodeSchema.optional() });
const codeParams = z.object({ code: companyCodeSchema });

const optionalText = (label: string, max = 120) =>
  textField({ label, max, trim: true })
    .optional()
    .transform((v) => (v ? v : null));
const optionalEmail = emailField()
  .optional()
  .or(z.literal('').transform(() => undefined))
  .transform((v) => v ?? null);

export const adsChannelBody = z.object({
  enabled: z.boolean(),
  endpoint: optionalText('El endpoint', 500),
  account_id: optionalText('El ID de la cuenta', 60),
  devops_repo: optionalText('El repositorio', 200),
  /** Write-only: a new token replaces the stored one; absent or empty keeps it. */
  secret: textField({ label: 'La credencial', max: 4000 }).optional(),
  storage: optionalText('El almacenamiento', 200),
  params: z.record(z.string(), z.unknown(), { message: ADS_ACCOUNT_MESSAGES.params }).optional(),
});

/** The account form's fields; the cross-field rules (a channel on, ids, endpoints, credentials) are the service's. */
export const adsAccountBody = z.object({
  company_code: companyCodeSchema,
  business_name: singleLineText('El nombre de la cuenta', 'name', { trim: true }).pipe(
    z.string().min(3, ADS_ACCOUNT_MESSAGES.businessName).max(80, ADS_ACCOUNT_MESSAGES.businessName),
  ),
  technical_name: z.string().regex(/^[a-z0-9_]{3,60}$/, ADS_ACCOUNT_MESSAGES.technicalName),
  gcp_project: optionalText('El proyecto de GCP', 100),
  manager_name: optionalText('El nombre del responsable'),
  manager_email: optionalEmail,
  it_manager_name: optionalText('El nombre del responsable de TI'),
  it_manager_email: optionalEmail,
  send_notification: z.enum(['0', '1']),
  channels: z.object(Object.fromEntries(PLATFORMS.map((p) => [p, adsChannelBody])) as Record<Platform, typeof adsChannelBody>),
});
export type AdsAccountBody = z.output<typeof adsAccountBody>;

// ───────────── answers ─────────────

export const companyConfigurationDto = companyFlagsDto.extend({ name: z.string(), alias: z.string(), domain: z.string() });
export type CompanyConfigurationDto = z.output<typeof companyConfigurationDto>;
export const companyFlagChangeDto = z.object({
  id: z.string(),
  company_code: z.string(),
  changed_by: z.string(),
  changed_at: z.string(),
  before: z.record(z.string(), flag01),
  after: z.record(z.string(), flag01),
});
export type CompanyFlagChangeDto = z.output<typeof companyFlagChangeDto>;
export const adsValidationDto = z.object({
  company_code: z.string(),
  ads_account_code: z.string(),
  business_name: z.string(),
  platform: z.string(),
  ok: z.boolean(),
  error_kind: z.enum(['OK', 'VERSION', 'CREDENTIALS', 'DATA_USE_CHECKUP', 'APP_DELETED', 'UNKNOWN']),
  error_text: z.string(),
  checked_at: z.string(),
  checked_by: z.string(),
});
export type AdsValidationDto = z.output<typeof adsValidationDto>;
export const adsChannelDto = z.object({
  enabled: z.boolean(),
  endpoint: z.string().nullable(),
  account_id: z.string().nullable(),
  devops_repo: z.string().nullable(),
  storage: z.string().nullable(),
  params: z.record(z.string(), z.unknown()).nullable(),
  secret_set: z.boolean(),
});
export type AdsChannelDto = z.output<typeof adsChannelDto>;
export const adsAccountSettingsDto = z.object({
  id: z.string(),
  company_code: z.string(),
  technical_name: z.string(),
  business_name: z.string(),
  gcp_project: z.string().nullable(),
  manager_name: z.string().nullable(),
  manager_email: z.string().nullable(),
  it_manager_name: z.string().nullable(),
  it_manager_email: z.string().nullable(),
  send_notification: flag01,
  channels: z.record(z.string(), adsChannelDto),
});
export type AdsAccountSettingsDto = z.output<typeof adsAccountSettingsDto>;

/** Every company with its nine flags (name filter). */
export const listCompanyConfigurations = operation({
  method: 'GET',
  path: `${P}/company-flags`,
  query: companyFlagsQuery,
  response: envelope(z.array(companyConfigurationDto)),
});
/** Sets a company's flags; audited. */
export const updateCompanyFlags = operation({
  method: 'PUT',
  path: `${P}/company-flags/:code`,
  params: codeParams,
  body: flagsBody,
  response: envelope(companyConfigurationDto).extend({ message: z.string() }),
});
/** The audit trail, newest first. */
export const listCompanyFlagChanges = operation({
  method: 'GET',
  path: `${P}/company-flags/:code/changes`,
  params: codeParams,
  response: envelope(z.array(companyFlagChangeDto)),
});
/** The platform checks of a day. */
export const listAdsValidations = operation({
  method: 'GET',
  path: `${P}/ads-validations`,
  query: validationsQuery,
  response: envelope(z.array(adsValidationDto)),
});
/** The company's accounts, credentials shown as set / not set. */
export const listAdsAccountSettings = operation({
  method: 'GET',
  path: `${P}/ads-accounts`,
  query: z.object({ company_code: companyCodeSchema }),
  response: envelope(z.array(adsAccountSettingsDto)),
});
export const createAdsAccount = operation({
  method: 'POST',
  path: `${P}/ads-accounts`,
  body: adsAccountBody,
  response: envelope(adsAccountSettingsDto).extend({ message: z.string() }),
});
/** Changes one account (its company stays). */
export const updateAdsAccount = operation({
  method: 'PUT',
  path: `${P}/ads-accounts/:id`,
  params: z.object({ id: idField() }),
  body: adsAccountBody,
  response: envelope(adsAccountSettingsDto).extend({ message: z.string() }),
});

/** What a caller sends to set flags and to save an account. */
export type UpdateCompanyFlagsInput = z.input<typeof flagsBody>;
export type AdsAccountInput = z.input<typeof adsAccountBody>;
