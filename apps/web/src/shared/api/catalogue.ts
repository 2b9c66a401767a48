import { configErrorCodeVersion } from '@site/contract/api/config';
import { errorKey, SUCCESS_CODE, type ErrorCodeRecord } from '@site/contract/errors';
import type { ApiLanguage } from '../i18n/languages';
import { readLocal, writeLocal } from '../stores/storage';
import { ApiError } from './errors';
import { queryClient } from './query-client';
import { rawRequest } from './request';

export interface ErrorCatalogue {
  version: string;
  errorCodes: ErrorCodeRecord[];
}

export const basicsKeys = {
  all: ['basics'] as const,
  errorCodes: (language: ApiLanguage) => ['basics', 'errorCodes', language] as const,
};

export const CATALOGUE_STORAGE_PREFIX = 'site.errorCodes.';

function readStored(language: ApiLanguage): ErrorCatalogue | null {
  const text = readLocal(CATALOGUE_STORAGE_PREFIX + language);
  if (!text) return null;
  try {
    const parsed = configErrorCodeVersion.response.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** GET /v1/basics/errorCode/version for a language; kept in localStorage per language and version. */
export async function fetchErrorCatalogue(language: ApiLanguage): Promise<ErrorCatalogue> {
  const { status, json } = await rawRequest(configErrorCodeVersion, { query: { language } });
  if (status !== 200 || json.code !== SUCCESS_CODE) {
    throw new ApiError('unknown', { status, code: String(json.code ?? ''), msg: String(json.msg ?? ''), data: json.data ?? null });
  }
  const parsed = configErrorCodeVersion.response.safeParse(json.data);
  if (!parsed.success) throw new ApiError('invalid', null, 'error catalogue does not match the contract');
  const stored = readStored(language);
  if (stored?.version === parsed.data.version) return stored;
  writeLocal(CATALOGUE_STORAGE_PREFIX + language, JSON.stringify(parsed.data));
  return parsed.data;
}

function catalogueQuery(language: ApiLanguage) {
  return { queryKey: basicsKeys.errorCodes(language), queryFn: () => fetchErrorCatalogue(language), staleTime: Infinity, retry: false };
}

/**
 * The catalogue of the current language: from memory, else from localStorage
 * (checked against the server's version in the background), else fetched.
 */
export async function loadErrorCatalogue(language: ApiLanguage): Promise<ErrorCatalogue | null> {
  const key = basicsKeys.errorCodes(language);
  const inMemory = queryClient.getQueryData<ErrorCatalogue>(key);
  if (inMemory) return inMemory;
  const stored = readStored(language);
  if (stored) {
    queryClient.setQueryData(key, stored, { updatedAt: 0 });
    void queryClient.prefetchQuery({ ...catalogueQuery(language), staleTime: 0 });
    return stored;
  }
  try {
    return await queryClient.fetchQuery(catalogueQuery(language));
  } catch {
    return null;
  }
}

export async function findErrorRecord(language: ApiLanguage, key: string): Promise<ErrorCodeRecord | undefined> {
  const catalogue = await loadErrorCatalogue(language);
  return catalogue?.errorCodes.find((r) => errorKey(r.httpStatus, r.errorCode) === key);
}
