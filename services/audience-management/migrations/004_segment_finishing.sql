-- Name search that ignores accents and case (the list's name filter), served by a trigram index,
-- and an index to find the merge segments built on a segment (a used segment cannot be deleted).

-- Folds text for searching: accented Spanish letters to their plain form, then lower case. Written
-- out (not unaccent) because it must be IMMUTABLE to be indexed, and lower() of a non-ASCII
-- letter depends on the server's locale.
CREATE FUNCTION audience_management.fold_text(text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  RETURN lower(translate($1, 'ÁÉÍÓÚÜÑÀÈÌÒÙÂÊÎÔÛÄËÏÖáéíóúüñàèìòùâêîôûäëïö', 'AEIOUUNAEIOUAEIOUAEIOaeiouunaeiouaeiouaeio'));

-- pg_trgm lives in this service's schema (PGlite loads it as a bundled extension).
CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA audience_management;

DROP INDEX audience_management.segments_name_lower_idx;
CREATE INDEX segments_name_folded_trgm_idx ON audience_management.segments
  USING gin (audience_management.fold_text(business_name) audience_management.gin_trgm_ops);

-- Merge segments store their two sides as definition.attributes[0].attribute_value = [A, B].
CREATE INDEX segments_merge_sides_idx ON audience_management.segments
  USING gin ((definition -> 'attributes' -> 0 -> 'attribute_value'))
  WHERE segment_type_id = 3;

-- Segments whose counts have not been taken from the warehouse yet (seeded ones, on first start).
CREATE INDEX segments_preview_pending_idx ON audience_management.segments (code) WHERE preview = '{}'::jsonb;
