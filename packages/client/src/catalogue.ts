import { configErrorCodeVersion } from '@site/contract/api/config';
import { errorKey, SUCCESS_CODE, type ErrorCodeRecord } from '@site/contract/errors';
import type { ApiLanguage, ClientEnvironment } from './environment';
import { ApiError } from './errors';
import { rawRequest } from './request';

/** The error catalogue (GET /v1/basics/errorCode/version); loaded with the first failure, not on the first screen. */
export interface ErrorCatalogue {
  version: string;
  errorCodes: ErrorCodeRecord[];
}

export const basicsKeys = {
  all: ['basics'] as const,
  errorCodes: (language: ApiLanguage) => ['basics', 'errorCodes', language] as const,
};

export const CATALOGUE_STORAGE_PREFIX = 'site.errorCodes.';

function readStored(env: ClientEnvironment, language: ApiLanguage): ErrorCatalogue | null {
  const text = env.storage?.read(CATALOGUE_STORAGE_PREFIX + language);
  if (!text) return null;
  try {
    const parsed = configErrorCodeVersion.response.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The catalogue of a language from the server; kept in storage per language and version. */
export async function fetchErrorCatalogue(env: ClientEnvironment, language: ApiLanguage): Promise<ErrorCatalogue> {
  const { status, json } = await rawRequest(env, configErrorCodeVersion, { query: { language } });
  if (status !== 200 || json.code !== SUCCESS_CODE) {
    throw new ApiError('unknown', { status, code: String(json.code ?? ''), msg: String(json.msg ?? ''), data: json.data ?? null });
  }
  const parsed = configErrorCodeVersion.response.safeParse(json.data);
  if (!parsed.success) throw new ApiError('invalid', null, 'error catalogue does not match the contract');
  const stored = readStored(env, language);
  if (stored?.version === parsed.data.version) return stored;
  env.storage?.write(CATALOGUE_STORAGE_PREFIX + language, JSON.stringify(parsed.data));
  return parsed.data;
}

function catalogueQuery(env: ClientEnvironment, language: ApiLanguage) {
  return { queryKey: basicsKeys.errorCodes(language), queryFn: () => fetchErrorCatalogue(env, language), staleTime: Infinity, retry: false };
}

/**
 * The catalogue of a language: from memory, else from storage (checked
 * against the server's version in the background), else fetched.
 */
export async function loadErrorCatalogue(env: ClientEnvironment, language: ApiLanguage): Promise<ErrorCatalogue | null> {
  const { queryClient } = env;
  const key = basicsKeys.errorCodes(language);
  const inMemory = queryClient.getQueryData<ErrorCatalogue>(key);
  if (inMemory) return inMemory;
  const stored = readStored(env, language);
  if (stored) {
    queryClient.setQueryData(key, stored, { updatedAt: 0 });
    void queryClient.prefetchQuery({ ...catalogueQuery(env, language), staleTime: 0 });
    return stored;
  }
  try {
    return await queryClient.fetchQuery(catalogueQuery(env, language));
  } catch {
    return null;
  }
}

/** The record of a failure by its key (HTTP status joined with the code, SPEC 8). */
export async function findErrorRecord(env: ClientEnvironment, language: ApiLanguage, key: string): Promise<ErrorCodeRecord | undefined> {
  const catalogue = await loadErrorCatalogue(env, language);
  return catalogue?.errorCodes.find((r) => errorKey(r.httpStatus, r.errorCode) === key);
}
