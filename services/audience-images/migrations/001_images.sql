-- AI images generated for audiences. State 1 = selected for the audience, 2 = candidate/discarded.
CREATE TABLE audience_images.images (
  id bigserial PRIMARY KEY,
  audience_id bigint NOT NULL,
  company_code text NOT NULL CHECK (company_code ~ '^[0-9]{3}$'),
  filename_storage text NOT NULL UNIQUE,
  description text NOT NULL DEFAULT '' CHECK (length(description) <= 1000),
  state smallint NOT NULL DEFAULT 2 CHECK (state IN (1, 2)),
  creation_user text NOT NULL,
  creation_date timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX images_company_idx ON audience_images.images (company_code);
CREATE INDEX images_audience_idx ON audience_images.images (audience_id, creation_date DESC);
