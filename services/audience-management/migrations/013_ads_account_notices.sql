-- The daily verification of the ads accounts (issue 11) e-mails an account's IT manager when one of its
-- channels turns unavailable. Those messages go through the same outbox as the runs' e-mails (kept, and
-- sent by SMTP when configured), tied to the account and channel instead of an audience run; at most
-- one per account, channel, recipient and day (America/Santiago), so a second run the same day sends none.
ALTER TABLE audience_management.mail_outbox
  ADD COLUMN ads_account_id bigint REFERENCES audience_management.ads_accounts (id) ON DELETE SET NULL,
  ADD COLUMN ads_platform_code text,
  ADD COLUMN notice_on date;
CREATE UNIQUE INDEX mail_outbox_account_notice_idx ON audience_management.mail_outbox (ads_account_id, ads_platform_code, recipient, notice_on)
  WHERE notice_on IS NOT NULL;
CREATE INDEX mail_outbox_account_idx ON audience_management.mail_outbox (ads_account_id, ads_platform_code, created_at DESC) WHERE ads_account_id IS NOT NULL;
