/**
 * How many platforms the system tests run on at once (TEST_PLATFORMS, 2 by default): the system
 * project's workers, each file on its worker's platform (globalSetup.ts, platformOfWorker.ts). Two
 * keep both cores of the CI machine busy while a browser test waits for a page or a file waits for
 * a run; 1 runs the files one after another on a single platform.
 */
export function testPlatformCount(env: NodeJS.ProcessEnv = process.env): number {
  const value = env.TEST_PLATFORMS;
  if (value === undefined || value === '') return 2;
  const count = Number(value);
  if (!Number.isInteger(count) || count < 1) throw new Error(`TEST_PLATFORMS: debe ser un entero mayor que 0 (es "${value}")`);
  return count;
}
