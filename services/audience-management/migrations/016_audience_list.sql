-- The audience list's name search reads a folded copy of the name that PostgreSQL keeps with the row,
-- instead of folding every row's name again on each search (the filtered page's count read them all).
ALTER TABLE audience_management.audiences
  ADD COLUMN name_folded text GENERATED ALWAYS AS (audience_management.fold_text(custom_audience_name)) STORED;
DROP INDEX audience_management.audiences_name_folded_trgm_idx;
CREATE INDEX audiences_name_folded_trgm_idx ON audience_management.audiences USING gin (name_folded audience_management.gin_trgm_ops);

-- The list, its count and its export leave coupon audiences out: indexes of the listed audiences alone
-- serve the page's order and let the count read the index without visiting the table.
CREATE INDEX audiences_listed_idx ON audience_management.audiences (created_date DESC, id DESC) WHERE coupon_campaign_id IS NULL;
CREATE INDEX audiences_company_listed_idx ON audience_management.audiences (company_code, created_date DESC, id DESC)
  WHERE coupon_campaign_id IS NULL;
