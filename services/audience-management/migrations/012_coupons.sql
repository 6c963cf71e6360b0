-- Coupon campaigns (issue 11, spec §2.6, §3 "Coupon campaign"): a segment's customers sent to a
-- Talon.One campaign as coupon holders. The campaign is its own record (custom_coupons_id); each
-- chosen platform gets an audience row linked to it (audiences.coupon_campaign_id), so that coupon
-- audiences reuse the audience statuses, timeline, tracks, actions and the publishing engine. Coupon
-- audiences are not shown among the ordinary audiences.

CREATE TABLE audience_management.coupon_campaigns (
  id bigserial PRIMARY KEY,
  -- The spec addresses coupon campaigns "by custom_coupons_id": it is the id, as text.
  custom_coupons_id text GENERATED ALWAYS AS (id::text) STORED UNIQUE,
  custom_coupons_name text NOT NULL CHECK (custom_coupons_name LIKE 'INCA\_%' AND length(custom_coupons_name) <= 50),
  custom_coupons_description text NOT NULL CHECK (length(custom_coupons_description) BETWEEN 1 AND 200),
  company_code text NOT NULL REFERENCES audience_management.companies (code),
  segment_code text NOT NULL REFERENCES audience_management.segments (code),
  ads_account_id bigint NOT NULL REFERENCES audience_management.ads_accounts (id),
  start_date date NOT NULL,
  end_date date NOT NULL,
  -- Talon.One's coupon limits: redemptions per code (0 = unlimited), total discount per code, reservations per code.
  usage_limit integer NOT NULL CHECK (usage_limit BETWEEN 0 AND 999999),
  discount_limit numeric(14, 2) NOT NULL CHECK (discount_limit >= 0 AND discount_limit <= 999999999999),
  reservation_limit integer NOT NULL CHECK (reservation_limit BETWEEN 0 AND 999),
  talonone_application_id text NOT NULL CHECK (length(talonone_application_id) <= 40),
  talonone_campaign_id text NOT NULL CHECK (length(talonone_campaign_id) <= 40),
  -- The Talon.One campaign as read when the coupon campaign was saved: {name, couponSettings: {couponPattern, validCharacters}}.
  talonone_campaign jsonb NOT NULL,
  source_file_name text,
  created_by text NOT NULL,
  created_date timestamptz NOT NULL DEFAULT now(),
  updated_by text,
  updated_date timestamptz,
  CONSTRAINT coupon_campaigns_dates_check CHECK (start_date <= end_date),
  CONSTRAINT coupon_campaigns_name_unique UNIQUE (company_code, custom_coupons_name)
);
CREATE INDEX coupon_campaigns_company_created_idx ON audience_management.coupon_campaigns (company_code, created_date DESC, id DESC);
CREATE INDEX coupon_campaigns_name_folded_trgm_idx ON audience_management.coupon_campaigns
  USING gin (audience_management.fold_text(custom_coupons_name) audience_management.gin_trgm_ops);

ALTER TABLE audience_management.audiences
  ADD COLUMN coupon_campaign_id bigint REFERENCES audience_management.coupon_campaigns (id) ON DELETE CASCADE;
CREATE INDEX audiences_coupon_campaign_idx ON audience_management.audiences (coupon_campaign_id) WHERE coupon_campaign_id IS NOT NULL;

-- Coupons issued, reserved and redeemed per day for a coupon campaign, as Talon.One's campaign
-- analytics reported them (synced after each publish run and by the daily job). One row per day.
CREATE TABLE audience_management.coupon_daily_stats (
  coupon_campaign_id bigint NOT NULL REFERENCES audience_management.coupon_campaigns (id) ON DELETE CASCADE,
  day date NOT NULL,
  issued integer NOT NULL DEFAULT 0 CHECK (issued >= 0),
  reserved integer NOT NULL DEFAULT 0 CHECK (reserved >= 0),
  redeemed integer NOT NULL DEFAULT 0 CHECK (redeemed >= 0),
  synced_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (coupon_campaign_id, day)
);
