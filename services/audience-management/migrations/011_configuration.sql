-- The configuration screen (issue 11, spec §2.7): every change of a company's flags is kept with who
-- made it, when, and the flags before and after.
CREATE TABLE audience_management.company_flag_changes (
  id bigserial PRIMARY KEY,
  company_code text NOT NULL REFERENCES audience_management.companies (code),
  changed_by text NOT NULL,
  changed_at timestamptz NOT NULL DEFAULT now(),
  before jsonb NOT NULL,
  after jsonb NOT NULL
);
CREATE INDEX company_flag_changes_company_idx ON audience_management.company_flag_changes (company_code, changed_at DESC, id DESC);

-- Ads accounts registered on the configuration screen (spec §3 "Ads account per company and date"):
-- who manages the account and whether they are notified. Each channel's endpoint, account id,
-- repository, parameters and sealed credentials live in platform_config (migration 006), under the
-- platform's code; credentials are AES-256-GCM ciphertext only (SECRETS_KEY), never plaintext.
ALTER TABLE audience_management.ads_accounts
  ADD COLUMN gcp_project text CHECK (length(gcp_project) <= 100),
  ADD COLUMN manager_name text CHECK (length(manager_name) <= 120),
  ADD COLUMN manager_email text CHECK (length(manager_email) <= 254),
  ADD COLUMN it_manager_name text CHECK (length(it_manager_name) <= 120),
  ADD COLUMN send_notification text NOT NULL DEFAULT '0' CHECK (send_notification IN ('0', '1')),
  ADD COLUMN updated_by text,
  ADD COLUMN updated_at timestamptz;
