import type { PreviewCounts } from '@inca/warehouse';

/** Below this many contactable users the builder warns (§3). */
export const LOW_CONTACTABLE = 600_000;

/** The preview result in the spec's shape (§3), from the warehouse counts. */
export function previewResult(counts: PreviewCounts, companies: { code: string; name: string }[], restricted: string[]) {
  const name = (code: string) => companies.find((c) => c.code === code)?.name ?? code;
  const percentages = (values: Record<string, number>, total: number) =>
    Object.entries(values)
      .map(([code, n]) => ({
        company_code: code,
        itc_company_name: name(code),
        percentage: total ? Math.round((n / total) * 10_000) / 100 : 0,
        count: n,
      }))
      .sort((a, b) => b.percentage - a.percentage || a.company_code.localeCompare(b.company_code));
  const allowedContact = Object.fromEntries(Object.entries(counts.contact_by_company).filter(([code]) => !restricted.includes(code)));
  return {
    unique_users: counts.unique_users,
    unique_users_w_contact: counts.unique_users_w_contact,
    unique_users_w_advertising: counts.unique_users_w_advertising,
    segment_nrows: counts.unique_users,
    segment_nrows_clients: counts.unique_users_w_contact,
    segment_company_percentage: percentages(counts.by_company, counts.unique_users),
    unique_users_w_contact_by_company: percentages(counts.contact_by_company, counts.unique_users_w_contact),
    unique_users_w_contact_restricted: counts.contact_allowed,
    unique_users_w_contact_restricted_by_company: percentages(allowedContact, counts.contact_allowed),
    restricted_companies: restricted,
    low_contactable: counts.unique_users_w_contact < LOW_CONTACTABLE,
  };
}

export type PreviewResult = ReturnType<typeof previewResult>;
