import { VITALS_BODY_LIMIT, VITALS_ERRORS, vitalsApi, vitalsRouteLabel, vitalsValueProblem } from '@site/contract';
import type { FastifyInstance } from 'fastify';
import { domainError, DomainError } from '../domain/errors';
import { sendError, toApiError } from '../http/errors';
import { route, type Issue } from '../http/route';
import type { SiteMetrics } from '../services/metrics';

export interface VitalsOptions {
  metrics: SiteMetrics;
  /** Beacons per minute per client address. */
  rateLimitMax: number;
  /** Beacons per minute this process takes from all addresses together (after each address's own limit). */
  siteRateLimitMax: number;
}

export const VitalsErrors = {
  malformed: (issues: Issue[] = []) => domainError(VITALS_ERRORS.malformed, { issues }),
  tooLarge: () => domainError(VITALS_ERRORS.tooLarge, { limitBytes: VITALS_BODY_LIMIT }),
  unknownMetric: (issues: Issue[]) => domainError(VITALS_ERRORS.unknownMetric, { issues }),
  outOfBounds: (issues: Issue[]) => domainError(VITALS_ERRORS.outOfBounds, { issues }),
  rateLimited: () => domainError(VITALS_ERRORS.rateLimited),
  siteRateLimited: () => domainError(VITALS_ERRORS.siteRateLimited),
};

const MINUTE_MS = 60_000;

const FIGURE_NAME = /^figures\.\d+\.name$/;

/** The refusal of a beacon the schema refuses: an unknown metric name, else malformed (bounds come after, in the handler). */
export function beaconRefusal(issues: Issue[]): DomainError {
  if (issues.some((i) => i.in === 'body' && FIGURE_NAME.test(i.path))) return VitalsErrors.unknownMetric(issues);
  return VitalsErrors.malformed(issues);
}

/**
 * POST /api/v1/vitals (issue 22): players' own figures, sent by navigator.sendBeacon. Unsigned (a
 * beacon carries no header of ours; openapi.ts lists it), no token, a 2 KB body, its own per-address
 * limit, the contract's schema and per-metric bounds, then a site-wide limit; every refusal is the
 * envelope with a 0311xx code and records nothing. Registered as its own plugin so the text/plain
 * parser (a beacon of a string is text/plain) and the error handler below apply to this route only.
 */
export async function vitalsRoutes(app: FastifyInstance, options: VitalsOptions): Promise<void> {
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('text/plain', { parseAs: 'string', bodyLimit: VITALS_BODY_LIMIT }, (_request, text, done) => {
    try {
      done(null, JSON.parse(text as string));
    } catch {
      done(VitalsErrors.malformed([{ in: 'body', path: '', message: 'not JSON' }]), undefined);
    }
  });
  // The body's own failures (over 2 KB, bad JSON, another content type) with this endpoint's codes.
  app.setErrorHandler((error, request, reply) => {
    let refusal: DomainError;
    if (error instanceof DomainError) refusal = error;
    else {
      const status = (error as { statusCode?: number }).statusCode;
      if (status === 413) refusal = VitalsErrors.tooLarge();
      else if (status !== undefined && status >= 400 && status < 500 && status !== 429) {
        refusal = VitalsErrors.malformed([{ in: 'body', path: '', message: (error as { code?: string }).code ?? 'unreadable body' }]);
      } else refusal = toApiError(error);
    }
    if (refusal.status >= 500) request.log.error({ err: error }, 'unhandled error');
    return sendError(app, request, reply, refusal);
  });

  // Site-wide (issue 33: many addresses, each within its own limit, filled the histograms): one counter for
  // every address, kept as the per-address one is, in this process's memory (the rate-limit plugin's
  // ProcessStore, services/rate-limit-store.ts); N servers take N times as many, as with the per-address
  // limit. Counted last, for a beacon about to be recorded: one address over its own limit or sending
  // refused figures spends none of it, so it cannot shut out everyone else's beacons by itself.
  const site = new app.site.rateLimitStores.ProcessStore({});
  const takeSiteWide = () =>
    new Promise<boolean>((resolve, reject) => {
      site.incr('site', (error, result) => (error ? reject(error) : resolve((result?.current ?? 0) <= options.siteRateLimitMax)), MINUTE_MS, options.siteRateLimitMax);
    });

  route(
    app,
    vitalsApi.report,
    async ({ body }) => {
      const issues: Issue[] = [];
      body.figures.forEach((figure, index) => {
        const problem = vitalsValueProblem(figure.name, figure.value);
        if (problem) issues.push({ in: 'body', path: `figures.${index}.value`, message: problem });
      });
      if (issues.length > 0) throw VitalsErrors.outOfBounds(issues);
      if (!(await takeSiteWide())) throw VitalsErrors.siteRateLimited();
      options.metrics.recordVitals(body, vitalsRouteLabel(body.route));
      return null;
    },
    {
      signed: false,
      bodyLimit: VITALS_BODY_LIMIT,
      refuseInput: beaconRefusal,
      // The maintenance screen sends no beacon worth refusing: figures are taken during maintenance too.
      maintenanceGate: false,
      config: { rateLimit: { max: options.rateLimitMax, timeWindow: '1 minute', errorResponseBuilder: () => VitalsErrors.rateLimited() } },
    },
  );
}
