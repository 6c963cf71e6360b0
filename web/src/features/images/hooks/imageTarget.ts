/** The audience whose gallery an image belongs to. */
export type ImageTarget = { companyCode: string; audienceId: string };
