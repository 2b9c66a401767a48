import type { FastifyInstance } from 'fastify';

/**
 * Test-only (main.ts registers it only with NODE_ENV=test and TEST_SLOW_ROUTE=1): GET
 * /__test/slow?ms=N answers {"slept":N} after N ms (at most 30 s), so the shutdown test has a
 * request in flight when the signal arrives.
 */
export async function testSlowRoutes(app: FastifyInstance): Promise<void> {
  app.get('/__test/slow', { config: { rateLimit: false } }, async (request) => {
    const raw = Number((request.query as Record<string, unknown>).ms);
    const ms = Number.isFinite(raw) ? Math.min(Math.max(raw, 0), 30_000) : 1000;
    await new Promise((resolve) => setTimeout(resolve, ms));
    return { slept: ms };
  });
}
