// The configuration module: companies' flags and ads accounts settings, sealed credentials, the daily account check.
export { configurationRoutes } from './routes.ts';
export { VERIFY_QUEUE, VERIFY_TIME_ZONE, runDailyVerification, verifyCron, verifyHourFrom, type DailyVerifyReport } from './dailyVerify.ts';
