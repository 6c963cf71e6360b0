// The campaigns module: campaigns, their rules page (parameters; the rules themselves are ../rules), products, history and exports.
export { campaignRoutes } from './routes.ts';
export { campaignParamRoutes } from './paramRoutes.ts';
export { seedCampaigns } from './seed.ts';
export { campaignFor, companiesOf, editableCampaignFor, inScope } from './access.ts';

export type { CampaignRow, CompanyCodes } from './repository/campaigns.ts';
