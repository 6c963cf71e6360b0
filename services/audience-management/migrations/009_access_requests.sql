-- Data access (issue 8): segment access requests get the spec's states (PENDING → APPROVED | DECLINED)
-- and an until date; every request, decision, date change and restriction change is kept in an audit trail.

UPDATE audience_management.access_requests SET status = 'DECLINED' WHERE status = 'REJECTED';
ALTER TABLE audience_management.access_requests DROP CONSTRAINT access_requests_status_check;
ALTER TABLE audience_management.access_requests
  ADD CONSTRAINT access_requests_status_check CHECK (status IN ('PENDING', 'APPROVED', 'DECLINED')),
  -- Last day of use: asked for while pending, granted once approved (null: without end, older rows).
  ADD COLUMN until_date date;

-- The Requests tab lists by state date (when the status last changed), latest first.
CREATE INDEX access_requests_state_date_idx ON audience_management.access_requests ((COALESCE(reviewed_date, created_date)) DESC, id DESC);

-- Who changed what, when, with the state before and after. entity_key: the request id, or the company code of a restriction.
CREATE TABLE audience_management.access_audit (
  id bigserial PRIMARY KEY,
  entity text NOT NULL CHECK (entity IN ('REQUEST', 'COMPANY_RESTRICTION', 'ATTRIBUTE_RESTRICTION')),
  entity_key text NOT NULL,
  action text NOT NULL CHECK (action IN ('REQUESTED', 'APPROVED', 'DECLINED', 'UNTIL_DATE_UPDATED', 'RESTRICTIONS_UPDATED', 'ATTRIBUTE_RESTRICTIONS_UPDATED')),
  actor text NOT NULL,
  at timestamptz NOT NULL DEFAULT now(),
  before jsonb,
  after jsonb NOT NULL
);
CREATE INDEX access_audit_entity_idx ON audience_management.access_audit (entity, entity_key, id);
