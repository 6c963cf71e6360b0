import { randomUUID } from 'node:crypto';
import express, { type Request, type Response, type Router } from 'express';
import {
  cancelGeneration as cancelGenerationOp,
  companySummary,
  deleteImage as deleteImageOp,
  downloadImage,
  generateImages,
  getGeneration,
  getImage,
  listImages as listImagesOp,
  setImageState,
  uploadImage,
  viewCompanyImage,
  viewImage,
} from '@inca/contracts/audience-images';
import { ROLES, type Identity } from '@inca/domain';
import type { Pool } from '@inca/db';
import { HttpError, badRequest, forbidden, handle, notFound, type DirectoryClient } from '@inca/service-kit';
import type { ProviderName } from '../providers/index.ts';
import type { ImageStorage } from '../storage/index.ts';
import type { AudienceDirectory, AudienceFacts } from './audiences.ts';
import { waitForGeneration, type ImageGenerator } from './generation.ts';
import { presentGeneration, presentImage } from './present.ts';
import {
  cancelGeneration,
  deleteImage,
  findGeneration,
  findImage,
  findImageByFile,
  imageCountsByCompany,
  imagesOfGeneration,
  insertGeneration,
  insertImage,
  listImages,
  updateImageState,
  type ImageRow,
} from './repository.ts';
import { CONTENT_TYPES, EXTENSIONS, IMAGE_MESSAGES, IMAGE_RULES, buildImagePrompt, galleryLimit, imageKindOf } from './rules.ts';

export type ImagesContext = {
  pool: Pool;
  storage: ImageStorage;
  audiences: AudienceDirectory;
  directory: DirectoryClient;
  generator: () => Promise<ImageGenerator>;
  /** Which provider a company's generations go to (recorded on the request). */
  providerNameFor: (companyCode: string) => ProviderName;
};

/**
 * The images service of spec §7 (paths exact; {a} is the company code, {b} the audience id, {c} the
 * image id; designed paths in docs/architecture.md). Every call resolves the audience through
 * audience-management with the caller's token (NOT_FOUND outside the caller's companies), then needs
 * an audience role and the company's gpt_images flag (FORBIDDEN otherwise).
 */
export function imageRoutes(router: Router, ctx: ImagesContext): void {
  const { pool, storage, audiences } = ctx;

  /** The audience if the caller may work with its images; `company` from the path must be the audience's. */
  async function authorize(req: Request, identity: Identity, id: number, company?: string): Promise<AudienceFacts> {
    if (!identity.roles.some((role) => (ROLES as readonly string[]).includes(role))) throw forbidden();
    const audience = await audiences.audienceFor(req, id);
    if (company !== undefined && company !== audience.companyCode) throw notFound('La audiencia no existe.');
    if (!audience.canSeeImages) throw forbidden(IMAGE_MESSAGES.flagMissing);
    return audience;
  }

  // How many images each company keeps; only for companies the caller may work with.
  handle(router, companySummary, async ({ query, req }) => {
    const codes = query.company_code;
    const scope = await ctx.directory.accessibleCompanyCodes(req);
    if (!codes.every((code) => scope.has(code))) throw forbidden();
    const totals = await imageCountsByCompany(pool, codes);
    return { status: true, data: codes.map((code) => ({ company_code: code, total: totals.get(code) ?? 0 })) };
  });

  handle(router, generateImages, async ({ body, identity, req }) => {
    const audience = await authorize(req, identity, body.id_audiencia);
    if (audience.companyCode !== body.company_code) throw badRequest('La empresa no corresponde a la audiencia.');
    const prompt = buildImagePrompt(audience.description, body.prompt);
    if (!prompt.ok) throw badRequest(prompt.message);
    const generator = await ctx.generator();
    const generation = await insertGeneration(pool, {
      id: randomUUID(),
      audienceId: audience.id,
      companyCode: audience.companyCode,
      userText: body.prompt.trim(),
      prompt: prompt.prompt,
      n: body.n,
      size: body.size,
      provider: ctx.providerNameFor(audience.companyCode),
      user: identity.email,
    });
    await generator.enqueue(generation.id);
    if (!body.wait)
      return {
        status: true,
        message: IMAGE_MESSAGES.generationQueued,
        job_id: generation.id,
        data: [],
        generation: presentGeneration(generation, []),
      };
    const finished = await waitForGeneration(pool, generation.id, 120_000);
    const images = await imagesOfGeneration(pool, generation.id);
    const ok = finished?.state === 'DONE';
    return {
      status: ok,
      message: finished?.message ?? IMAGE_MESSAGES.generationFailed,
      job_id: generation.id,
      data: images.map((i) => ({
        id: Number(i.id),
        filename_storage: i.filename_storage,
        audience_id: Number(i.audience_id),
        src: presentImage(i).src,
      })),
    };
  });

  // Designed: a generation request with its progress and the candidates stored so far.
  handle(router, getGeneration, async ({ params, identity, req }) => {
    const generation = await findGeneration(pool, params.id);
    if (!generation) throw notFound('La solicitud no existe.');
    await authorize(req, identity, Number(generation.audience_id));
    return { status: true, data: presentGeneration(generation, await imagesOfGeneration(pool, params.id)) };
  });

  // Designed: the user cancels a queued or running generation; its worker stops and the candidates it stored go.
  handle(router, cancelGenerationOp, async ({ params, identity, req }) => {
    const { id } = params;
    const generation = await findGeneration(pool, id);
    if (!generation) throw notFound('La solicitud no existe.');
    await authorize(req, identity, Number(generation.audience_id));
    const cancelled = await cancelGeneration(pool, id, IMAGE_MESSAGES.generationCancelled);
    for (const image of cancelled?.removed ?? [])
      await storage.delete(`${image.company_code}/${image.filename_storage}`).catch(() => undefined);
    const now = cancelled?.generation ?? (await findGeneration(pool, id))!;
    return {
      status: true,
      message: now.message ?? IMAGE_MESSAGES.generationCancelled,
      data: presentGeneration(now, await imagesOfGeneration(pool, id)),
    };
  });

  handle(router, listImagesOp, async ({ params, query, identity, req }) => {
    const audience = await authorize(req, identity, params.audience, params.company);
    const limit = query.limit ?? galleryLimit(query.offset);
    const state = query.state === 'all' ? null : (Number(query.state) as 1 | 2);
    const { rows, total } = await listImages(pool, audience.id, state, query.offset, limit);
    return {
      status: true,
      data: rows.map((r) => presentImage(r, total)),
      total,
      audience: {
        id: audience.id,
        name: audience.name,
        description: audience.description,
        company_code: audience.companyCode,
        company_name: audience.companyName,
        platform_name: audience.platformName,
      },
    };
  });

  handle(router, setImageState, async ({ params, body, identity, req }) => {
    const audience = await authorize(req, identity, params.audience, params.company);
    if (body.id !== undefined && body.id !== params.image) throw badRequest(IMAGE_MESSAGES.stateFailed);
    const row = await updateImageState(pool, params.image, audience.id, body.state as 1 | 2);
    if (!row) throw notFound(IMAGE_MESSAGES.stateFailed);
    return { status: true, message: IMAGE_MESSAGES.stateChanged, data: presentImage(row) };
  });

  handle(router, deleteImageOp, async ({ params, body, identity, req }) => {
    const audience = await authorize(req, identity, params.audience, params.company);
    const row = await deleteImage(pool, body.id, audience.id);
    if (!row) throw notFound('La imagen no existe.');
    await storage.delete(`${row.company_code}/${row.filename_storage}`);
    return { status: true, message: IMAGE_MESSAGES.deleted, data: { id: Number(row.id) } };
  });

  /** The bytes of an image the caller may see; `attachment` for downloads. */
  async function sendImage(
    req: Request,
    res: Response,
    identity: Identity,
    filename: string,
    check: (row: ImageRow) => boolean,
    attachment: boolean,
  ): Promise<void> {
    const row = await findImageByFile(pool, filename);
    if (!row || !check(row)) throw notFound('La imagen no existe.');
    await authorize(req, identity, Number(row.audience_id));
    const stored = await storage.get(`${row.company_code}/${row.filename_storage}`);
    if (!stored) throw notFound('La imagen no existe.');
    res.setHeader('content-type', row.content_type || stored.contentType);
    res.setHeader('cache-control', 'private, max-age=300');
    res.setHeader('x-content-type-options', 'nosniff');
    res.setHeader('content-security-policy', "default-src 'none'");
    if (attachment)
      res.setHeader(
        'content-disposition',
        `attachment; filename="imagen_${row.audience_id}_${row.id}.${row.filename_storage.split('.').pop()}"`,
      );
    res.end(stored.bytes);
  }

  handle(router, viewCompanyImage, ({ params, identity, req, res }) =>
    sendImage(req, res, identity, params.filename, (row) => row.company_code === params.company, false),
  );
  handle(router, viewImage, ({ params, identity, req, res }) => sendImage(req, res, identity, params.filename, () => true, false));
  // Designed: download as a file (the spec leaves method and path open).
  handle(router, downloadImage, ({ params, identity, req, res }) =>
    sendImage(req, res, identity, params.filename, (row) => Number(row.audience_id) === params.audience, true),
  );

  // Designed: a picture the user made (the designer's result) saved in the audience's gallery. The
  // kind is read from the bytes, never from the name or the declared type.
  router.post(uploadImage.path, express.raw({ type: () => true, limit: IMAGE_RULES.uploadMaxBytes + 1024 }));
  handle(router, uploadImage, async ({ params, query, identity, req }) => {
    const audience = await authorize(req, identity, params.audience, params.company);
    const { description } = query;
    const bytes = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    if (bytes.length > IMAGE_RULES.uploadMaxBytes) throw new HttpError(413, 'PAYLOAD_TOO_LARGE', IMAGE_MESSAGES.tooLarge);
    const kind = imageKindOf(bytes);
    if (!kind) throw new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', IMAGE_MESSAGES.notImage);
    const filename = `${randomUUID()}.${EXTENSIONS[kind]}`;
    await storage.put(`${audience.companyCode}/${filename}`, bytes, CONTENT_TYPES[kind]);
    const row = await insertImage(pool, {
      audienceId: audience.id,
      companyCode: audience.companyCode,
      filename,
      description: description.trim(),
      state: 1,
      user: identity.email,
      generationId: null,
      contentType: CONTENT_TYPES[kind],
      sizeBytes: bytes.length,
      origin: 'UPLOADED',
    });
    return { status: true, message: IMAGE_MESSAGES.uploaded, data: presentImage(row) };
  });

  // An image by id (for the graph's single-image look-ups).
  handle(router, getImage, async ({ params, identity, req }) => {
    const row = await findImage(pool, params.image);
    if (!row) throw notFound('La imagen no existe.');
    await authorize(req, identity, Number(row.audience_id));
    return { status: true, data: presentImage(row) };
  });
}
