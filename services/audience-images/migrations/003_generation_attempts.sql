-- A generation shows which attempt it is on while the provider's failures are retried ("Reintentando (2 de 3)…"),
-- and the user may cancel it: CANCELLED ends it, and its worker stores nothing more.
ALTER TABLE audience_images.generations
  ADD COLUMN attempt smallint NOT NULL DEFAULT 1 CHECK (attempt >= 1),
  ADD COLUMN max_attempts smallint NOT NULL DEFAULT 1 CHECK (max_attempts >= 1),
  DROP CONSTRAINT generations_state_check,
  ADD CONSTRAINT generations_state_check CHECK (state IN ('QUEUED', 'RUNNING', 'DONE', 'FAILED', 'CANCELLED'));
