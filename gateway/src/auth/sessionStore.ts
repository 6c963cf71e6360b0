import { randomUUID } from 'node:crypto';
import type { Pool } from '@inca/db';

export type RevokeReason = 'logout' | 'directory_changed' | 'user_deleted';

/**
 * The session table: opened at login, ended by logout, by any directory change of the user
 * (a database trigger) or by its absolute lifetime. Whether a session is open is cached for a
 * second per process, so a revocation reaches every gateway and service within a second.
 */
export class SessionStore {
  private readonly cache = new Map<string, { open: boolean; expiresAt: number; checkedAt: number }>();

  constructor(
    private readonly pool: Pool,
    private readonly cacheMs = 1_000,
  ) {}

  async open(email: string, maxSeconds: number): Promise<{ id: string; expiresAt: Date }> {
    const id = randomUUID();
    const { rows } = await this.pool.query<{ expires_at: Date | string }>(
      `INSERT INTO identity.sessions (id, email, expires_at) VALUES ($1, $2, now() + make_interval(secs => $3)) RETURNING expires_at`,
      [id, email, maxSeconds],
    );
    return { id, expiresAt: new Date(rows[0]!.expires_at) };
  }

  /** Open and not past its absolute end; answers from the cache when checked moments ago. */
  async isOpen(id: string): Promise<boolean> {
    const now = Date.now();
    const cached = this.cache.get(id);
    if (cached && now - cached.checkedAt < this.cacheMs) return cached.open && cached.expiresAt > now;
    const { rows } = await this.pool.query<{ open: boolean; expires_at: Date | string }>(
      `SELECT revoked_at IS NULL AS open, expires_at FROM identity.sessions WHERE id = $1`,
      [id],
    );
    const row = rows[0];
    const entry = { open: Boolean(row?.open), expiresAt: row ? new Date(row.expires_at).getTime() : 0, checkedAt: now };
    if (this.cache.size > 50_000) this.cache.clear();
    this.cache.set(id, entry);
    return entry.open && entry.expiresAt > now;
  }

  /** When the session ends at the latest (for capping renewed tokens). */
  async expiresAt(id: string): Promise<Date | undefined> {
    const { rows } = await this.pool.query<{ expires_at: Date | string }>(`SELECT expires_at FROM identity.sessions WHERE id = $1`, [id]);
    return rows[0] ? new Date(rows[0].expires_at) : undefined;
  }

  async revoke(id: string, reason: RevokeReason): Promise<void> {
    await this.pool.query(`UPDATE identity.sessions SET revoked_at = now(), revoked_reason = $2 WHERE id = $1 AND revoked_at IS NULL`, [
      id,
      reason,
    ]);
    this.cache.delete(id);
  }

  /** Sessions ended more than a day ago are of no use to anyone. */
  async prune(): Promise<void> {
    await this.pool.query(`DELETE FROM identity.sessions WHERE coalesce(revoked_at, expires_at) < now() - interval '1 day'`);
  }
}
