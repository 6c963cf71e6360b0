-- Warehouse tables and views, and who has been granted access to which, until when.
CREATE TABLE table_access.warehouse_objects (
  relative_resource_name text PRIMARY KEY,
  domain text NOT NULL,
  project_id text NOT NULL,
  dataset_id text NOT NULL,
  object_id text NOT NULL,
  is_view boolean NOT NULL DEFAULT false,
  description text NOT NULL DEFAULT '',
  num_rows bigint NOT NULL DEFAULT 0 CHECK (num_rows >= 0)
);

CREATE TABLE table_access.object_grants (
  relative_resource_name text NOT NULL REFERENCES table_access.warehouse_objects (relative_resource_name) ON DELETE CASCADE,
  login text NOT NULL CHECK (login = lower(login)),
  permission_expiration_date date,
  granted_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (relative_resource_name, login)
);

CREATE INDEX object_grants_login_idx ON table_access.object_grants (login);
