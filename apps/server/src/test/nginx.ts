import { execFileSync, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { renderNginxConf } from '../nginx-conf';
import { freePort } from './pg';

const TEMPLATE = readFileSync(new URL('../../../../deploy/nginx.conf.template', import.meta.url), 'utf8');

function nginxBinary(): string {
  const dirs = ['/usr/sbin', ...(process.env.PATH ?? '').split(':')];
  const found = dirs.map((dir) => join(dir, 'nginx')).find((path) => existsSync(path));
  if (!found) throw new Error('nginx not found: apt-get install -y nginx');
  return found;
}

export interface TestNginx {
  /** http://127.0.0.1:<port> */
  front: string;
  stop(): Promise<void>;
}

/** A real nginx from deploy/nginx.conf.template in front of `upstreams` (host:port), answering /healthz before it returns. */
export async function startTestNginx(upstreams: readonly string[], options: { backofficeHost?: string } = {}): Promise<TestNginx> {
  const prefix = mkdtempSync(join(tmpdir(), 'nginx-test-'));
  mkdirSync(join(prefix, 'tmp'));
  for (const dir of [prefix, join(prefix, 'tmp')]) chmodSync(dir, 0o755);
  const port = await freePort();
  writeFileSync(join(prefix, 'nginx.conf'), renderNginxConf(TEMPLATE, `127.0.0.1:${port}`, [...upstreams], undefined, options));
  const args = ['-p', `${prefix}/`, '-c', join(prefix, 'nginx.conf'), '-e', 'stderr'];
  execFileSync(nginxBinary(), ['-t', '-q', ...args], { stdio: 'pipe' });
  const nginx = spawn(nginxBinary(), args, { stdio: 'ignore' });
  const front = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    if (nginx.exitCode !== null) throw new Error(`nginx exited (${nginx.exitCode})`);
    if (await fetch(`${front}/healthz`).then((r) => r.ok, () => false)) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    front,
    stop: async () => {
      nginx.kill('SIGTERM');
      if (nginx.exitCode === null) await new Promise((resolve) => nginx.once('exit', resolve));
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}
