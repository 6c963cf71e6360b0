import type { CompanyFlags, Platform, Role } from '@inca/domain';

/** The demo directory seeded on first start in the embedded mode (and in tests). */
export type DemoCompany = { code: string; name: string; alias: string; domain: string };
export type DemoUser = { email: string; name: string; companyCode: string; roles: Role[]; companyAccess: string[] };
export type DemoAdsAccount = {
  companyCode: string;
  technicalName: string;
  businessName: string;
  platforms: Platform[];
  itManagerEmail: string;
};

/** Only ever used in the embedded mode; a production directory has no shared password. */
export const DEMO_PASSWORD = 'demo1234';

export const DEMO_COMPANIES: DemoCompany[] = [
  { code: '032', name: 'Corporación Andina S.A.', alias: 'Corporativo', domain: 'corp.demo' },
  { code: '022', name: 'Retail Andina S.A.', alias: 'Retail', domain: 'retail.demo' },
  { code: '024', name: 'Marcas Andinas S.A.', alias: 'Marcas', domain: 'brand.demo' },
  { code: '011', name: 'Financiera Andina S.A.', alias: 'Financiera', domain: 'finance.demo' },
];

export const DEMO_USERS: DemoUser[] = [
  { email: 'admin@corp.demo', name: 'Ana Administradora', companyCode: '032', roles: ['audience_admin'], companyAccess: [] },
  {
    email: 'steward@corp.demo',
    name: 'Sergio Steward',
    companyCode: '032',
    roles: ['org_data_management'],
    companyAccess: ['022', '024'],
  },
  { email: 'analyst@retail.demo', name: 'Rocío Analista', companyCode: '022', roles: ['audience_analyst'], companyAccess: [] },
  { email: 'user@retail.demo', name: 'Ulises Usuario', companyCode: '022', roles: ['audience_user'], companyAccess: [] },
  { email: 'analyst@brand.demo', name: 'Bruno Analista', companyCode: '024', roles: ['audience_analyst'], companyAccess: [] },
  { email: 'user@brand.demo', name: 'Beatriz Usuaria', companyCode: '024', roles: ['audience_user'], companyAccess: [] },
];

const flags = (on: (keyof CompanyFlags)[]): CompanyFlags => {
  const all: CompanyFlags = {
    approve_request_data: '0',
    share_action: '0',
    separated_key_ads: '0',
    gpt_images: '0',
    talonone_coupons: '0',
    retail_purchase_prediction: '0',
    user_id_talonone: '0',
    edit_segment: '0',
    edit_audience_type_google: '0',
  };
  for (const flag of on) all[flag] = '1';
  return all;
};

/** Varied so that every flag is on for some company and off for another. */
export const DEMO_COMPANY_FLAGS: Record<string, CompanyFlags> = {
  '032': flags(['approve_request_data', 'share_action', 'gpt_images', 'edit_audience_type_google', 'edit_segment']),
  '022': flags(['share_action', 'talonone_coupons', 'retail_purchase_prediction', 'user_id_talonone', 'gpt_images']),
  '024': flags(['approve_request_data', 'separated_key_ads', 'talonone_coupons']),
  '011': flags(['separated_key_ads', 'edit_segment']),
};

export const DEMO_ADS_ACCOUNTS: DemoAdsAccount[] = [
  {
    companyCode: '032',
    technicalName: 'corp_digital',
    businessName: 'Corporativo Digital',
    platforms: ['gads', 'fbk', 'tiktok', 'criteo'],
    itManagerEmail: 'ti@corp.demo',
  },
  {
    companyCode: '032',
    technicalName: 'corp_crm',
    businessName: 'Corporativo CRM',
    platforms: ['salesforce', 'adobe'],
    itManagerEmail: 'ti@corp.demo',
  },
  {
    companyCode: '022',
    technicalName: 'retail_ads',
    businessName: 'Retail Publicidad',
    platforms: ['gads', 'fbk', 'tiktok'],
    itManagerEmail: 'ti@retail.demo',
  },
  {
    companyCode: '022',
    technicalName: 'retail_loyalty',
    businessName: 'Retail Fidelización',
    platforms: ['talonone', 'salesforce'],
    itManagerEmail: 'ti@retail.demo',
  },
  {
    companyCode: '022',
    technicalName: 'retail_retargeting',
    businessName: 'Retail Retargeting',
    platforms: ['criteo', 'adobe', 'gads'],
    itManagerEmail: 'ti@retail.demo',
  },
  {
    companyCode: '024',
    technicalName: 'brand_social',
    businessName: 'Marcas Social',
    platforms: ['fbk', 'tiktok'],
    itManagerEmail: 'ti@brand.demo',
  },
  {
    companyCode: '024',
    technicalName: 'brand_search',
    businessName: 'Marcas Búsqueda',
    platforms: ['gads'],
    itManagerEmail: 'ti@brand.demo',
  },
  {
    companyCode: '011',
    technicalName: 'finance_main',
    businessName: 'Financiera Principal',
    platforms: ['gads', 'fbk', 'salesforce'],
    itManagerEmail: 'ti@finance.demo',
  },
  {
    companyCode: '011',
    technicalName: 'finance_coupons',
    businessName: 'Financiera Cupones',
    platforms: ['talonone', 'criteo'],
    itManagerEmail: 'ti@finance.demo',
  },
];

/** A demo user's grant on a warehouse table: current (days ahead, or null for no end) or already expired (days in the past). */
export type DemoTableGrant = { login: string; dataset: string; table: string; days: number | null };

/**
 * Table grants of the demo users (table-access seeds them). The demo cross-table segments are built
 * by these users on these tables, so that each can be opened and saved again by whoever made it.
 */
export const DEMO_TABLE_GRANTS: DemoTableGrant[] = [
  { login: 'admin@corp.demo', dataset: 'corporativo', table: 'clientes_grupo', days: null },
  { login: 'admin@corp.demo', dataset: 'corporativo', table: 'clientes_multiempresa_vw', days: 180 },
  { login: 'admin@corp.demo', dataset: 'financiera', table: 'compras_tarjeta', days: null },
  { login: 'steward@corp.demo', dataset: 'corporativo', table: 'respuestas_campanas', days: 90 },
  { login: 'analyst@retail.demo', dataset: 'retail', table: 'clientes_vw', days: 90 },
  { login: 'analyst@retail.demo', dataset: 'retail', table: 'fidelizacion', days: -10 },
  { login: 'user@retail.demo', dataset: 'retail', table: 'interacciones', days: 30 },
  { login: 'analyst@brand.demo', dataset: 'marcas', table: 'interacciones', days: 60 },
];
