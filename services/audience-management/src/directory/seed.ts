import { SCHEMA } from '../schema.ts';
import { COMPANY_FLAGS, PLATFORMS } from '@inca/domain';
import { withTransaction, type Pool } from '@inca/db';
import { DEMO_ADS_ACCOUNTS, DEMO_COMPANIES, DEMO_COMPANY_FLAGS, DEMO_USERS } from '@inca/demo-data';

/** Seeds the demo directory once: nothing is written when companies already exist. */
export async function seedDirectory(pool: Pool): Promise<void> {
  await withTransaction(pool, async (db) => {
    const { rows } = await db.query<{ n: string }>(`SELECT count(*) AS n FROM ${SCHEMA}.companies`);
    if (Number(rows[0]?.n) > 0) return;
    for (const c of DEMO_COMPANIES) {
      await db.query(`INSERT INTO ${SCHEMA}.companies (code, name, alias, domain) VALUES ($1, $2, $3, $4)`, [
        c.code,
        c.name,
        c.alias,
        c.domain,
      ]);
      const flags = DEMO_COMPANY_FLAGS[c.code];
      if (flags) {
        await db.query(
          `INSERT INTO ${SCHEMA}.company_flags (company_code, ${COMPANY_FLAGS.join(', ')}) VALUES ($1, ${COMPANY_FLAGS.map((_, i) => `$${i + 2}`).join(', ')})`,
          [c.code, ...COMPANY_FLAGS.map((f) => flags[f])],
        );
      }
    }
    for (const u of DEMO_USERS) {
      await db.query(`INSERT INTO ${SCHEMA}.users (email, name, company_code, roles) VALUES ($1, $2, $3, $4)`, [
        u.email,
        u.name,
        u.companyCode,
        u.roles,
      ]);
      for (const code of u.companyAccess) {
        await db.query(`INSERT INTO ${SCHEMA}.user_company_access (email, company_code) VALUES ($1, $2)`, [u.email, code]);
      }
    }
    for (const a of DEMO_ADS_ACCOUNTS) {
      await db.query(
        `INSERT INTO ${SCHEMA}.ads_accounts (company_code, technical_name, business_name, it_manager_email, ${PLATFORMS.map((p) => `flag_${p}`).join(', ')})
         VALUES ($1, $2, $3, $4, ${PLATFORMS.map((_, i) => `$${i + 5}`).join(', ')})`,
        [a.companyCode, a.technicalName, a.businessName, a.itManagerEmail, ...PLATFORMS.map((p) => (a.platforms.includes(p) ? '1' : '0'))],
      );
    }
  });
}
