import type { Request, Router } from 'express';
import { CAMPAIGN_FILES, CAMPAIGN_MESSAGES, VARIABLE_TYPE, type SummaryLine } from '@inca/domain';
import { withTransaction, type Queryable } from '@inca/db';
import { HttpError, badRequest, caller, conflict, handle, notFound, parseInput, route, type HandlerInput } from '@inca/service-kit';
import { S, type CampaignContext } from '../context.ts';
import {
  csvDocument,
  itemsListWriter,
  openUpload,
  rulesSheetChunks,
  startFile,
  streamCsv,
  streamItemsCsv,
  uploadRules,
  writeRulesXlsx,
} from '../files/index.ts';
import {
  assertSegmentUsable,
  audienceQueryOf,
  audienceSignals,
  buildSummary,
  catalogue,
  recommendationRulesOf,
  segmentPredicate,
} from '../processing/index.ts';
import { campaignFor, companiesOf, editableCampaignFor } from './access.ts';
import type { CampaignRow } from './repository/campaigns.ts';
import {
  configurationItemsOf,
  ensureParam,
  insertPendingProcess,
  itemBlockAfter,
  listItemsCount,
  lockCampaign,
  markListSaved,
  otherCampaignsOfCompany,
  paramCampaignAndType,
  processBusy,
  sendableCampaignIds,
} from './repository/params.ts';
import {
  assertRequiredFilled,
  loadCampaignParams,
  mergeParams,
  segmentCodeOf,
  storeParams,
  type CampaignParamRow,
} from '../rules/index.ts';
import {
  campaignParamIdQuery,
  downloadListItems,
  downloadRules,
  downloadRulesTemplate,
  getCampaignParams,
  listOtherCampaigns,
  previewCampaignParams,
  saveCampaignParams,
  sendByCampaignBody,
  sendCampaignParams,
  sendCampaigns,
  sendStoredCampaign,
  uploadListItems,
  uploadRulesSheet,
} from '@inca/contracts/campaign-management';

/** A process started less than this long ago and still pending or running blocks another send of the campaign. */
const STALE_PROCESS_MINUTES = 15;

/**
 * Campaign parameter calls (spec §7 "Campaign parameters"): read, save, preview (no write), send to
 * process (a job on the Postgres queue), the rules spreadsheet (download, template, upload as a
 * process answering its result file) and a table variable's items list (upload and download).
 */
export function campaignParamRoutes(router: Router, ctx: CampaignContext): void {
  const { pool, processing } = ctx;

  handle(router, getCampaignParams, async ({ query: { id_campaign }, req }) => {
    const campaign = await campaignFor(ctx, req, id_campaign);
    return { status: true, data: await loadCampaignParams(pool, id_campaign), campaign };
  });

  /** Checks the campaign may be edited, merges the values sent under the §4/§5 rules and checks the required ones. */
  const prepare = async (
    body: HandlerInput<typeof saveCampaignParams>['body'],
    req: Request,
  ): Promise<{ campaign: CampaignRow; params: CampaignParamRow[] }> => {
    const idCampaign = body.campaign_param[0]?.id_campaign ?? Number(req.query.id_campaign);
    if (!Number.isSafeInteger(idCampaign) || idCampaign < 1) throw badRequest('Envíe la lista de parámetros de la campaña.');
    const campaign = await editableCampaignFor(ctx, req, idCampaign);
    const stored = await loadCampaignParams(pool, idCampaign);
    const params = mergeParams(stored, body.campaign_param, idCampaign);
    assertRequiredFilled(params);
    const segment = segmentCodeOf(params);
    if (segment && segment !== segmentCodeOf(stored))
      await assertSegmentUsable(ctx.directory, req, campaign.itc_company_campaign_code, segment);
    return { campaign, params };
  };

  const previewOf = async (req: Request, campaign: CampaignRow, params: CampaignParamRow[]): Promise<SummaryLine[]> => {
    const segment = segmentCodeOf(params);
    const predicate = segment ? await segmentPredicate(ctx.directory, req, segment) : null;
    const query = audienceQueryOf(campaign.itc_company_campaign_code, predicate, params);
    const signals = await audienceSignals(await ctx.customers(), query);
    const rules = await recommendationRulesOf(pool, params, Number(campaign.minimum_amount ?? 0));
    return buildSummary(signals, rules, query, await catalogue(pool));
  };

  handle(router, saveCampaignParams, async ({ body, req }) => {
    const { campaign, params } = await prepare(body, req);
    await withTransaction(pool, (db) => storeParams(db, campaign.id_campaign, params));
    return { status: true, message: CAMPAIGN_MESSAGES.confirm_save_message, data: await loadCampaignParams(pool, campaign.id_campaign) };
  });

  // Preview: the rules summary of the values sent, without writing anything (§4).
  handle(router, previewCampaignParams, async ({ body, req }) => {
    const { campaign, params } = await prepare(body, req);
    return { status: true, data: { summary: await previewOf(req, campaign, params) } };
  });

  /** Saves (when values are sent), then queues the recommendation with a pending history row. */
  const send = async (req: Request, campaign: CampaignRow, params: CampaignParamRow[], save: boolean) => {
    const engine = await processing;
    if (!engine) throw new HttpError(503, 'SERVICE_UNAVAILABLE', CAMPAIGN_MESSAGES.processError);
    const segment = segmentCodeOf(params);
    const predicate = segment ? await segmentPredicate(ctx.directory, req, segment) : null;
    const summary = await previewOf(req, campaign, params);
    const identity = caller(req);
    const idProcess = await withTransaction(pool, async (db) => {
      // One process per campaign at a time (a stale one — its worker died — no longer blocks).
      await lockCampaign(db, campaign.id_campaign);
      if (await processBusy(db, campaign.id_campaign, STALE_PROCESS_MINUTES)) throw conflict(CAMPAIGN_MESSAGES.processAlreadyRunning);
      if (save) await storeParams(db, campaign.id_campaign, params);
      return insertPendingProcess(db, {
        idCampaign: campaign.id_campaign,
        company: campaign.itc_company_campaign_code,
        user: identity.email,
      });
    });
    await engine.enqueueRecommendation({ id_process: idProcess, id_campaign: campaign.id_campaign, predicate, segment_code: segment });
    return { status: true, message: CAMPAIGN_MESSAGES.message_process_started, data: { id_process: idProcess, summary } };
  };

  handle(router, sendCampaignParams, async ({ body, req }) => {
    const { campaign, params } = await prepare(body, req);
    return send(req, campaign, params, true);
  });

  handle(router, sendStoredCampaign, async ({ body: { id_campaign }, req }) => {
    const campaign = await editableCampaignFor(ctx, req, id_campaign);
    const params = await loadCampaignParams(pool, id_campaign);
    assertRequiredFilled(params);
    return send(req, campaign, params, false);
  });

  // The list's "process to recommendation" button: the given campaigns (or every editable, complete
  // and not yet processed campaign of the caller's scope, at most 100), each sent like the one above.
  handle(router, sendCampaigns, async ({ body, req }) => {
    const companies = await companiesOf(ctx, req);
    const ids = body.id_campaigns?.length ? body.id_campaigns : await sendableCampaignIds(pool, companies);
    const queued: number[] = [];
    const skipped: { id_campaign: number; message: string }[] = [];
    for (const id of ids) {
      try {
        const campaign = await editableCampaignFor(ctx, req, id);
        const params = await loadCampaignParams(pool, id);
        assertRequiredFilled(params);
        const answer = await send(req, campaign, params, false);
        queued.push(answer.data.id_process);
      } catch (error) {
        if (!(error instanceof HttpError) || error.status >= 500) throw error;
        skipped.push({ id_campaign: id, message: error.message });
      }
    }
    return { status: true, message: CAMPAIGN_MESSAGES.message_process_started, data: { queued, skipped } };
  });

  handle(router, listOtherCampaigns, async ({ query: { id_campaign }, req }) => {
    const campaign = await campaignFor(ctx, req, id_campaign);
    return { status: true, data: await otherCampaignsOfCompany(pool, campaign.itc_company_campaign_code, id_campaign) };
  });

  // ── rules spreadsheet ──

  const rulesFile = (template: boolean) =>
    handle(router, template ? downloadRulesTemplate : downloadRules, async ({ query: q, req, res }) => {
      const companies = await companiesOf(ctx, req);
      if (q.id_campaign) await campaignFor(ctx, req, q.id_campaign);
      startFile(
        res,
        template ? CAMPAIGN_FILES.rulesTemplate : CAMPAIGN_FILES.rules,
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      );
      await writeRulesXlsx(res, rulesSheetChunks(pool, companies, { ...q, template }));
      res.end();
    });
  rulesFile(false);
  rulesFile(true);

  // The two uploads stay raw routes: they stream the request itself (a multipart form or the raw file),
  // which has no schema for handle() to parse.
  router.post(
    uploadRulesSheet.path,
    route(async (req, res) => {
      const upload = await openUpload(req);
      if (upload.files === 0) throw badRequest('Seleccione un archivo para cargar.');
      if (upload.files > 1) throw badRequest(CAMPAIGN_MESSAGES.oneFile);
      if (upload.name && !/\.xlsx$/i.test(upload.name)) throw badRequest(CAMPAIGN_MESSAGES.xlsxOnly);
      if (upload.head.length === 0) throw badRequest(CAMPAIGN_MESSAGES.fileEmpty);
      const result = await uploadRules(ctx, req, upload);
      // The result file answers with 200 when every row was applied, 400 when some were rejected (§7).
      startFile(res, CAMPAIGN_FILES.uploadResult, 'text/csv; charset=utf-8');
      res.setHeader('x-process-id', String(result.id_process));
      res.status(result.rejected === 0 ? 200 : 400).end(result.file);
    }),
  );

  // ── items list of a table variable ──

  const tableParam = async (req: Request, id: number, forWrite: boolean) => {
    const row = await paramCampaignAndType(pool, id);
    if (!row) throw notFound('El parámetro no existe.');
    await (forWrite ? editableCampaignFor(ctx, req, row.id_campaign) : campaignFor(ctx, req, row.id_campaign));
    if (row.id_variable_type !== VARIABLE_TYPE.TABLA) throw badRequest(CAMPAIGN_MESSAGES.notTableParam);
    return row;
  };

  handle(router, downloadListItems, async ({ query: { id_campaign_param }, req, res }) => {
    await tableParam(req, id_campaign_param, false);
    if ((await listItemsCount(pool, id_campaign_param)) === 0) {
      // The parameter's one list may be items set by the rules (spreadsheet or page) rather than a file.
      const items = await configurationItemsOf(pool, id_campaign_param);
      if (items.length === 0) throw notFound(CAMPAIGN_MESSAGES.noRecordsEs);
      await streamCsv(
        res,
        CAMPAIGN_FILES.listItems,
        ['items'],
        (async function* () {
          yield items.map((item) => [item]);
        })(),
      );
      return;
    }
    await streamCsv(
      res,
      CAMPAIGN_FILES.listItems,
      ['items'],
      (async function* () {
        // One block at a time, in file order (its items arrive as one JSON array).
        let after = 0;
        for (;;) {
          const block = await itemBlockAfter(pool, id_campaign_param, after);
          if (!block) return;
          yield block.items.map((item) => [item]);
          after = block.block_order;
        }
      })(),
    );
  });

  // Designed ("not shown"): uploads a table variable's items list (.csv, header exactly 'items').
  // The parameter is created when the campaign has none yet for that group and variable.
  router.post(
    uploadListItems.path,
    route(async (req) => {
      const target = parseInput(
        campaignParamIdQuery.or(
          sendByCampaignBody.extend({
            id_variable_group: campaignParamIdQuery.shape.id_campaign_param,
            id_variable: campaignParamIdQuery.shape.id_campaign_param,
          }),
        ),
        req.query,
      );
      // The raw file (signed upload links) streams through papaparse into batched INSERTs (a
      // multipart form is read first). One transaction: a refused file writes nothing.
      const upload = await openUpload(req);
      if (upload.files === 0) throw badRequest('Seleccione un archivo para cargar.');
      if (upload.name && !/\.csv$/i.test(upload.name)) throw badRequest(CAMPAIGN_MESSAGES.csvOnly);
      // Who may write where is settled before the transaction (it may ask the company directory over
      // HTTP); inside it only the parameter row is written, once the file's first rows are valid.
      let existing: number | undefined;
      let missing: { id_campaign: number; id_variable_group: number; id_variable: number } | undefined;
      if ('id_campaign_param' in target) {
        await tableParam(req, target.id_campaign_param, true);
        existing = target.id_campaign_param;
      } else {
        await editableCampaignFor(ctx, req, target.id_campaign);
        const params = await loadCampaignParams(pool, target.id_campaign);
        const param = params.find((p) => p.id_variable_group === target.id_variable_group && p.id_variable === target.id_variable);
        if (!param) throw badRequest(CAMPAIGN_MESSAGES.variableNotInGroup);
        if (param.id_variable_type !== VARIABLE_TYPE.TABLA) throw badRequest(CAMPAIGN_MESSAGES.notTableParam);
        missing = { id_campaign: target.id_campaign, id_variable_group: target.id_variable_group, id_variable: target.id_variable };
      }
      /** The parameter the items go to (created when missing). */
      const resolveTarget = async (db: Queryable): Promise<number> => {
        if (existing !== undefined) return existing;
        return ensureParam(db, missing!);
      };
      const { idParam, items } = await withTransaction(pool, async (db) => {
        let id: number | undefined;
        const list = itemsListWriter(db, S);
        const result = await streamItemsCsv(
          upload.stream,
          async (batch) => {
            if (id === undefined) {
              id = await resolveTarget(db);
              await list.start(id);
            }
            await list.insert(id, batch);
          },
          { onEmpty: () => badRequest(CAMPAIGN_MESSAGES.fileEmpty) },
        );
        // One list per parameter: the uploaded list replaces items set before (rules spreadsheet or page).
        await markListSaved(db, id!);
        return { idParam: id!, items: result.items };
      });
      return { status: true, message: CAMPAIGN_MESSAGES.confirm_save_message, data: { id_campaign_param: idParam, items } };
    }),
  );

  void csvDocument;
}
