import { z } from 'zod';

/** The `{status, data}` envelope every service answers with (reports: `{success, data}`). */
export const envelope = <T extends z.ZodType>(data: T) => z.object({ status: z.boolean(), data, message: z.string().optional() });
export const successEnvelope = <T extends z.ZodType>(data: T) => z.object({ success: z.boolean(), data });
