-- Embedded analytics reports (Power BI, Looker Studio) grouped by product module.
CREATE TABLE reports.reports (
  id bigserial PRIMARY KEY,
  code text NOT NULL UNIQUE,
  title text NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
  type text NOT NULL CHECK (type IN ('powerbi', 'lookerstudio')),
  description text NOT NULL DEFAULT '',
  url text NOT NULL,
  module text NOT NULL,
  all_permission boolean NOT NULL DEFAULT false,
  created_date timestamptz NOT NULL DEFAULT now(),
  updated_date timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX reports_module_idx ON reports.reports (module, created_date DESC);
