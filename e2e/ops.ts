import { execFileSync } from 'node:child_process';
import { REPO_ROOT } from './server';

/** Runs the operator CLI against a server's data folder, as an operator would. */
export function ops(dataDir: string, ...args: string[]): string {
  return execFileSync(process.execPath, ['--import', 'tsx', 'apps/server/src/ops.ts', ...args], {
    cwd: REPO_ROOT,
    env: { ...process.env, DATA_DIR: dataDir },
    encoding: 'utf8',
  });
}
