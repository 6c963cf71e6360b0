import { withTransaction, type Pool } from '@inca/db';
import { DEMO_PASSWORD, DEMO_USERS } from '@inca/demo-data';
import { isRole, type Identity } from '@inca/domain';
import { hashPassword, verifyPassword } from './passwords.ts';

type UserRow = { email: string; name: string; company_code: string; roles: string[]; password_hash: string; active: boolean };

// A fixed hash to compare against when the e-mail is unknown, so both cases take the same time.
const DUMMY_HASH = 'scrypt$16384$8$1$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=';

/** The embedded identity provider's user store. */
export class IdentityStore {
  constructor(private readonly pool: Pool) {}

  /** The identity for these credentials, or undefined; never says which part was wrong. */
  async authenticate(email: string, password: string): Promise<Identity | undefined> {
    const { rows } = await this.pool.query<UserRow>('SELECT * FROM identity.users WHERE email = $1', [email.trim().toLowerCase()]);
    const user = rows[0];
    const ok = await verifyPassword(password, user?.password_hash ?? DUMMY_HASH);
    if (!user || !ok || !user.active) return undefined;
    await this.pool.query('UPDATE identity.users SET last_login_at = now() WHERE email = $1', [user.email]);
    return { sub: user.email, email: user.email, name: user.name, companyCode: user.company_code, roles: user.roles.filter(isRole) };
  }

  /** The user as the directory holds them now; undefined when removed or deactivated. */
  async current(email: string): Promise<Identity | undefined> {
    const { rows } = await this.pool.query<UserRow>('SELECT * FROM identity.users WHERE email = $1 AND active', [email]);
    const user = rows[0];
    return (
      user && { sub: user.email, email: user.email, name: user.name, companyCode: user.company_code, roles: user.roles.filter(isRole) }
    );
  }

  /** Seeds the demo logins once (embedded mode only). */
  async seedDemoUsers(): Promise<void> {
    await withTransaction(this.pool, async (db) => {
      const { rows } = await db.query<{ n: string }>('SELECT count(*) AS n FROM identity.users');
      if (Number(rows[0]?.n) > 0) return;
      for (const user of DEMO_USERS) {
        await db.query('INSERT INTO identity.users (email, name, company_code, roles, password_hash) VALUES ($1, $2, $3, $4, $5)', [
          user.email,
          user.name,
          user.companyCode,
          user.roles,
          await hashPassword(DEMO_PASSWORD),
        ]);
      }
    });
  }
}
