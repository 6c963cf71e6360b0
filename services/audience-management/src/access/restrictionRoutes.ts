import type { Router } from 'express';
import { isAudienceAdmin, type Identity } from '@inca/domain';
import { withTransaction } from '@inca/db';
import {
  getAttributeRestrictions,
  listAccessAttributes,
  listRestrictions,
  saveAttributeRestrictions,
  updateRestrictions,
} from '@inca/contracts/audience-management';
import { badRequest, forbidden, handle } from '@inca/service-kit';
import { loadCatalogue } from '../builder/index.ts';
import { findCompanies } from '../directory/index.ts';
import { presentAudit, ref } from './exception.ts';
import {
  addAudit,
  allCompanyRestrictions,
  attributeRestrictionIds,
  auditOf,
  existingAttributeIds,
  replaceAttributeRestrictions,
  replaceCompanyRestrictions,
} from './repository.ts';
import type { AudienceManagementContext } from '../context.ts';

function requireAdmin(identity: Identity): void {
  if (!isAudienceAdmin(identity)) throw forbidden('Solo el administrador de audiencias puede configurar restricciones.');
}

/** Restrictions of the exception screen (audience admin only): restricted companies and attributes per company, audited. */
export function restrictionRoutes(router: Router, ctx: AudienceManagementContext): void {
  const { pool } = ctx;
  const adminOnly = { authorize: requireAdmin };
  handle(
    router,
    listRestrictions,
    async () => {
      const [companies, rows] = await Promise.all([findCompanies(pool), allCompanyRestrictions(pool)]);
      const audit = await auditOf(
        pool,
        'COMPANY_RESTRICTION',
        companies.map((c) => c.code),
      );
      return {
        status: true,
        data: companies.map((c) => ({
          company_code: c.code,
          company_name: c.name,
          company: ref(companies, c.code),
          restriction: rows.filter((r) => r.company_code === c.code).map((r) => r.restricted_company_code),
          restricted: rows.filter((r) => r.company_code === c.code).map((r) => ref(companies, r.restricted_company_code)),
          audit: presentAudit(audit, c.code),
        })),
      };
    },
    adminOnly,
  );

  handle(
    router,
    updateRestrictions,
    async ({ body, identity }) => {
      const restricted = [...new Set(body.restrictions)].sort();
      const companies = await findCompanies(pool);
      const known = new Set(companies.map((c) => c.code));
      if (!known.has(body.company_code) || restricted.some((c) => !known.has(c))) throw badRequest('La empresa seleccionada no existe.');
      if (restricted.includes(body.company_code)) throw badRequest('Una empresa no puede restringirse a sí misma.');
      await withTransaction(pool, async (db) => {
        const before = await replaceCompanyRestrictions(db, body.company_code, restricted);
        await addAudit(
          db,
          'COMPANY_RESTRICTION',
          body.company_code,
          'RESTRICTIONS_UPDATED',
          identity.email,
          { restriction: before },
          { restriction: restricted },
        );
      });
      const audit = await auditOf(pool, 'COMPANY_RESTRICTION', [body.company_code]);
      return {
        status: true,
        message: 'Se ha registrado correctamente.',
        data: {
          company_code: body.company_code,
          company: ref(companies, body.company_code),
          restriction: restricted,
          restricted: restricted.map((c) => ref(companies, c)),
          audit: presentAudit(audit, body.company_code),
        },
      };
    },
    adminOnly,
  );

  handle(
    router,
    getAttributeRestrictions,
    async ({ query: { company_code } }) => {
      const companies = await findCompanies(pool);
      if (!companies.some((c) => c.code === company_code)) throw badRequest('La empresa seleccionada no existe.');
      const audit = await auditOf(pool, 'ATTRIBUTE_RESTRICTION', [company_code]);
      return {
        status: true,
        data: {
          company_code,
          company: ref(companies, company_code),
          attribute_mapping_id: await attributeRestrictionIds(pool, company_code),
          audit: presentAudit(audit, company_code),
        },
      };
    },
    adminOnly,
  );

  handle(
    router,
    saveAttributeRestrictions,
    async ({ body, identity }) => {
      const ids = [...new Set(body.attributes)].sort((a, b) => a - b);
      const companies = await findCompanies(pool);
      if (!companies.some((c) => c.code === body.company_code)) throw badRequest('La empresa seleccionada no existe.');
      if ((await existingAttributeIds(pool, ids)).length !== ids.length) throw badRequest('Uno de los atributos no existe.');
      await withTransaction(pool, async (db) => {
        const before = await replaceAttributeRestrictions(db, body.company_code, ids);
        await addAudit(
          db,
          'ATTRIBUTE_RESTRICTION',
          body.company_code,
          'ATTRIBUTE_RESTRICTIONS_UPDATED',
          identity.email,
          { attributes: before },
          { attributes: ids },
        );
      });
      const audit = await auditOf(pool, 'ATTRIBUTE_RESTRICTION', [body.company_code]);
      return {
        status: true,
        message: 'Se ha registrado correctamente.',
        data: {
          company_code: body.company_code,
          company: ref(companies, body.company_code),
          attribute_mapping_id: ids,
          audit: presentAudit(audit, body.company_code),
        },
      };
    },
    adminOnly,
  );

  // The whole catalogue for the attribute-restriction dialog (categories, groups), unrestricted.
  handle(
    router,
    listAccessAttributes,
    async () => {
      const catalogue = await loadCatalogue(pool);
      const categories = [...new Set(catalogue.map((a) => a.category))].map((name) => ({
        name,
        attributes: catalogue.filter((a) => a.category === name),
      }));
      return { status: true, data: { categories } };
    },
    adminOnly,
  );
}
