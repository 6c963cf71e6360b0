import {
  CAMPAIGN_FILES,
  CAMPAIGN_MESSAGES,
  CATALOGUE_CATEGORIES,
  formatQuantity,
  recommendProducts,
  type AudienceSignals,
  type CatalogueItem,
  type RecommendationRules,
  type SummaryLine,
} from '@inca/domain';
import type { Queryable } from '@inca/db';
import { REGIONS, type SegmentPredicate } from '@inca/warehouse';
import type { CampaignContext } from '../context.ts';
import { keysOf, loadCampaignParams, rangeOf, type CampaignParamRow } from '../rules/index.ts';
import {
  audienceSignals,
  catalogue,
  listedItems,
  markProcessFailed,
  markProcessRunning,
  recommendationCampaign,
  storeRecommendation,
} from './repository.ts';

/** What the warehouse is asked about a campaign's customers: company, segment and the customer rules. */
export type AudienceQuery = {
  companyCode: string;
  predicate: SegmentPredicate | null;
  age: { start: number | null; end: number | null };
  regions: number[];
};

export function audienceQueryOf(
  companyCode: string,
  predicate: SegmentPredicate | null,
  params: readonly CampaignParamRow[],
): AudienceQuery {
  return {
    companyCode,
    predicate,
    age: rangeOf(params, 'EDAD_CLIENTE'),
    regions: keysOf(params, 'REGION')
      .map(Number)
      .filter((n) => Number.isInteger(n) && n >= 1 && n <= 16),
  };
}

/** The scoring rules of the campaign's parameters (categories, brands, items list, discount, amount range). */
export async function recommendationRulesOf(
  db: Queryable,
  params: readonly CampaignParamRow[],
  minimumAmount: number,
): Promise<RecommendationRules> {
  const listParams = params.flatMap((p) => (p.variable_code === 'LISTA_SKU' && p.id_campaign_param !== null ? [p.id_campaign_param] : []));
  const listed = await listedItems(db, listParams);
  const amount = rangeOf(params, 'MONTO_COMPRA');
  const discount = keysOf(params, 'TIPO_DESCUENTO')[0];
  return {
    categories: keysOf(params, 'CATEGORIA'),
    brands: keysOf(params, 'MARCA'),
    itemCodes: [...new Set([...keysOf(params, 'LISTA_SKU'), ...listed])],
    discountType: discount === 'MONTO_FIJO' ? 'MONTO_FIJO' : 'PORCENTAJE',
    minimumAmount: amount.start ?? minimumAmount,
    maxAmount: amount.end,
  };
}

export function qualifyingItems(items: readonly CatalogueItem[], rules: RecommendationRules): CatalogueItem[] {
  return recommendProducts('', items, { customers: 1, byCategory: {} }, rules, Number.MAX_SAFE_INTEGER).map((p) =>
    items.find((i) => i.item_code === p.item_code)!,
  );
}

const categoryName = (key: string) => CATALOGUE_CATEGORIES.find((c) => c.key === key)?.name ?? key;
const regionName = (id: number) => REGIONS.find(([r]) => r === id)?.[1] ?? String(id);

/**
 * The rules summary (§2.3 summary panel, preview): customers of the segment (by chosen region),
 * customers who buy the chosen categories (by category) and products that meet the rules (by category).
 */
export function buildSummary(
  signals: AudienceSignals & { byRegion: Record<number, number> },
  rules: RecommendationRules,
  query: AudienceQuery,
  items: readonly CatalogueItem[],
): SummaryLine[] {
  const categories = rules.categories.length ? rules.categories : CATALOGUE_CATEGORIES.map((c) => c.key);
  const qualifying = qualifyingItems(items, rules);
  const buyers = categories.map((key) => ({ name: categoryName(key), quantity: signals.byCategory[key] ?? 0 }));
  return [
    {
      name: 'Clientes del segmento',
      quantity: signals.customers,
      children: query.regions.map((r) => ({ name: regionName(r), quantity: signals.byRegion[r] ?? 0 })),
    },
    {
      name: 'Clientes que compran las categorías',
      quantity: Math.min(signals.customers, Math.max(0, ...buyers.map((b) => b.quantity))),
      children: buyers,
    },
    {
      name: 'Productos que cumplen las reglas',
      quantity: qualifying.length,
      children: categories.map((key) => ({ name: categoryName(key), quantity: qualifying.filter((i) => i.item_category === key).length })),
    },
  ];
}

/** Summary as {key: value} lines for the history row (§2.2: shown as key: value lines). */
export const summaryLines = (summary: readonly SummaryLine[]): Record<string, string> =>
  Object.fromEntries(summary.map((line) => [line.name, formatQuantity(line.quantity)]));

export type RecommendationJob = {
  id_process: number;
  id_campaign: number;
  predicate: SegmentPredicate | null;
  segment_code: string | null;
};

/**
 * One recommendation process: reads the campaign's rules, counts its customers in the warehouse,
 * scores the catalogue, replaces the campaign's products and closes the history row — 'success'
 * with the figures, or 'error' with the reason as final message and detail. Never throws for a
 * business failure (the history row says it); infrastructure errors are recorded and rethrown.
 */
export async function runRecommendation(ctx: CampaignContext, job: RecommendationJob): Promise<'success' | 'error'> {
  const { pool } = ctx;
  await markProcessRunning(pool, job.id_process);
  const fail = async (message: string, summary: Record<string, string> = {}) => {
    await markProcessFailed(pool, job.id_process, message, summary);
    return 'error' as const;
  };
  try {
    const campaign = await recommendationCampaign(pool, job.id_campaign);
    if (!campaign) return await fail(CAMPAIGN_MESSAGES.notFound);
    const params = await loadCampaignParams(pool, job.id_campaign);
    const query = audienceQueryOf(campaign.itc_company_campaign_code, job.predicate, params);
    const signals = await audienceSignals(await ctx.customers(), query);
    const rules = await recommendationRulesOf(pool, params, campaign.minimum_amount);
    const items = await catalogue(pool);
    const summary = buildSummary(signals, rules, query, items);
    const lines = {
      Campaña: campaign.campaign_code,
      ...(job.segment_code ? { Segmento: job.segment_code } : {}),
      ...summaryLines(summary),
    };
    if (signals.customers === 0) return await fail(CAMPAIGN_MESSAGES.noCustomers, lines);
    const products = recommendProducts(campaign.campaign_code, items, signals, rules);
    if (products.length === 0) return await fail(CAMPAIGN_MESSAGES.noProducts, lines);
    await storeRecommendation(pool, {
      idCampaign: job.id_campaign,
      idProcess: job.id_process,
      products,
      message: CAMPAIGN_MESSAGES.processDone(products.length),
      summaryLines: { ...lines, 'Productos recomendados': formatQuantity(products.length) },
      information: {
        status: true,
        data: {
          campaign_code: campaign.campaign_code,
          segment_code: job.segment_code,
          summary,
          products: products.length,
          file: CAMPAIGN_FILES.products,
        },
      },
      rulesSummary: summary,
    });
    return 'success';
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    await fail(`${CAMPAIGN_MESSAGES.processError} Detalle: ${detail}`).catch(() => undefined);
    throw error;
  }
}
