import { describe, expect, it } from 'vitest';
import { OPS_COMMANDS, OPS_USAGE, runOps, UsageError } from './ops-commands';

// Refusals of the command line come before the database is opened: no target folder is touched.
const target = { dataDir: '/nonexistent/ops-commands-test' };

describe('npm run ops: the table of commands', () => {
  it('derives the usage text from the table: every command is named in it, in the table order', () => {
    const at = OPS_COMMANDS.flatMap((c) => c.names).map((name) => OPS_USAGE.indexOf(`\n  ${name}`));
    expect(at.every((i) => i > 0)).toBe(true);
    expect(OPS_COMMANDS.map((c) => OPS_USAGE.indexOf(c.usage))).toEqual([...OPS_COMMANDS.map((c) => OPS_USAGE.indexOf(c.usage))].sort((a, b) => a - b));
    expect(new Set(OPS_COMMANDS.flatMap((c) => c.names)).size).toBe(OPS_COMMANDS.flatMap((c) => c.names).length);
  });

  it('answers an unknown or missing command, and maintenance without its action, with the usage text', async () => {
    for (const args of [[], ['nonsense'], ['maintenance']]) {
      const refused = await runOps(args, target).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(UsageError);
      expect((refused as Error).message).toBe(OPS_USAGE);
    }
    await expect(runOps(['maintenance', 'sideways'], target)).rejects.toThrow(`unknown maintenance action: sideways\n${OPS_USAGE}`);
    await expect(runOps(['restore'], target)).rejects.toThrow('restore needs the backup file');
    await expect(runOps(['outbox', '--limit', '0'], target)).rejects.toThrow('--limit must be a positive whole number');
  });
});
