-- Report management (spec §3 Report): ids 'report_<timestamp>', links of three kinds (Power BI,
-- Looker Studio, or INCA: a report the platform draws from its own data), the hours at which the
-- report's data is refreshed, a maintenance switch, the organisations it is open to, who made and
-- changed it, and soft deletion.
ALTER TABLE reports.reports ALTER COLUMN id DROP DEFAULT;
ALTER TABLE reports.reports ALTER COLUMN id TYPE text USING ('report_' || id::text);
DROP SEQUENCE IF EXISTS reports.reports_id_seq;
ALTER TABLE reports.reports RENAME COLUMN url TO link;
ALTER TABLE reports.reports DROP CONSTRAINT IF EXISTS reports_type_check;
ALTER TABLE reports.reports ADD CONSTRAINT reports_type_check CHECK (type IN ('powerbi', 'lookerstudio', 'inca'));
ALTER TABLE reports.reports DROP CONSTRAINT IF EXISTS reports_code_key;
ALTER TABLE reports.reports
  ADD COLUMN update_hours text[] NOT NULL DEFAULT '{}',
  ADD COLUMN maintenance boolean NOT NULL DEFAULT false,
  ADD COLUMN organizations text[] NOT NULL DEFAULT '{}',
  ADD COLUMN created_user text NOT NULL DEFAULT 'sistema',
  ADD COLUMN updated_user text NOT NULL DEFAULT 'sistema',
  ADD COLUMN deleted boolean NOT NULL DEFAULT false;
-- A code names one live report of a module; a deleted one frees its code.
CREATE UNIQUE INDEX reports_module_code_live_idx ON reports.reports (module, lower(code)) WHERE NOT deleted;

-- The company-wide analytics reports (aud_analytics): where each one is hosted.
CREATE TABLE reports.analytics_links (
  kind text PRIMARY KEY CHECK (kind IN ('omnicanal', 'performance', 'monetization', 'quality_shared')),
  type text NOT NULL CHECK (type IN ('powerbi', 'lookerstudio', 'inca')),
  link text NOT NULL
);
INSERT INTO reports.analytics_links (kind, type, link) VALUES
  ('omnicanal', 'inca', 'inca:omnicanal'),
  ('performance', 'inca', 'inca:performance'),
  ('monetization', 'inca', 'inca:monetization'),
  ('quality_shared', 'inca', 'inca:quality_shared');

-- The key that signs report parameters (company, user, filters), made once per installation so
-- every instance of the service signs and verifies alike.
CREATE TABLE reports.signing_keys (
  id integer PRIMARY KEY CHECK (id = 1),
  secret text NOT NULL CHECK (length(secret) >= 43)
);
