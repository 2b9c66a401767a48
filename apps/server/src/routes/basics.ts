import { configApi } from '@site/contract';
import type { FastifyInstance } from 'fastify';
import { CoreErrors } from '../domain/errors';
import { route } from '../http/route';

/**
 * The error catalogue. Answered during maintenance too: the client needs the
 * texts to explain the 503 (SPEC 8).
 */
export async function basicsRoutes(app: FastifyInstance): Promise<void> {
  const { catalogue } = app.site;
  route(app, configApi.errorCodeVersion, ({ lang }) => ({ version: catalogue.version, errorCodes: catalogue.list(lang) }), {
    maintenanceGate: false,
    public: true,
  });
  route(
    app,
    configApi.errorCodeByVersion,
    ({ lang, params }) => {
      if (params.version !== catalogue.version) throw CoreErrors.notFound();
      return { version: catalogue.version, errorCodes: catalogue.list(lang) };
    },
    { maintenanceGate: false, public: true },
  );
}
