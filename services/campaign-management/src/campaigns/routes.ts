import type { Router } from 'express';
import { CAMPAIGN_FILES, CAMPAIGN_MESSAGES, seesCompanyColumn, toPythonDict } from '@inca/domain';
import { withTransaction } from '@inca/db';
import { badRequest, handle, notFound, parseInput } from '@inca/service-kit';
import type { CampaignContext } from '../context.ts';
import { startFile, streamCsv } from '../files/index.ts';
import { campaignFor, companiesOf, editableCampaignFor, processInScope } from './access.ts';
import {
  CAMPAIGN_CSV_HEADER,
  HISTORY_CSV_HEADER,
  PRODUCTS_CSV_HEADER,
  RULES_HISTORY_CSV_HEADER,
  campaignCsvRows,
  historyCsvRows,
  processInformation,
  productsCsvRows,
  rulesHistoryCsvRows,
} from './repository/exports.ts';
import {
  campaignInfo,
  countVariableGroups,
  latestProcess,
  listCampaigns,
  listHistory,
  listItems,
  listProducts,
  replaceVariableGroups,
  setIncaStatus,
  variableGroupOptions,
} from './repository/campaigns.ts';
import { incaStatusOf, loadCampaignParams } from '../rules/index.ts';
import {
  downloadProcessJson,
  downloadProcessResult,
  editCampaignGroups,
  exportCampaigns,
  exportHistory,
  exportProducts,
  exportRulesHistory,
  getCampaign,
  getCampaignInfo,
  getLatestProcess,
  listCampaigns as listCampaignsOp,
  listGroupOptions,
  listHistory as listHistoryOp,
  listItems as listItemsOp,
  listProducts as listProductsOp,
  productsQuery,
} from '@inca/contracts/campaign-management';

/**
 * Campaign calls (spec §7 "Campaigns", under /campaign-management). Every call resolves the
 * caller's company scope first (§6): campaigns of other companies are absent from lists and
 * NOT_FOUND by id.
 */
export function campaignRoutes(router: Router, ctx: CampaignContext): void {
  const { pool } = ctx;

  handle(router, listCampaignsOp, async ({ query: filter, identity, req }) => {
    const companies = await companiesOf(ctx, req);
    const { rows, total } = await listCampaigns(pool, companies, filter);
    return { status: true, data: rows, total_rows: total, show_company: seesCompanyColumn(identity) };
  });

  // The campaign as the rules page reads it (designed: the spec reads it from the route, falling back to local storage).
  handle(router, getCampaign, async ({ query: { id_campaign }, req }) => ({
    status: true,
    data: await campaignFor(ctx, req, id_campaign),
  }));

  // Designed ("not shown"): the campaign's latest process, so the rules page can tell whether one is running.
  handle(router, getLatestProcess, async ({ query: { id_campaign }, req }) => {
    await campaignFor(ctx, req, id_campaign);
    return { status: true, data: await latestProcess(pool, id_campaign) };
  });

  handle(router, getCampaignInfo, async ({ query: { id_campaign }, req }) => {
    await campaignFor(ctx, req, id_campaign);
    // The source system's Python-like dict text (§7); the graph turns it into key and value rows.
    return { status: true, data: { campaign_info_csv_data: toPythonDict(await campaignInfo(pool, id_campaign)) } };
  });

  handle(router, editCampaignGroups, async ({ body, req }) => {
    await editableCampaignFor(ctx, req, body.id_campaign);
    const ids = [...new Set(body.variable_group_data)];
    if ((await countVariableGroups(pool, ids)) !== ids.length) throw badRequest(CAMPAIGN_MESSAGES.groupUnknown);
    await withTransaction(pool, async (db) => {
      // The groups change (parameters of groups no longer assigned go with them); the INCA status follows the rules left.
      await replaceVariableGroups(db, body.id_campaign, ids);
      await setIncaStatus(db, body.id_campaign, incaStatusOf(await loadCampaignParams(db, body.id_campaign)));
    });
    return { status: true, message: CAMPAIGN_MESSAGES.confirm_save_message, data: await campaignFor(ctx, req, body.id_campaign) };
  });

  handle(router, listGroupOptions, async () => ({ status: true, data: await variableGroupOptions(pool) }));

  handle(router, listHistoryOp, async ({ query: filter, req }) => {
    const companies = await companiesOf(ctx, req);
    if (filter.id_campaign) await campaignFor(ctx, req, filter.id_campaign);
    const { rows, total } = await listHistory(pool, companies, filter);
    return { status: true, data: rows, total_rows: total };
  });

  handle(router, listProductsOp, async ({ query: filter, req }) => {
    await campaignFor(ctx, req, filter.id_campaign);
    const { rows, total } = await listProducts(pool, filter);
    return { status: true, data: rows, total_rows: total };
  });

  // Designed ("not shown"): the item catalogue the recommendation scores.
  handle(router, listItemsOp, async ({ query }) => {
    const { rows, total } = await listItems(pool, query);
    return { status: true, data: rows, total_rows: total };
  });

  // ── files: the handlers stream the file themselves and answer nothing ──

  handle(router, exportCampaigns, async ({ query: filter, req, res }) => {
    const companies = await companiesOf(ctx, req);
    await streamCsv(res, CAMPAIGN_FILES.campaigns, CAMPAIGN_CSV_HEADER, campaignCsvRows(pool, companies, filter));
  });

  // The rules history: every configured rule of the filtered campaigns with its last change.
  handle(router, exportRulesHistory, async ({ query: filter, req, res }) => {
    const companies = await companiesOf(ctx, req);
    await streamCsv(res, CAMPAIGN_FILES.rulesHistory, RULES_HISTORY_CSV_HEADER, rulesHistoryCsvRows(pool, companies, filter));
  });

  handle(router, exportProducts, async ({ query: { id_campaign }, req, res }) => {
    await campaignFor(ctx, req, id_campaign);
    // The products tab's filters ride along with the campaign.
    const filter = parseInput(productsQuery.optional(), { ...req.query, id_campaign: String(id_campaign) });
    await streamCsv(res, CAMPAIGN_FILES.products, PRODUCTS_CSV_HEADER, productsCsvRows(pool, filter ?? { id_campaign }));
  });

  handle(router, exportHistory, async ({ query: filter, req, res }) => {
    const companies = await companiesOf(ctx, req);
    if (filter.id_campaign) await campaignFor(ctx, req, filter.id_campaign);
    await streamCsv(res, CAMPAIGN_FILES.history, HISTORY_CSV_HEADER, historyCsvRows(pool, companies, filter));
  });

  handle(router, downloadProcessJson, async ({ query: { id_process }, req, res }) => {
    const process = await processInScope(ctx, await companiesOf(ctx, req), id_process);
    startFile(res, CAMPAIGN_FILES.information, 'application/json; charset=utf-8');
    res.end(JSON.stringify(processInformation(process), null, 2));
  });

  // Designed: the result file of an upload process (result.csv), downloadable again from the history.
  handle(router, downloadProcessResult, async ({ query: { id_process }, req, res }) => {
    const process = await processInScope(ctx, await companiesOf(ctx, req), id_process);
    if (!process.result_file) throw notFound(CAMPAIGN_MESSAGES.noRecordsEs);
    startFile(res, CAMPAIGN_FILES.uploadResult, 'text/csv; charset=utf-8');
    res.end(process.result_file);
  });
}
