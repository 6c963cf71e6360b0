-- Image generation requests (one pg-boss job each) with their progress, and where each image came from.
CREATE TABLE audience_images.generations (
  id uuid PRIMARY KEY,
  audience_id bigint NOT NULL,
  company_code text NOT NULL CHECK (company_code ~ '^[0-9]{3}$'),
  user_text text NOT NULL CHECK (length(user_text) <= 1000),
  prompt text NOT NULL,
  n smallint NOT NULL CHECK (n BETWEEN 1 AND 4),
  size text NOT NULL,
  provider text NOT NULL,
  state text NOT NULL DEFAULT 'QUEUED' CHECK (state IN ('QUEUED', 'RUNNING', 'DONE', 'FAILED')),
  progress smallint NOT NULL DEFAULT 0 CHECK (progress BETWEEN 0 AND 100),
  message text,
  creation_user text NOT NULL,
  creation_date timestamptz NOT NULL DEFAULT now(),
  finished_date timestamptz
);

CREATE INDEX generations_audience_idx ON audience_images.generations (audience_id, creation_date DESC);

ALTER TABLE audience_images.images
  ADD COLUMN generation_id uuid REFERENCES audience_images.generations (id) ON DELETE SET NULL,
  ADD COLUMN content_type text NOT NULL DEFAULT 'image/png',
  ADD COLUMN size_bytes integer NOT NULL DEFAULT 0,
  ADD COLUMN origin text NOT NULL DEFAULT 'GENERATED' CHECK (origin IN ('GENERATED', 'UPLOADED'));

CREATE INDEX images_generation_idx ON audience_images.images (generation_id);
CREATE INDEX images_audience_state_idx ON audience_images.images (audience_id, state, creation_date DESC, id DESC);
