/** A company as the images subgraph knows it: by key only. */
export type CompanyRefDto = { code: string };

/** Image totals per company from the audience-images service. */
export type CompanySummaryDto = { company_code: string; total: number };

/** An audience image as the audience-images service answers it. */
export type AudienceImageDto = {
  id: number;
  audience_id: number;
  company_code: string;
  filename_storage: string;
  description: string;
  state: number;
  src: string;
  download: string;
  content_type: string;
  origin: 'GENERATED' | 'UPLOADED';
  creation_user: string;
  creation_date: string;
  total?: number;
};

export type AudienceImagePageDto = { items: AudienceImageDto[]; total: number; offset: number };

export type ImageGenerationDto = {
  id: string;
  audience_id: number;
  description: string;
  state: 'QUEUED' | 'RUNNING' | 'DONE' | 'FAILED' | 'CANCELLED';
  progress: number;
  attempt: number;
  max_attempts: number;
  message: string | null;
  creation_date: string;
  images: AudienceImageDto[];
};
