-- Segments, their types, shares, the audiences that use them and the data-access requests
-- through which another company may read them.

CREATE TABLE audience_management.segment_types (
  id integer PRIMARY KEY,
  name text NOT NULL UNIQUE,
  label text NOT NULL
);

-- Ids 1 and 4 open in the cross-table screen, 2 in the segment screen, any other in the merge screen.
INSERT INTO audience_management.segment_types (id, name, label) VALUES
  (1, 'CROSS_TABLE', 'Tabla cruzada'),
  (2, 'SEGMENT_CONTACT', 'Segmento de contacto'),
  (3, 'MERGE_SEGMENT', 'Segmento combinado'),
  (4, 'SANDBOX', 'Sandbox'),
  (5, 'SEGMENT_ADVERTISING', 'Segmento publicitario');

CREATE SEQUENCE audience_management.segment_code_seq;

CREATE TABLE audience_management.segments (
  code text PRIMARY KEY DEFAULT ('SEG' || lpad(nextval('audience_management.segment_code_seq')::text, 7, '0')),
  business_name text NOT NULL CHECK (length(business_name) BETWEEN 3 AND 120),
  description text NOT NULL DEFAULT '',
  segment_type_id integer NOT NULL REFERENCES audience_management.segment_types (id),
  owner_company_code text NOT NULL REFERENCES audience_management.companies (code),
  created_by text NOT NULL,
  created_date timestamptz NOT NULL DEFAULT now(),
  last_process_date timestamptz NOT NULL DEFAULT now(),
  row_count_unique bigint NOT NULL DEFAULT 0 CHECK (row_count_unique >= 0),
  -- The selection that defines the segment (attributes, or the two segments of a merge).
  definition jsonb NOT NULL DEFAULT '{}'::jsonb,
  -- Denormalised for sorting and paging in SQL; kept by the audience and share writes.
  num_audiences integer NOT NULL DEFAULT 0 CHECK (num_audiences >= 0),
  flag_shared boolean NOT NULL DEFAULT false,
  UNIQUE (owner_company_code, business_name)
);

CREATE INDEX segments_owner_process_idx ON audience_management.segments (owner_company_code, last_process_date DESC, code DESC);
CREATE INDEX segments_process_idx ON audience_management.segments (last_process_date DESC, code DESC);
CREATE INDEX segments_type_idx ON audience_management.segments (segment_type_id);
CREATE INDEX segments_name_lower_idx ON audience_management.segments (lower(business_name) text_pattern_ops);

CREATE TABLE audience_management.segment_shares (
  sharing_id bigserial PRIMARY KEY,
  segment_code text NOT NULL REFERENCES audience_management.segments (code) ON DELETE CASCADE,
  shared_with_type text NOT NULL CHECK (shared_with_type IN ('USER', 'COMPANY')),
  -- An e-mail for USER, a company code for COMPANY.
  shared_with_value text NOT NULL,
  shared_with_company_code text NOT NULL REFERENCES audience_management.companies (code),
  created_by text NOT NULL,
  created_date timestamptz NOT NULL DEFAULT now(),
  UNIQUE (segment_code, shared_with_type, shared_with_value)
);

CREATE INDEX segment_shares_user_idx ON audience_management.segment_shares (shared_with_value) WHERE shared_with_type = 'USER';
CREATE INDEX segment_shares_company_idx ON audience_management.segment_shares (shared_with_company_code) WHERE shared_with_type = 'COMPANY';

-- Audiences are created from one segment and published to one platform; the audience issue
-- fills in the rest of their life cycle.
CREATE TABLE audience_management.audiences (
  id bigserial PRIMARY KEY,
  custom_audience_id text NOT NULL UNIQUE,
  custom_audience_name text NOT NULL,
  custom_audience_description text NOT NULL DEFAULT '',
  company_code text NOT NULL REFERENCES audience_management.companies (code),
  segment_code text NOT NULL REFERENCES audience_management.segments (code),
  ads_platform_code text NOT NULL CHECK (ads_platform_code IN ('gads', 'fbk', 'tiktok', 'salesforce', 'talonone', 'criteo', 'adobe')),
  assignment_status_code text NOT NULL DEFAULT 'P_NOD',
  assignment_status_date timestamptz NOT NULL DEFAULT now(),
  source_file_row_count bigint NOT NULL DEFAULT 0,
  audience_match_count bigint NOT NULL DEFAULT 0,
  frequency text NOT NULL DEFAULT '1_DAY',
  update_date_number integer,
  start_date date NOT NULL DEFAULT current_date,
  end_date date,
  last_process_date timestamptz,
  is_enabled text NOT NULL DEFAULT '1' CHECK (is_enabled IN ('0', '1')),
  created_by text NOT NULL,
  created_date timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX audiences_segment_idx ON audience_management.audiences (segment_code);

-- Data-access requests: a company asks to use another company's segment. APPROVED requests make
-- the segment visible to the requesting company, read-only ("requested").
CREATE TABLE audience_management.access_requests (
  id bigserial PRIMARY KEY,
  segment_code text NOT NULL REFERENCES audience_management.segments (code) ON DELETE CASCADE,
  requesting_company_code text NOT NULL REFERENCES audience_management.companies (code),
  requested_by text NOT NULL,
  reason text NOT NULL DEFAULT '',
  status text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'APPROVED', 'REJECTED')),
  reviewed_by text,
  reviewed_date timestamptz,
  created_date timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX access_requests_company_idx ON audience_management.access_requests (requesting_company_code, status);
CREATE INDEX access_requests_segment_idx ON audience_management.access_requests (segment_code, status);
