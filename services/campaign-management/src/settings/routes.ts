import type { Router } from 'express';
import { handle, notFound } from '@inca/service-kit';
import type { CampaignContext } from '../context.ts';
import { getSetting } from '@inca/contracts/campaign-management';
import { companiesOf, inScope } from '../campaigns/index.ts';
import { findSetting } from './repository.ts';

/**
 * GET /settings (§7): SET0003 (companies) or SET0005 (disabled variables); answers
 * data.settings_json_value. The companies of SET0003 are those of the caller's scope (§6: the admin
 * every organisation, steward and retail analyst the companies they have access to).
 */
export function settingsRoutes(router: Router, ctx: CampaignContext): void {
  handle(router, getSetting, async ({ query: { settings_code }, req }) => {
    const setting = await findSetting(ctx.pool, settings_code);
    if (!setting) throw notFound('La configuración no existe.');
    if (settings_code === 'SET0003' && Array.isArray(setting.settings_json_value)) {
      const companies = await companiesOf(ctx, req);
      setting.settings_json_value = (setting.settings_json_value as { itc_company_code?: string }[]).filter((c) =>
        inScope(companies, c.itc_company_code),
      );
    }
    return { status: true, data: setting };
  });
}
