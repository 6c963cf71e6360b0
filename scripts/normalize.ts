// Normalizes and hashes customer identifiers for one platform, for checking the rules by hand:
//   npm run -s normalize -- --platform meta < ../shared/activation/sample-corpus.jsonl
// Reads JSON lines on stdin, writes one JSON line per record on stdout; bad lines go to stderr
// with their line number and are skipped (the exit code is then 1).
import { createInterface } from 'node:readline';
import { once } from 'node:events';
import { createNormalizer, formatNormalizedLine, isPlatform, parseInputLine, PLATFORMS } from '@inca/activation';

function platformArgument(argv: readonly string[]): string | undefined {
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index]!;
    if (arg === '--platform') return argv[index + 1];
    if (arg.startsWith('--platform=')) return arg.slice('--platform='.length);
  }
  return undefined;
}

async function main(): Promise<number> {
  const platform = platformArgument(process.argv.slice(2));
  if (platform === undefined || !isPlatform(platform)) {
    process.stderr.write(`usage: npm run -s normalize -- --platform <${PLATFORMS.join('|')}>\n`);
    return 2;
  }
  const normalize = createNormalizer(platform);
  const lines = createInterface({ input: process.stdin, crlfDelay: Infinity });
  let lineNumber = 0;
  let bad = 0;
  for await (const line of lines) {
    lineNumber += 1;
    const parsed = parseInputLine(line);
    if ('blank' in parsed) continue;
    if ('error' in parsed) {
      bad += 1;
      process.stderr.write(`line ${lineNumber}: ${parsed.error}\n`);
      continue;
    }
    if (!process.stdout.write(`${formatNormalizedLine(normalize(parsed.record))}\n`)) {
      await once(process.stdout, 'drain');
    }
  }
  return bad > 0 ? 1 : 0;
}

process.exitCode = await main();
