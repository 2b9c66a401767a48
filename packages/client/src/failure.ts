import { endsSession, errorKey, ShowType } from '@site/contract/error-codes';
import { findErrorRecord } from './catalogue';
import type { ClientEnvironment, MaintenanceWindow } from './environment';
import { ApiError, type ApiFailureResponse } from './errors';
import { escapeHtml } from './html';

/** SPEC 8 for failed calls; loaded with the first failure, not on the first screen. */

/** The session-ending error last shown; repeats are silent until the run ends (SPEC 8). */
export interface SessionRun {
  get: () => string | null;
  set: (key: string | null) => void;
}

export interface FailureOptions {
  /** The caller shows catalogued errors itself (inline, by ApiError.text): no toast or dialog. */
  quiet?: boolean;
  /** The token the call was sent with. */
  sentToken?: string | null;
}

function maintenanceWindow(data: unknown): MaintenanceWindow | null {
  if (typeof data !== 'object' || data === null) return null;
  const { startTime, endTime } = data as Record<string, unknown>;
  const asText = (v: unknown) => (typeof v === 'string' && v ? v : null);
  if (asText(startTime) === null && asText(endTime) === null) return null;
  return { startTime: asText(startTime), endTime: asText(endTime) };
}

export async function onFailure(env: ClientEnvironment, response: ApiFailureResponse, run: SessionRun, options: FailureOptions = {}): Promise<ApiError> {
  const { status, code, msg } = response;
  const language = env.language();

  if (status === 503) {
    await env.onMaintenance(maintenanceWindow(response.data));
    return new ApiError('maintenance', response);
  }

  const key = errorKey(status, code);
  if (endsSession(status, code)) {
    // A late answer for a session this app already ended (the player's own logout): nothing left to end or tell.
    if (options.sentToken && env.sessionEndedHere?.(options.sentToken)) return new ApiError('session', response);
    const first = run.get() !== key;
    if (first) {
      run.set(key);
      if (env.sessionNotice !== false) {
        const record = await findErrorRecord(env, language, key);
        env.modal({
          title: await env.translate('dialog.notice'),
          content: escapeHtml(record?.description || msg || (await env.translate('errors.sessionEnded'))),
          closeText: await env.translate('actions.close'),
        });
      }
    }
    await env.logout(first, key);
    return new ApiError('session', response);
  }

  run.set(null);
  const record = await findErrorRecord(env, language, key);
  if (!record) {
    const unknown = `error: ${code}`;
    if (!options.quiet) env.toast(unknown, `error-${key}`);
    return new ApiError('unknown', response, undefined, unknown);
  }
  const text = record.description || record.defaultDesc || msg;
  if (!options.quiet && record.showType === ShowType.toast) env.toast(text, `error-${key}`);
  else if (!options.quiet && record.showType === ShowType.modal) {
    env.modal({ title: await env.translate('dialog.notice'), content: escapeHtml(text), closeText: await env.translate('actions.close') });
  }
  return new ApiError('catalogued', response, undefined, text);
}
