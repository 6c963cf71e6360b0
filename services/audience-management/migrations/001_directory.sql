-- The company directory: companies, people, who may work with which company, flags, ads accounts.
CREATE TABLE audience_management.companies (
  code text PRIMARY KEY CHECK (code ~ '^[0-9]{3}$'),
  name text NOT NULL,
  alias text NOT NULL,
  domain text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE audience_management.users (
  email text PRIMARY KEY CHECK (email = lower(email)),
  name text NOT NULL,
  company_code text NOT NULL REFERENCES audience_management.companies (code),
  roles text[] NOT NULL CHECK (roles <@ ARRAY['audience_admin', 'org_data_management', 'audience_analyst', 'audience_user']::text[]),
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE audience_management.user_company_access (
  email text NOT NULL REFERENCES audience_management.users (email) ON DELETE CASCADE,
  company_code text NOT NULL REFERENCES audience_management.companies (code),
  PRIMARY KEY (email, company_code)
);

CREATE TABLE audience_management.company_flags (
  company_code text PRIMARY KEY REFERENCES audience_management.companies (code),
  approve_request_data text NOT NULL DEFAULT '0' CHECK (approve_request_data IN ('0', '1')),
  share_action text NOT NULL DEFAULT '0' CHECK (share_action IN ('0', '1')),
  separated_key_ads text NOT NULL DEFAULT '0' CHECK (separated_key_ads IN ('0', '1')),
  gpt_images text NOT NULL DEFAULT '0' CHECK (gpt_images IN ('0', '1')),
  talonone_coupons text NOT NULL DEFAULT '0' CHECK (talonone_coupons IN ('0', '1')),
  retail_purchase_prediction text NOT NULL DEFAULT '0' CHECK (retail_purchase_prediction IN ('0', '1')),
  user_id_talonone text NOT NULL DEFAULT '0' CHECK (user_id_talonone IN ('0', '1')),
  edit_segment text NOT NULL DEFAULT '0' CHECK (edit_segment IN ('0', '1')),
  edit_audience_type_google text NOT NULL DEFAULT '0' CHECK (edit_audience_type_google IN ('0', '1')),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE audience_management.ads_accounts (
  id bigserial PRIMARY KEY,
  company_code text NOT NULL REFERENCES audience_management.companies (code),
  technical_name text NOT NULL UNIQUE,
  business_name text NOT NULL,
  flag_gads text NOT NULL DEFAULT '0' CHECK (flag_gads IN ('0', '1')),
  flag_fbk text NOT NULL DEFAULT '0' CHECK (flag_fbk IN ('0', '1')),
  flag_tiktok text NOT NULL DEFAULT '0' CHECK (flag_tiktok IN ('0', '1')),
  flag_salesforce text NOT NULL DEFAULT '0' CHECK (flag_salesforce IN ('0', '1')),
  flag_talonone text NOT NULL DEFAULT '0' CHECK (flag_talonone IN ('0', '1')),
  flag_criteo text NOT NULL DEFAULT '0' CHECK (flag_criteo IN ('0', '1')),
  flag_adobe text NOT NULL DEFAULT '0' CHECK (flag_adobe IN ('0', '1')),
  it_manager_email text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ads_accounts_company_idx ON audience_management.ads_accounts (company_code);
