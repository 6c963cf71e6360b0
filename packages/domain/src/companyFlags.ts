export const COMPANY_FLAGS = [
  'approve_request_data',
  'share_action',
  'separated_key_ads',
  'gpt_images',
  'talonone_coupons',
  'retail_purchase_prediction',
  'user_id_talonone',
  'edit_segment',
  'edit_audience_type_google',
] as const;
export type CompanyFlag = (typeof COMPANY_FLAGS)[number];
export type CompanyFlags = Record<CompanyFlag, '0' | '1'>;

export const PLATFORMS = ['gads', 'fbk', 'tiktok', 'salesforce', 'talonone', 'criteo', 'adobe'] as const;
export type Platform = (typeof PLATFORMS)[number];
