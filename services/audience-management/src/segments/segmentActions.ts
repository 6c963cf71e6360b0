import {
  SEGMENT_NAME_PREFIX,
  SEGMENT_NOT_FOUND_MESSAGE,
  SHAREABLE_ROLES,
  deleteRefusedByAudiencesMessage,
  deleteRefusedByMergesMessage,
  shareRoleWarning,
  type Identity,
} from '@inca/domain';
import { withTransaction, type Pool } from '@inca/db';
import { badRequest, conflict, notFound } from '@inca/service-kit';
import { findCompanies, findUser } from '../directory/index.ts';
import {
  audiencesOfSegments,
  deleteSegment,
  deleteShare,
  duplicateSegment,
  insertShare,
  lockSegmentForDelete,
  mergeUsesOf,
  refreshSegmentCounters,
  type SegmentRow,
} from './repository.ts';

const isUniqueViolation = (error: unknown) => (error as { code?: string }).code === '23505';

/**
 * Deletes a segment unless something is built on it: audiences first (their refusal lists the
 * audiences), then merge segments of any company (deleting a side would break the merge).
 */
export async function deleteUnusedSegment(pool: Pool, code: string): Promise<void> {
  await withTransaction(pool, async (db) => {
    // The row lock orders this delete with a merge save that locks its sides (FOR SHARE).
    if (!(await lockSegmentForDelete(db, code))) throw notFound(SEGMENT_NOT_FOUND_MESSAGE);
    const audiences = await audiencesOfSegments(db, [code]);
    if (audiences.length > 0) {
      throw conflict(deleteRefusedByAudiencesMessage(audiences.map((a) => a.custom_audience_name)), {
        audiences: audiences.map((a) => ({
          id: a.id,
          custom_audience_id: a.custom_audience_id,
          custom_audience_name: a.custom_audience_name,
          ads_platform_code: a.ads_platform_code,
        })),
      });
    }
    const merges = await mergeUsesOf(db, [code]);
    if (merges.length > 0) {
      throw conflict(deleteRefusedByMergesMessage(merges.map((m) => m.business_name)), {
        merges: merges.map((m) => ({ code: m.code, business_name: m.business_name })),
      });
    }
    await deleteSegment(db, code);
  });
}

/** Copies a segment for the caller's company under `typed` (INCA_ added when missing). */
export async function duplicateForCaller(
  pool: Pool,
  identity: Identity,
  row: SegmentRow,
  typed: string,
): Promise<{ code: string; business_name: string }> {
  const trimmed = typed.trim();
  const name = trimmed.startsWith(SEGMENT_NAME_PREFIX) ? trimmed : `${SEGMENT_NAME_PREFIX}${trimmed}`;
  try {
    const code = await duplicateSegment(pool, row.code, name, identity.companyCode, identity.email);
    if (!code) throw notFound(SEGMENT_NOT_FOUND_MESSAGE);
    return { code, business_name: name };
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(`Ya existe un segmento llamado ${name} en su empresa.`);
    throw error;
  }
}

export type ShareTarget =
  | { shared_with_type: 'USER'; shared_with_value: string; shared_with_company_code?: string }
  | { shared_with_type: 'COMPANY'; shared_with_value?: string; shared_with_company_code: string };

/** Shares a segment with a user (who must hold a shareable role) or a company other than the owner. */
export async function shareSegment(pool: Pool, identity: Identity, row: SegmentRow, target: ShareTarget): Promise<string> {
  let value: string;
  let company: string;
  if (target.shared_with_type === 'USER') {
    const user = await findUser(pool, target.shared_with_value);
    if (!user) throw badRequest(`No existe un usuario con el correo ${target.shared_with_value}.`);
    if (!SHAREABLE_ROLES.some((role) => user.roles.includes(role))) throw badRequest(shareRoleWarning(user.email));
    if (target.shared_with_company_code && target.shared_with_company_code !== user.company.code) {
      throw badRequest(`El usuario (${user.email}) no pertenece a la empresa seleccionada.`);
    }
    value = user.email;
    company = user.company.code;
  } else {
    company = target.shared_with_company_code;
    if (target.shared_with_value && target.shared_with_value !== company) throw badRequest('La empresa indicada no coincide.');
    if (!(await findCompanies(pool, [company]))[0]) throw badRequest('La empresa seleccionada no existe.');
    if (company === row.owner_company_code) throw badRequest('El segmento ya pertenece a esa empresa.');
    value = company;
  }
  return withTransaction(pool, async (db) => {
    const sharingId = await insertShare(db, {
      code: row.code,
      type: target.shared_with_type,
      value,
      companyCode: company,
      createdBy: identity.email,
    });
    if (!sharingId) throw conflict(`El segmento ya está compartido con ${value}.`);
    await refreshSegmentCounters(db, [row.code]);
    return sharingId;
  });
}

export async function unshareSegment(pool: Pool, code: string, sharingId: number): Promise<void> {
  await withTransaction(pool, async (db) => {
    if (!(await deleteShare(db, code, sharingId))) throw notFound('El registro no existe.');
    await refreshSegmentCounters(db, [code]);
  });
}
