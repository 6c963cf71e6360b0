-- The attribute catalogue the segment builder offers, per-company restrictions, and previews
-- (a save must match the selection a preview counted).

CREATE TABLE audience_management.attribute_categories (
  name text PRIMARY KEY,
  position integer NOT NULL
);

CREATE TABLE audience_management.attributes (
  id integer PRIMARY KEY,
  category text NOT NULL REFERENCES audience_management.attribute_categories (name),
  group_name text,
  business_name text NOT NULL,
  technical_name text NOT NULL UNIQUE,
  attribute_type_code text NOT NULL CHECK (attribute_type_code IN ('BOOLEAN', 'MULTI_SELECT', 'MASKED_MULTI_SELECT', 'RANGE', 'INPUT_COMPARE', 'SELECT', 'SELECT_RANGE')),
  -- Warehouse column the attribute filters (dataset and table name where it lives).
  column_name text NOT NULL CHECK (column_name ~ '^[a-z_][a-z0-9_]*$'),
  dataset_name text NOT NULL DEFAULT 'inca_warehouse',
  table_name text NOT NULL DEFAULT 'customers',
  options jsonb NOT NULL DEFAULT '[]'::jsonb,
  dependent jsonb NOT NULL DEFAULT '[]'::jsonb,
  required_fields jsonb NOT NULL DEFAULT '{}'::jsonb,
  position integer NOT NULL
);

-- Customers of a restricted company do not count as reachable for the company that owns a segment.
CREATE TABLE audience_management.company_restrictions (
  company_code text NOT NULL REFERENCES audience_management.companies (code),
  restricted_company_code text NOT NULL REFERENCES audience_management.companies (code),
  PRIMARY KEY (company_code, restricted_company_code)
);

-- Attributes a company may not use in its segments.
CREATE TABLE audience_management.attribute_restrictions (
  company_code text NOT NULL REFERENCES audience_management.companies (code),
  attribute_id integer NOT NULL REFERENCES audience_management.attributes (id),
  PRIMARY KEY (company_code, attribute_id)
);

CREATE TABLE audience_management.segment_previews (
  id text PRIMARY KEY,
  email text NOT NULL,
  company_code text NOT NULL REFERENCES audience_management.companies (code),
  fingerprint text NOT NULL,
  result jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX segment_previews_created_idx ON audience_management.segment_previews (created_at);

ALTER TABLE audience_management.segments ADD COLUMN preview jsonb NOT NULL DEFAULT '{}'::jsonb;
