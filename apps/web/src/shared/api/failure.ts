import { endsSession, errorKey, ShowType } from '@site/contract/error-codes';
import { toApiLanguage } from '../i18n/languages';
import { useSessionStore } from '../stores/session';
import { useSettingsStore } from '../stores/settings';
import { useSituationStore, type MaintenanceWindow } from '../stores/situation';
import { escapeHtml } from '../utils/html';
import { findErrorRecord } from './catalogue';
import { apiEnvironment } from './environment';
import { ApiError, type ApiFailureResponse } from './errors';

/** SPEC 8 for failed calls; loaded with the first failure, not on the first screen. */

const MAINTENANCE_PATH = '/situation/503';

/** The session-ending error last shown; repeats are silent until the run ends (SPEC 8). */
export interface SessionRun {
  get: () => string | null;
  set: (key: string | null) => void;
}

function maintenanceWindow(data: unknown): MaintenanceWindow | null {
  if (typeof data !== 'object' || data === null) return null;
  const { startTime, endTime } = data as Record<string, unknown>;
  const asText = (v: unknown) => (typeof v === 'string' && v ? v : null);
  if (asText(startTime) === null && asText(endTime) === null) return null;
  return { startTime: asText(startTime), endTime: asText(endTime) };
}

export async function onFailure(response: ApiFailureResponse, run: SessionRun): Promise<ApiError> {
  const env = apiEnvironment();
  const { status, code, msg } = response;
  const language = toApiLanguage(useSettingsStore.getState().language);

  if (status === 503) {
    useSituationStore.getState().setMaintenance(maintenanceWindow(response.data));
    if (env.currentPath() !== MAINTENANCE_PATH) env.navigate(MAINTENANCE_PATH);
    return new ApiError('maintenance', response);
  }

  const key = errorKey(status, code);
  if (endsSession(status, code)) {
    if (run.get() !== key) {
      run.set(key);
      const record = await findErrorRecord(language, key);
      env.modal({
        title: await env.translate('dialog.notice'),
        content: escapeHtml(record?.description || msg || (await env.translate('errors.sessionEnded'))),
        closeText: await env.translate('actions.close'),
      });
      useSessionStore.getState().logout();
      env.navigate('/');
    } else {
      useSessionStore.getState().logout();
    }
    return new ApiError('session', response);
  }

  run.set(null);
  const record = await findErrorRecord(language, key);
  if (!record) {
    env.toast(`error: ${code}`, `error-${key}`);
    return new ApiError('unknown', response);
  }
  const text = record.description || record.defaultDesc || msg;
  if (record.showType === ShowType.toast) env.toast(text, `error-${key}`);
  else if (record.showType === ShowType.modal) {
    env.modal({ title: await env.translate('dialog.notice'), content: escapeHtml(text), closeText: await env.translate('actions.close') });
  }
  return new ApiError('catalogued', response);
}

