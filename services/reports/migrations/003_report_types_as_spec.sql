-- Report types as the spec names them (POWERBI, LOOKERSTUDIO; INCA for the reports the platform draws):
-- stored values written in lower case before are carried over.
ALTER TABLE reports.reports DROP CONSTRAINT IF EXISTS reports_type_check;
UPDATE reports.reports SET type = upper(type) WHERE type <> upper(type);
ALTER TABLE reports.reports ADD CONSTRAINT reports_type_check CHECK (type IN ('POWERBI', 'LOOKERSTUDIO', 'INCA'));

ALTER TABLE reports.analytics_links DROP CONSTRAINT IF EXISTS analytics_links_type_check;
UPDATE reports.analytics_links SET type = upper(type) WHERE type <> upper(type);
ALTER TABLE reports.analytics_links ADD CONSTRAINT analytics_links_type_check CHECK (type IN ('POWERBI', 'LOOKERSTUDIO', 'INCA'));
