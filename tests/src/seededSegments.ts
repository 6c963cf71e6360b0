import type pg from 'pg';

/**
 * The seeded segment with the most customers among `codes`, once the warehouse has counted them (the
 * platform evaluates the seeds in the background after it starts). A seed's selection follows its name,
 * so a name of one place can hold a few dozen customers of a small test warehouse: tests that need
 * members to send (batches, quality reasons) take the largest rather than the first.
 */
export async function largestSeededSegment(db: pg.Client, codes: readonly string[]): Promise<string> {
  const pending = async () =>
    Number(
      (
        await db.query<{ n: string }>(
          `SELECT count(*) AS n FROM audience_management.segments WHERE code = ANY($1) AND preview = '{}'::jsonb`,
          [codes],
        )
      ).rows[0]!.n,
    );
  const deadline = Date.now() + 60_000;
  while ((await pending()) > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 500));
  const { rows } = await db.query<{ code: string }>(
    `SELECT code FROM audience_management.segments WHERE code = ANY($1) ORDER BY row_count_unique DESC, code LIMIT 1`,
    [codes],
  );
  if (!rows[0]) throw new Error(`Ninguno de los segmentos ${codes.join(', ')} existe.`);
  return rows[0].code;
}
