-- A TABLA parameter's items list is only ever read whole (downloaded back as result.csv, counted, and
-- read as a set by the recommendation), never one item at a time; a million-item upload stored as a
-- million rows cost PostgreSQL a heap tuple and a primary-key entry per item (issue 12's items CSV
-- target). The list is now stored as ordered blocks of items, one row per block (about ITEMS_BATCH
-- items each, in file order). STORAGE EXTERNAL: the blocks are kept out of line uncompressed (SKU
-- codes compress little and the compression would cost more CPU than the bytes it saves).
CREATE TABLE campaign_management.campaign_param_item_blocks (
  id_campaign_param integer NOT NULL REFERENCES campaign_management.campaign_params (id_campaign_param) ON DELETE CASCADE,
  -- The block's place in the file, from 1.
  block_order integer NOT NULL CHECK (block_order >= 1),
  items text[] NOT NULL CHECK (cardinality(items) >= 1),
  PRIMARY KEY (id_campaign_param, block_order)
);
ALTER TABLE campaign_management.campaign_param_item_blocks ALTER COLUMN items SET STORAGE EXTERNAL;

INSERT INTO campaign_management.campaign_param_item_blocks (id_campaign_param, block_order, items)
SELECT id_campaign_param, 1 + (item_order - 1) / 50000, array_agg(item ORDER BY item_order)
  FROM campaign_management.campaign_param_list_items
 GROUP BY id_campaign_param, 1 + (item_order - 1) / 50000;

DROP TABLE campaign_management.campaign_param_list_items;
