-- Sessions the gateway has opened. A token names its session (claim `sid`); a revoked or expired
-- session refuses every token issued for it, at the gateway and at the services.
CREATE TABLE identity.sessions (
  id uuid PRIMARY KEY,
  email text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- The absolute end: renewal never extends a session past it.
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz,
  revoked_reason text CHECK (revoked_reason IN ('logout', 'directory_changed', 'user_deleted'))
);
CREATE INDEX sessions_open_by_email ON identity.sessions (email) WHERE revoked_at IS NULL;

-- Any change to who a user is (roles, company, active, password) or their removal ends their
-- sessions, whoever makes the change and however.
CREATE FUNCTION identity.end_sessions_on_directory_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    UPDATE identity.sessions SET revoked_at = now(), revoked_reason = 'user_deleted'
     WHERE email = OLD.email AND revoked_at IS NULL;
    RETURN OLD;
  END IF;
  IF NEW.roles IS DISTINCT FROM OLD.roles OR NEW.company_code IS DISTINCT FROM OLD.company_code
     OR NEW.active IS DISTINCT FROM OLD.active OR NEW.password_hash IS DISTINCT FROM OLD.password_hash
     OR NEW.email IS DISTINCT FROM OLD.email THEN
    UPDATE identity.sessions SET revoked_at = now(), revoked_reason = 'directory_changed'
     WHERE email = OLD.email AND revoked_at IS NULL;
  END IF;
  RETURN NEW;
END
$$;

CREATE TRIGGER users_end_sessions AFTER UPDATE OR DELETE ON identity.users
  FOR EACH ROW EXECUTE FUNCTION identity.end_sessions_on_directory_change();
