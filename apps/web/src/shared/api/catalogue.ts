import * as shared from '@site/client/catalogue';
import type { ErrorCodeRecord } from '@site/contract/errors';
import type { ApiLanguage } from '../i18n/languages';
import { webClient } from './client';

/** The error catalogue of a language (@site/client/catalogue) with the web app's cache and storage. */
export function loadErrorCatalogue(language: ApiLanguage): Promise<shared.ErrorCatalogue | null> {
  return shared.loadErrorCatalogue(webClient.environment, language);
}

export function findErrorRecord(language: ApiLanguage, key: string): Promise<ErrorCodeRecord | undefined> {
  return shared.findErrorRecord(webClient.environment, language, key);
}
