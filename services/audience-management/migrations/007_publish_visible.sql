-- Publishing as the user sees it (issue 10): each run's identifier quality and match prediction,
-- and the e-mails that tell an audience's recipients how its runs ended.

-- Per identifier of the platform, measured on the run's segment (a sample of it when large):
-- {"segment": n, "eligible": n, "sample": n, "fields": {key: {"ok": n, "reasons": {reason: n}}},
--  "members": {key: n}, "memberKeys": [key, …]} (publishing/quality.ts IdentifierQuality).
ALTER TABLE audience_management.publish_runs ADD COLUMN identifier_quality jsonb;
-- The match size predicted once the run sent its members, before the platform answered:
-- {"predicted": n, "members": {key: n}, "rates": {key: r}, "basis": "history" | "default", "runs": n}.
ALTER TABLE audience_management.publish_runs ADD COLUMN prediction jsonb;
-- The platform's answer (its match count) and how far the prediction was: (predicted - actual) / actual.
ALTER TABLE audience_management.publish_runs ADD COLUMN actual_match bigint;
ALTER TABLE audience_management.publish_runs ADD COLUMN prediction_error double precision;
-- A platform's recent answered predictions: what its match rates learn from.
CREATE INDEX publish_runs_answered_idx ON audience_management.publish_runs (platform, finished_at DESC)
  WHERE status = 'PUBLISHED' AND actual_match IS NOT NULL;

-- Every e-mail about a run, one per recipient: the embedded default only keeps it here (OUTBOX);
-- with SMTP_URL it is also sent (SMTP, or SMTP_FAILED with the error).
CREATE TABLE audience_management.mail_outbox (
  id bigserial PRIMARY KEY,
  audience_id bigint REFERENCES audience_management.audiences (id) ON DELETE SET NULL,
  run_id bigint REFERENCES audience_management.publish_runs (id) ON DELETE SET NULL,
  company_code text NOT NULL,
  recipient text NOT NULL,
  subject text NOT NULL,
  body text NOT NULL,
  delivery text NOT NULL CHECK (delivery IN ('OUTBOX', 'SMTP', 'SMTP_FAILED')),
  error text,
  created_at timestamptz NOT NULL DEFAULT now()
);
-- A run tells each recipient once, even when its end is reported twice (a retried job).
CREATE UNIQUE INDEX mail_outbox_run_recipient_idx ON audience_management.mail_outbox (run_id, recipient);
CREATE INDEX mail_outbox_newest_idx ON audience_management.mail_outbox (created_at DESC, id DESC);
