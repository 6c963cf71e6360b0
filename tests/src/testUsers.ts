import pg from 'pg';
import { inject } from 'vitest';
import { hashPassword } from '@inca/gateway/passwords';

/**
 * Sign-in accounts of one test file, in the gateway's directory: a test that changes, throttles or
 * deletes a user must never do it to the demo users other files sign in as.
 */
export async function testDirectory() {
  const db = new pg.Client({ connectionString: inject('databaseUrl') });
  await db.connect();
  const created = new Set<string>();
  return {
    db,
    /** Creates (or restores: active, with these roles and password) a user. */
    async put(user: { email: string; name: string; companyCode: string; roles: string[]; password: string }) {
      await db.query(
        `INSERT INTO identity.users (email, name, company_code, roles, password_hash) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (email) DO UPDATE SET name = EXCLUDED.name, company_code = EXCLUDED.company_code, roles = EXCLUDED.roles,
           active = true, password_hash = EXCLUDED.password_hash`,
        [user.email, user.name, user.companyCode, user.roles, await hashPassword(user.password)],
      );
      created.add(user.email);
    },
    /** Removes every user this file created, and closes the connection. */
    async close() {
      await db.query('DELETE FROM identity.users WHERE email = ANY($1)', [[...created]]);
      await db.end();
    },
  };
}
