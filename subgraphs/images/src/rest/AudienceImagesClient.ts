import DataLoader from 'dataloader';
import { RestClient, type Envelope, type RestClientOptions } from '@inca/rest-client';
import type { AudienceImageDto, AudienceImagePageDto, CompanySummaryDto, ImageGenerationDto } from './types.ts';

/** The audience-images service as seen from the images subgraph; one instance per request. */
export class AudienceImagesClient {
  private readonly rest: RestClient;

  constructor(options: RestClientOptions) {
    this.rest = new RestClient(options);
  }

  /** Image count per company, batched: a list of companies costs one call. */
  readonly imageCountByCompany = new DataLoader<string, number>(async (codes) => {
    const rows = (await this.rest.get<Envelope<CompanySummaryDto[]>>('/audience-images/companies/summary', { company_code: codes })).data;
    return codes.map((code) => rows.find((r) => r.company_code === code)?.total ?? 0);
  });

  async list(companyCode: string, audienceId: string, offset: number, limit: number | undefined, state: 1 | 2): Promise<AudienceImagePageDto> {
    const answer = await this.rest.get<Envelope<AudienceImageDto[]> & { total: number }>(
      `/audience-images/audience/${encodeURIComponent(companyCode)}/${encodeURIComponent(audienceId)}/list`,
      { offset, limit, state },
    );
    return { items: answer.data, total: answer.total, offset };
  }

  async generation(id: string): Promise<ImageGenerationDto> {
    return (await this.rest.get<Envelope<ImageGenerationDto>>(`/audience-images/generations/${encodeURIComponent(id)}`)).data;
  }

  async cancelGeneration(id: string): Promise<ImageGenerationDto> {
    return (await this.rest.post<Envelope<ImageGenerationDto>>(`/audience-images/generations/${encodeURIComponent(id)}/cancel`, {})).data;
  }

  async generate(input: { audienceId: string; companyCode: string; description: string }): Promise<ImageGenerationDto> {
    const answer = await this.rest.post<Envelope<unknown> & { generation: ImageGenerationDto }>('/audience-images/vertex/generate', {
      prompt: input.description,
      n: 4,
      size: '1024x1024',
      id_audiencia: Number(input.audienceId),
      is_audience: true,
      company_code: input.companyCode,
      wait: false,
    });
    return answer.generation;
  }

  async setState(companyCode: string, audienceId: string, imageId: string, state: 1 | 2): Promise<AudienceImageDto> {
    const path = `/audience-images/${encodeURIComponent(companyCode)}/${encodeURIComponent(imageId)}/update/${encodeURIComponent(audienceId)}/state`;
    return (await this.rest.put<Envelope<AudienceImageDto>>(path, { id: Number(imageId), state, is_audience: true })).data;
  }

  async remove(companyCode: string, audienceId: string, imageId: string): Promise<string> {
    const path = `/audience-images/${encodeURIComponent(companyCode)}/${encodeURIComponent(audienceId)}/delete`;
    return String((await this.rest.delete<Envelope<{ id: number }>>(path, { id: Number(imageId), is_audience: true })).data.id);
  }
}
