import DataLoader from 'dataloader';
import { RestClient, type RestClientOptions } from '@inca/rest-client';
import {
  cancelGeneration,
  companySummary,
  createImageFileLink,
  getImage,
  deleteImage,
  generateImages,
  getGeneration,
  listImages,
  setImageState,
  uploadImage,
  type AudienceImageDto,
  type ImageGenerationDto,
} from '@inca/contracts/audience-images';
import type { SignedLinkDto } from '@inca/contracts/fileLinks';

/** A company as the images subgraph knows it: by key only. */
export type CompanyRefDto = { code: string };
/** A page of an audience's gallery. */
export type AudienceImagePageDto = { items: AudienceImageDto[]; total: number; offset: number };

/** The audience-images service as seen from the images subgraph; one instance per request. */
export class AudienceImagesClient {
  private readonly rest: RestClient;

  constructor(options: RestClientOptions) {
    this.rest = new RestClient(options);
  }

  /** Image count per company, batched: a list of companies costs one call. */
  readonly imageCountByCompany = new DataLoader<string, number>(async (codes) => {
    const rows = (await this.rest.call(companySummary, { query: { company_code: codes.join(',') } })).data;
    return codes.map((code) => rows.find((r) => r.company_code === code)?.total ?? 0);
  });

  async list(
    companyCode: string,
    audienceId: string,
    offset: number,
    limit: number | undefined,
    state: 1 | 2,
  ): Promise<AudienceImagePageDto> {
    const answer = await this.rest.call(listImages, {
      params: { company: companyCode, audience: audienceId },
      query: { offset, limit, state: String(state) as '1' | '2' },
    });
    return { items: answer.data, total: answer.total, offset };
  }

  async generation(id: string): Promise<ImageGenerationDto> {
    return (await this.rest.call(getGeneration, { params: { id } })).data;
  }

  async cancelGeneration(id: string): Promise<ImageGenerationDto> {
    return (await this.rest.call(cancelGeneration, { params: { id } })).data;
  }

  async generate(input: { audienceId: string; companyCode: string; description: string }): Promise<ImageGenerationDto> {
    const answer = await this.rest.call(generateImages, {
      body: {
        prompt: input.description,
        n: 4,
        size: '1024x1024',
        id_audiencia: Number(input.audienceId),
        is_audience: true,
        company_code: input.companyCode,
        wait: false,
      },
    });
    // Asked with `wait: false`, the answer always carries the queued generation.
    return answer.generation!;
  }

  async setState(companyCode: string, audienceId: string, imageId: string, state: 1 | 2): Promise<AudienceImageDto> {
    return (
      await this.rest.call(setImageState, {
        params: { company: companyCode, image: imageId, audience: audienceId },
        body: { id: Number(imageId), state, is_audience: true },
      })
    ).data;
  }

  /** A short-lived signed link to download one image as a file (NOT_FOUND for an image the user may not see). */
  async downloadLink(imageId: string): Promise<SignedLinkDto> {
    const image = (await this.rest.call(getImage, { params: { image: imageId } })).data;
    return (await this.rest.call(createImageFileLink, { body: { method: 'GET', path: image.download, query: {} } })).data;
  }

  /** A short-lived signed link to upload a picture to the audience's gallery (POST its bytes). */
  async uploadLink(companyCode: string, audienceId: string, description: string): Promise<SignedLinkDto> {
    const path = uploadImage.path.replace(':company', encodeURIComponent(companyCode)).replace(':audience', encodeURIComponent(audienceId));
    return (await this.rest.call(createImageFileLink, { body: { method: 'POST', path, query: { description } } })).data;
  }

  async remove(companyCode: string, audienceId: string, imageId: string): Promise<string> {
    return String(
      (
        await this.rest.call(deleteImage, {
          params: { company: companyCode, audience: audienceId },
          body: { id: Number(imageId), is_audience: true },
        })
      ).data.id,
    );
  }
}
