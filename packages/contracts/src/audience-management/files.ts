import { fileLinkOperation } from '../fileLinks.ts';

/** A signed link for one of the service's files (lista_audiencias.xlsx), answered before the token wall. */
export const createAudienceFileLink = fileLinkOperation('audience-management');
