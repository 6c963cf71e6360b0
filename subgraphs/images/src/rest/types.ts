/** A company as the images subgraph knows it: by key only. */
export type CompanyRefDto = { code: string };

/** Image totals per company from the audience-images service. */
export type CompanySummaryDto = { company_code: string; total: number };
