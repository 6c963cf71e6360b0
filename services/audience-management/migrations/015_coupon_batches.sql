-- What each coupon campaign made at Talon.One. Several coupon campaigns may send to one Talon.One campaign, whose
-- analytics and coupon counts are the sum of all of them: a coupon campaign's own figures are its own recipients and
-- the coupons of its own batches (Talon.One gives each creation call a batchId, filterable in its coupon listing).

-- A batch of recipients is written before it is sent (PENDING: its outcome is unknown until Talon.One answers). A run
-- that stopped between the call and its answer leaves it PENDING; the next run asks Talon.One what the call made,
-- keeps it, and sends no one of it again. DONE: answered (created coupons); NONE: Talon.One made nothing of it.
CREATE TABLE audience_management.coupon_batches (
  id bigserial PRIMARY KEY,
  coupon_campaign_id bigint NOT NULL REFERENCES audience_management.coupon_campaigns (id) ON DELETE CASCADE,
  recipients text[] NOT NULL,
  state text NOT NULL DEFAULT 'PENDING' CHECK (state IN ('PENDING', 'DONE', 'NONE')),
  created integer NOT NULL DEFAULT 0 CHECK (created >= 0),
  started_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz
);
CREATE INDEX coupon_batches_pending_idx ON audience_management.coupon_batches (coupon_campaign_id) WHERE state = 'PENDING';

-- Who holds a coupon of a coupon campaign (one per recipient), from which Talon.One batch and with which code. A
-- null batch: sent before batches were kept (its coupon is found by the recipient alone).
CREATE TABLE audience_management.coupon_recipients (
  coupon_campaign_id bigint NOT NULL REFERENCES audience_management.coupon_campaigns (id) ON DELETE CASCADE,
  recipient text NOT NULL,
  talonone_batch_id text,
  coupon_value text,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (coupon_campaign_id, recipient)
);
CREATE INDEX coupon_recipients_batch_idx ON audience_management.coupon_recipients (coupon_campaign_id, talonone_batch_id);

-- Coupon audiences sent before: their members ({"customerId": …}, or the bare id of older rows) hold one coupon each.
INSERT INTO audience_management.coupon_recipients (coupon_campaign_id, recipient)
SELECT a.coupon_campaign_id, coalesce(substring(m.member FROM '^\{"customerId":"([^"]+)"'), m.member)
  FROM audience_management.publish_members m
  JOIN audience_management.audiences a ON a.id = m.audience_id
 WHERE a.coupon_campaign_id IS NOT NULL AND (m.member NOT LIKE '{%' OR m.member ~ '^\{"customerId":"[^"]+"')
ON CONFLICT DO NOTHING;
