import { z } from 'zod';
import { envelope } from '../envelope.ts';
import { operation } from '../operation.ts';
import { companyCodeSchema, requiredCsvQuery, singleLineText } from '../fields.ts';
import { adsAccountDto, companyFlagsDto, companyRefDto } from './rows.ts';

/** Directory calls: who am I, which companies may I work with, their flags and ads accounts. */

const P = '/audience-management';
export const companyCodesQuery = z.object({ company_code: requiredCsvQuery(companyCodeSchema, 'Debe indicar el código de empresa.', 100) });

export const viewerDto = z.object({ email: z.string(), name: z.string(), roles: z.array(z.string()), company: companyRefDto });
export type ViewerDto = z.output<typeof viewerDto>;

export const getMe = operation({ method: 'GET', path: `${P}/users/me`, response: envelope(viewerDto) });
export const listAccessibleCompanies = operation({
  method: 'GET',
  path: `${P}/companies/accessible`,
  response: envelope(z.array(companyRefDto)),
});
/** Every company of the group, for choosing whom to share with (names only, no flags). */
export const listCompanies = operation({ method: 'GET', path: `${P}/companies/list`, response: envelope(z.array(companyRefDto)) });
export const listOrganisations = operation({
  method: 'GET',
  path: `${P}/companies/organisations-detail`,
  response: envelope(z.array(companyRefDto)),
});
export const listCompanyAccess = operation({
  method: 'GET',
  path: `${P}/companies/access`,
  response: envelope(z.array(z.object({ code: z.string(), name: z.string() }))),
});
export const listCompanyFlags = operation({
  method: 'GET',
  path: `${P}/company-flags/list`,
  query: companyCodesQuery,
  response: envelope(z.array(companyFlagsDto)),
});
export const listAdsAccounts = operation({
  method: 'GET',
  path: `${P}/ads-accounts/list`,
  query: companyCodesQuery,
  response: envelope(z.array(adsAccountDto)),
});

export const verifyAdsAccountsBody = z.object({
  company_code: companyCodeSchema,
  ads_account_code: singleLineText('La cuenta publicitaria', 'code').optional(),
  /** true: check now even when today's check exists ("Verificar ahora"). */
  force: z.boolean({ message: 'force debe ser true o false.' }).optional(),
});
/** The company's accounts (or one) not yet checked today are checked now (all with force); answers them as the list does. */
export const verifyAdsAccounts = operation({
  method: 'POST',
  path: `${P}/ads-accounts/verify`,
  body: verifyAdsAccountsBody,
  response: envelope(z.array(adsAccountDto)).extend({ checked: z.number() }),
});
