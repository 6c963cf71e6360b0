/** Shapes the audience-management REST service answers with (its DTOs). */
export type CompanyDto = { code: string; name?: string; alias?: string; domain?: string };

export type ViewerDto = {
  email: string;
  name: string;
  roles: string[];
  company: Required<CompanyDto>;
};

export type CompanyFlagsDto = {
  code: string;
  approve_request_data: '0' | '1';
  share_action: '0' | '1';
  separated_key_ads: '0' | '1';
  gpt_images: '0' | '1';
  talonone_coupons: '0' | '1';
  retail_purchase_prediction: '0' | '1';
  user_id_talonone: '0' | '1';
  edit_segment: '0' | '1';
  edit_audience_type_google: '0' | '1';
};

export type AdsAccountDto = {
  company_code: string;
  technical_name: string;
  business_name: string;
  it_manager_email: string | null;
  flag_gads: '0' | '1';
  flag_fbk: '0' | '1';
  flag_tiktok: '0' | '1';
  flag_salesforce: '0' | '1';
  flag_talonone: '0' | '1';
  flag_criteo: '0' | '1';
  flag_adobe: '0' | '1';
};
