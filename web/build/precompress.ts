import { readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|map|ttf|eot)$/;

/**
 * Writes `.br` and `.gz` beside every compressible file of the build, at the highest levels (done
 * once per build, so the gateway serves them without compressing per request). Files smaller than
 * 1 KB are left alone.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'inca-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await readdir(outDir, { recursive: true })).map(String).filter((f) => COMPRESSIBLE.test(f));
      await Promise.all(
        files.map(async (file) => {
          const full = path.join(outDir, file);
          const body = await readFile(full);
          if (body.length < 1024) return;
          await writeFile(
            `${full}.br`,
            await brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
          );
          await writeFile(`${full}.gz`, await gz(body, { level: 9 }));
        }),
      );
    },
  };
}
