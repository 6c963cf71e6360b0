-- The warehouse catalogue (mirrored from the warehouse: DuckDB embedded, BigQuery INFORMATION_SCHEMA in
-- production), sandbox use cases, table access requests with their audit trail, and a search index.

ALTER TABLE table_access.warehouse_objects
  ADD COLUMN company_code text NOT NULL DEFAULT '000' CHECK (company_code ~ '^[0-9]{3}$'),
  ADD COLUMN tags text[] NOT NULL DEFAULT '{}',
  ADD COLUMN fields jsonb NOT NULL DEFAULT '[]'::jsonb,
  ADD COLUMN creation_time timestamptz NOT NULL DEFAULT now(),
  -- Rows made up for the search benchmark (no warehouse table behind them).
  ADD COLUMN synthetic boolean NOT NULL DEFAULT false,
  -- What the search matches: table id, dataset, description and tags, folded to plain lower case.
  ADD COLUMN search_text text NOT NULL DEFAULT '';

-- The demo objects of migration 001 are replaced by the mirrored catalogue.
DELETE FROM table_access.warehouse_objects;

-- Folds text for searching: accented Spanish letters to plain ones, then lower case (IMMUTABLE to be indexed).
CREATE FUNCTION table_access.fold_text(text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  RETURN lower(translate($1, 'ÁÉÍÓÚÜÑÀÈÌÒÙÂÊÎÔÛÄËÏÖáéíóúüñàèìòùâêîôûäëïö', 'AEIOUUNAEIOUAEIOUAEIOaeiouunaeiouaeiouaeio'));

-- A trigram index serves the search's LIKE '%text%'. pg_trgm may already live in another schema of
-- the database (an extension exists once per database): the index names wherever it is.
DO $$
DECLARE ext_schema text;
BEGIN
  CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA table_access;
  SELECT n.nspname INTO ext_schema FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname = 'pg_trgm';
  EXECUTE format('CREATE INDEX warehouse_objects_search_trgm_idx ON table_access.warehouse_objects USING gin (search_text %I.gin_trgm_ops)', ext_schema);
END $$;

CREATE INDEX warehouse_objects_domain_idx ON table_access.warehouse_objects (domain, object_id);

-- Sandbox groupings: a use case's groups of customers on a process date.
CREATE TABLE table_access.sandbox_use_cases (
  company_code text NOT NULL CHECK (company_code ~ '^[0-9]{3}$'),
  use_case text NOT NULL,
  group_name text NOT NULL,
  process_date date NOT NULL,
  num_rows bigint NOT NULL DEFAULT 0 CHECK (num_rows >= 0),
  attributes text[] NOT NULL DEFAULT '{}',
  PRIMARY KEY (use_case, group_name, process_date)
);

-- A grant now remembers which request gave it (null for the seeded ones).
ALTER TABLE table_access.object_grants ADD COLUMN request_id bigint;

-- Requests for a table: PENDING → APPROVED | DECLINED (terminal); an APPROVED request's until date may change.
CREATE TABLE table_access.access_requests (
  id bigserial PRIMARY KEY,
  kind text NOT NULL DEFAULT 'ACCESS' CHECK (kind IN ('ACCESS', 'PRODUCTIVIZE')),
  relative_resource_name text NOT NULL REFERENCES table_access.warehouse_objects (relative_resource_name) ON DELETE CASCADE,
  requested_by text NOT NULL CHECK (requested_by = lower(requested_by)),
  requesting_company_code text NOT NULL CHECK (requesting_company_code ~ '^[0-9]{3}$'),
  reason text NOT NULL DEFAULT '',
  use_case text,
  status text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'APPROVED', 'DECLINED')),
  until_date date,
  state_date timestamptz NOT NULL DEFAULT now(),
  reviewed_by text,
  created_date timestamptz NOT NULL DEFAULT now()
);

-- At most one pending request per person and table.
CREATE UNIQUE INDEX access_requests_one_pending_idx ON table_access.access_requests (relative_resource_name, requested_by) WHERE status = 'PENDING';
CREATE INDEX access_requests_state_idx ON table_access.access_requests (state_date DESC, id DESC);

-- Who changed a request, when, and its state before and after.
CREATE TABLE table_access.request_audit (
  id bigserial PRIMARY KEY,
  request_id bigint NOT NULL REFERENCES table_access.access_requests (id) ON DELETE CASCADE,
  action text NOT NULL CHECK (action IN ('REQUESTED', 'APPROVED', 'DECLINED', 'UNTIL_DATE_UPDATED')),
  actor text NOT NULL,
  at timestamptz NOT NULL DEFAULT now(),
  before jsonb,
  after jsonb NOT NULL
);
CREATE INDEX request_audit_request_idx ON table_access.request_audit (request_id, id);
