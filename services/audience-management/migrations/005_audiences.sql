-- Audiences (issue 9): the reference tables the web reads (states, platforms, frequencies), the
-- audience's whole form model, its timeline (estados), tracks, billing rows, Salesforce automation
-- flows and the last API health of each ads account.

CREATE TABLE audience_management.audience_states (
  code text PRIMARY KEY CHECK (code ~ '^[A-Z][A-Z0-9_]{1,15}$'),
  name text NOT NULL,
  description text NOT NULL,
  -- An error state (shown red like every code but P_ENV, P_ACT, P_PUB).
  is_error boolean NOT NULL DEFAULT false,
  position integer NOT NULL UNIQUE
);

INSERT INTO audience_management.audience_states (code, name, description, is_error, position) VALUES
  ('P_NOD', 'Sin enviar', 'La audiencia aún no se ha enviado a la plataforma.', false, 1),
  ('P_ENV', 'Enviada', 'Los datos de la audiencia se enviaron a la plataforma.', false, 2),
  ('P_ACT', 'Actualizando', 'La plataforma está actualizando la audiencia.', false, 3),
  ('P_PUB', 'Publicada', 'La audiencia está publicada en la plataforma.', false, 4),
  ('E_ENV', 'Error de envío', 'No se pudieron enviar los datos a la plataforma.', true, 5),
  ('E_PUB', 'Error de publicación', 'La plataforma rechazó la audiencia.', true, 6),
  ('E_CRD', 'Error de credenciales', 'Las credenciales de la cuenta publicitaria no son válidas o expiraron.', true, 7),
  ('E_PRC', 'Error de proceso', 'El proceso de la audiencia terminó con un error.', true, 8);

CREATE TABLE audience_management.ads_platforms (
  code text PRIMARY KEY CHECK (code IN ('gads', 'fbk', 'tiktok', 'salesforce', 'talonone', 'criteo', 'adobe')),
  name text NOT NULL UNIQUE,
  position integer NOT NULL UNIQUE
);

INSERT INTO audience_management.ads_platforms (code, name, position) VALUES
  ('gads', 'Google Ads', 1),
  ('fbk', 'Facebook Ads', 2),
  ('tiktok', 'TikTok', 3),
  ('salesforce', 'Salesforce', 4),
  ('talonone', 'Talon One', 5),
  ('criteo', 'Criteo', 6),
  ('adobe', 'Adobe', 7);

CREATE TABLE audience_management.audience_frequencies (
  code text PRIMARY KEY,
  name text NOT NULL UNIQUE,
  -- Which update day the frequency needs: a weekday 0–6 (Monday = 0), a day of the month 1–28, or none.
  update_day text CHECK (update_day IN ('WEEKDAY', 'MONTH_DAY')),
  position integer NOT NULL UNIQUE
);

INSERT INTO audience_management.audience_frequencies (code, name, update_day, position) VALUES
  ('1_DAY', 'Diaria', NULL, 1),
  ('1_WEEK', 'Semanal', 'WEEKDAY', 2),
  ('15_DAY', 'Quincenal', NULL, 3),
  ('1_MONTH', 'Mensual', 'MONTH_DAY', 4),
  ('6_MONTH', 'Semestral', NULL, 5);

-- The last API check of each platform of an account: [{gads_error: 'ok', fbk_error: '…'}] (spec §3).
ALTER TABLE audience_management.ads_accounts ADD COLUMN api_errors jsonb NOT NULL DEFAULT '[]'::jsonb;

-- Salesforce needs an automation flow before the audience (§4): created here, named after the audience.
CREATE TABLE audience_management.salesforce_automations (
  id bigserial PRIMARY KEY,
  company_code text NOT NULL REFERENCES audience_management.companies (code),
  segment_code text NOT NULL REFERENCES audience_management.segments (code) ON DELETE CASCADE,
  ads_account_id bigint NOT NULL REFERENCES audience_management.ads_accounts (id),
  name text NOT NULL,
  -- The INCA_ audience name the flow was made for; an audience may use it only under that name.
  audience_name text NOT NULL,
  created_by text NOT NULL,
  created_date timestamptz NOT NULL DEFAULT now()
);

-- Until this issue no product path created audiences: the rows present were seed artefacts without
-- ads account or valid status. They go; the audience seed writes valid ones.
DELETE FROM audience_management.audiences;
UPDATE audience_management.segments SET num_audiences = 0 WHERE num_audiences <> 0;

ALTER TABLE audience_management.audiences DROP COLUMN custom_audience_id;
-- The spec addresses audiences "by custom audience id": it is the id, as text.
ALTER TABLE audience_management.audiences ADD COLUMN custom_audience_id text GENERATED ALWAYS AS (id::text) STORED UNIQUE;

ALTER TABLE audience_management.audiences
  ADD COLUMN ads_account_id bigint NOT NULL REFERENCES audience_management.ads_accounts (id),
  ADD COLUMN match_data jsonb,
  ADD COLUMN requested boolean NOT NULL DEFAULT false,
  ADD COLUMN to_update boolean NOT NULL DEFAULT false,
  ADD COLUMN recipients text NOT NULL DEFAULT '',
  ADD COLUMN source_file_name text,
  ADD COLUMN audience_type_google text CHECK (audience_type_google IN ('CONTACT_INFO', 'MOBILE_ADVERTISING_ID')),
  ADD COLUMN app_id_type text CHECK (app_id_type IN ('APP_STORE', 'GOOGLE_PLAY')),
  ADD COLUMN app_id text CHECK (length(app_id) <= 50),
  ADD COLUMN dataset_adobe text CHECK (length(dataset_adobe) <= 30),
  ADD COLUMN table_adobe text CHECK (length(table_adobe) <= 41),
  ADD COLUMN nombre_var_adobe text CHECK (length(nombre_var_adobe) <= 120),
  ADD COLUMN salesforce_automation_id bigint REFERENCES audience_management.salesforce_automations (id),
  ADD COLUMN talonone_application_id text,
  ADD COLUMN talonone_campaign_id text,
  -- Set by resend and frequency update: the publisher runs it at its next pass.
  ADD COLUMN next_run_at timestamptz,
  ADD COLUMN updated_by text,
  ADD COLUMN updated_date timestamptz;

ALTER TABLE audience_management.audiences ALTER COLUMN audience_match_count DROP NOT NULL;
ALTER TABLE audience_management.audiences ALTER COLUMN audience_match_count DROP DEFAULT;
ALTER TABLE audience_management.audiences ALTER COLUMN end_date SET NOT NULL;
ALTER TABLE audience_management.audiences ALTER COLUMN start_date DROP DEFAULT;

ALTER TABLE audience_management.audiences
  DROP CONSTRAINT IF EXISTS audiences_ads_platform_code_check,
  ADD CONSTRAINT audiences_platform_fk FOREIGN KEY (ads_platform_code) REFERENCES audience_management.ads_platforms (code),
  ADD CONSTRAINT audiences_status_fk FOREIGN KEY (assignment_status_code) REFERENCES audience_management.audience_states (code),
  ADD CONSTRAINT audiences_frequency_fk FOREIGN KEY (frequency) REFERENCES audience_management.audience_frequencies (code),
  ADD CONSTRAINT audiences_dates_check CHECK (start_date <= end_date),
  ADD CONSTRAINT audiences_update_day_check CHECK (
    (frequency = '1_WEEK' AND update_date_number BETWEEN 0 AND 6)
    OR (frequency = '1_MONTH' AND update_date_number BETWEEN 1 AND 28)
    OR (frequency NOT IN ('1_WEEK', '1_MONTH') AND update_date_number IS NULL)),
  ADD CONSTRAINT audiences_name_check CHECK (custom_audience_name LIKE 'INCA\_%' AND length(custom_audience_name) <= 55),
  ADD CONSTRAINT audiences_google_check CHECK (ads_platform_code = 'gads' OR (audience_type_google IS NULL AND app_id IS NULL AND app_id_type IS NULL)),
  ADD CONSTRAINT audiences_adobe_check CHECK (ads_platform_code = 'adobe' OR (dataset_adobe IS NULL AND table_adobe IS NULL AND nombre_var_adobe IS NULL)),
  ADD CONSTRAINT audiences_talonone_check CHECK (ads_platform_code = 'talonone' OR (talonone_application_id IS NULL AND talonone_campaign_id IS NULL)),
  ADD CONSTRAINT audiences_salesforce_check CHECK (ads_platform_code = 'salesforce' OR salesforce_automation_id IS NULL),
  -- One audience of a name per platform and company: the per-platform failure of a create.
  ADD CONSTRAINT audiences_name_unique UNIQUE (company_code, ads_platform_code, custom_audience_name);

-- The list: newest first, for everyone and per company; name search like the segments'.
CREATE INDEX audiences_created_idx ON audience_management.audiences (created_date DESC, id DESC);
CREATE INDEX audiences_company_created_idx ON audience_management.audiences (company_code, created_date DESC, id DESC);
CREATE INDEX audiences_name_folded_trgm_idx ON audience_management.audiences
  USING gin (audience_management.fold_text(custom_audience_name) audience_management.gin_trgm_ops);
CREATE INDEX audiences_account_idx ON audience_management.audiences (ads_account_id);
CREATE INDEX audiences_requested_idx ON audience_management.audiences (company_code) WHERE requested;

-- The timeline (estados): one entry per status the audience went through. Codes are not tied to the
-- states table: a platform may report one we do not know (the detail shows it as INICIO).
CREATE TABLE audience_management.audience_timeline (
  id bigserial PRIMARY KEY,
  audience_id bigint NOT NULL REFERENCES audience_management.audiences (id) ON DELETE CASCADE,
  assignment_status_code text NOT NULL CHECK (length(assignment_status_code) <= 16),
  assignment_status_date timestamptz NOT NULL,
  match_data jsonb,
  audience_match_count bigint,
  segment_row_count_unique bigint NOT NULL DEFAULT 0 CHECK (segment_row_count_unique >= 0),
  source_file_row_count bigint NOT NULL DEFAULT 0 CHECK (source_file_row_count >= 0),
  -- Adobe explains a P_NOD with a message.
  message text
);
CREATE INDEX audience_timeline_audience_idx ON audience_management.audience_timeline (audience_id, assignment_status_date DESC, id DESC);

-- Tracks: the segment's size and the uploaded file's size at each run.
CREATE TABLE audience_management.audience_tracks (
  id bigserial PRIMARY KEY,
  audience_id bigint NOT NULL REFERENCES audience_management.audiences (id) ON DELETE CASCADE,
  track_date timestamptz NOT NULL,
  segment_row_count_unique bigint NOT NULL DEFAULT 0 CHECK (segment_row_count_unique >= 0),
  source_file_row_count bigint NOT NULL DEFAULT 0 CHECK (source_file_row_count >= 0)
);
CREATE INDEX audience_tracks_audience_idx ON audience_management.audience_tracks (audience_id, track_date DESC, id DESC);

-- Billing: each billing run (process_date) bills the status entries not billed before, once.
CREATE TABLE audience_management.billing_rows (
  id bigserial PRIMARY KEY,
  audience_id bigint NOT NULL REFERENCES audience_management.audiences (id) ON DELETE CASCADE,
  timeline_id bigint NOT NULL UNIQUE REFERENCES audience_management.audience_timeline (id) ON DELETE CASCADE,
  process_date date NOT NULL,
  company_code text NOT NULL REFERENCES audience_management.companies (code),
  ads_platform_code text NOT NULL REFERENCES audience_management.ads_platforms (code),
  status_code text NOT NULL,
  assignment_status_date timestamptz NOT NULL,
  source_file_row_count bigint NOT NULL DEFAULT 0 CHECK (source_file_row_count >= 0),
  total_match bigint NOT NULL DEFAULT 0 CHECK (total_match >= 0),
  created_by text NOT NULL,
  created_date timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX billing_rows_audience_idx ON audience_management.billing_rows (audience_id, process_date DESC, assignment_status_date DESC);
