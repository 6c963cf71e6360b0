-- What the platform or the process said when a run failed, word for word: for operators only. Users read
-- the run's `error`, the Spanish reason of the §8/§4 texts (publishing/runFailure.ts).
ALTER TABLE audience_management.publish_runs ADD COLUMN platform_error text;
