-- Publishing (issue 10): each run of an audience to its platform, the members its platform holds
-- after the last acknowledged batch (the diff base), the platform's own id of the audience and the
-- connection settings of each ads account. The job queue itself is pg-boss's (schema pgboss).

-- The platform's id of the audience, set when the connector first creates it.
ALTER TABLE audience_management.audiences ADD COLUMN external_audience_id text;

-- Per platform code: {"baseUrl", "accountId", "credentials": {…}}. Empty: the simulators of
-- embedded and test mode (SIMULATORS_URL).
ALTER TABLE audience_management.ads_accounts ADD COLUMN platform_config jsonb NOT NULL DEFAULT '{}'::jsonb;

CREATE TABLE audience_management.publish_runs (
  id bigserial PRIMARY KEY,
  audience_id bigint NOT NULL REFERENCES audience_management.audiences (id) ON DELETE CASCADE,
  -- RUNNING → SENT (waiting for the match size) → PUBLISHED; NOTHING (nothing to send); FAILED; ABANDONED (worker lost).
  status text NOT NULL CHECK (status IN ('RUNNING', 'SENT', 'PUBLISHED', 'NOTHING', 'FAILED', 'ABANDONED')),
  trigger text NOT NULL,
  platform text NOT NULL,
  started_at timestamptz NOT NULL DEFAULT now(),
  heartbeat_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz,
  rows_read bigint NOT NULL DEFAULT 0,
  valid bigint NOT NULL DEFAULT 0,
  -- {reason: count} of identifiers that could not be used (invalid e-mail, phone without a usable number, …).
  rejected jsonb NOT NULL DEFAULT '{}'::jsonb,
  -- Rows the platform itself refused: {reason: count}.
  platform_rejected jsonb NOT NULL DEFAULT '{}'::jsonb,
  batches integer NOT NULL DEFAULT 0,
  sent bigint NOT NULL DEFAULT 0,
  removed bigint NOT NULL DEFAULT 0,
  bytes bigint NOT NULL DEFAULT 0,
  duration_ms bigint,
  error text
);
-- One audience never has two runs at once: a second RUNNING row for it cannot exist.
CREATE UNIQUE INDEX publish_runs_one_running_idx ON audience_management.publish_runs (audience_id) WHERE status = 'RUNNING';
CREATE INDEX publish_runs_audience_idx ON audience_management.publish_runs (audience_id, started_at DESC, id DESC);

-- The members the platform holds (hashed identifiers as sent), updated batch by batch as each is acknowledged.
CREATE TABLE audience_management.publish_members (
  audience_id bigint NOT NULL REFERENCES audience_management.audiences (id) ON DELETE CASCADE,
  member text NOT NULL,
  PRIMARY KEY (audience_id, member)
);

-- The current run's members while it runs (the other side of the diff); emptied when the run ends.
CREATE TABLE audience_management.publish_run_members (
  run_id bigint NOT NULL REFERENCES audience_management.publish_runs (id) ON DELETE CASCADE,
  member text NOT NULL,
  PRIMARY KEY (run_id, member)
);
