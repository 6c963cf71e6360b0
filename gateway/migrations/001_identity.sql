-- Credentials of the embedded identity provider (not used in OIDC mode).
CREATE TABLE identity.users (
  email text PRIMARY KEY CHECK (email = lower(email)),
  name text NOT NULL,
  company_code text NOT NULL CHECK (company_code ~ '^[0-9]{3}$'),
  roles text[] NOT NULL,
  password_hash text NOT NULL,
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_login_at timestamptz
);
