-- Audiences finish (issues 9 and 10): the Salesforce automation's name on the audience row, and the
-- daily platform API check of each ads account.

-- The automation flow a Salesforce audience was created with: its id is salesforce_automation_id;
-- its name is kept on the row too, so the detail and the form's view mode show it as created.
ALTER TABLE audience_management.audiences ADD COLUMN salesforce_automation_name text CHECK (length(salesforce_automation_name) <= 200);
UPDATE audience_management.audiences a SET salesforce_automation_name = s.name
  FROM audience_management.salesforce_automations s WHERE s.id = a.salesforce_automation_id;
ALTER TABLE audience_management.audiences
  ADD CONSTRAINT audiences_salesforce_name_check CHECK (salesforce_automation_id IS NOT NULL OR salesforce_automation_name IS NULL);

-- The flow's id in Salesforce Marketing Cloud (Automation Studio), created through the Salesforce
-- connector; null for flows made before (and for the demo data, which calls no platform).
ALTER TABLE audience_management.salesforce_automations ADD COLUMN external_id text CHECK (length(external_id) <= 200);

-- One verification per ads account, platform and day (America/Santiago): what the connector's health
-- check answered ('ok' or the platform's error text) and its §4 kind. The latest day of each account
-- is also written to ads_accounts.api_errors (the spec's [{gads_error: …}] shape the list reads).
CREATE TABLE audience_management.ads_account_validations (
  id bigserial PRIMARY KEY,
  ads_account_id bigint NOT NULL REFERENCES audience_management.ads_accounts (id) ON DELETE CASCADE,
  ads_platform_code text NOT NULL REFERENCES audience_management.ads_platforms (code),
  validated_on date NOT NULL,
  checked_at timestamptz NOT NULL DEFAULT now(),
  ok boolean NOT NULL,
  error_kind text NOT NULL CHECK (error_kind IN ('OK', 'VERSION', 'CREDENTIALS', 'DATA_USE_CHECKUP', 'APP_DELETED', 'UNKNOWN')),
  error_text text NOT NULL CHECK (length(error_text) <= 2000),
  checked_by text NOT NULL,
  UNIQUE (ads_account_id, ads_platform_code, validated_on)
);
CREATE INDEX ads_account_validations_day_idx ON audience_management.ads_account_validations (validated_on DESC);

-- When the account's platforms were last checked (null: never; the list then reads the seeded state).
ALTER TABLE audience_management.ads_accounts ADD COLUMN api_checked_at timestamptz;
