import { apiErrorText } from '@site/client/errors';
import { useCallback } from 'react';
import { errorCode, FORM_FAILURE_WORDS } from './errors';
import { useFormMessages } from './messages';

/**
 * What a form says for a failed call, before translation: the catalogue's words (SPEC 8) as the
 * server sent them, or a 'forms:' key for no connection; null when the API client handled it
 * (session, maintenance) or nothing is to be said.
 */
export function failureWords(error: unknown): string | null {
  return apiErrorText(error, FORM_FAILURE_WORDS);
}

/**
 * Where a failed call's message goes (the calls are quiet: no toast): the
 * catalogue's words at the field its code belongs to, else returned (untranslated,
 * as failureWords) for the form's own message. Null when placed at a field or nothing is to be said.
 */
export function placeFailure<K extends string>(error: unknown, fields: Readonly<Record<string, K>>, setError: (name: K, message: string) => void): string | null {
  const message = failureWords(error);
  if (!message) return null;
  const field = fields[errorCode(error) ?? ''];
  if (field) {
    setError(field, message);
    return null;
  }
  return message;
}

/**
 * The form-failure hook: `failureText(error)` is a failed call's message ready to show (the
 * server's words, or the 'forms:' wording translated); null when nothing is to be said, unless
 * `orNetwork`, where a dialog must say something, gives the no-connection wording then.
 */
export function useFormFailure() {
  const { message } = useFormMessages();
  const failureText = useCallback(
    (error: unknown, { orNetwork = false }: { orNetwork?: boolean } = {}): string | null => {
      const said = failureWords(error) ?? (orNetwork ? FORM_FAILURE_WORDS.network : null);
      return said ? (message(said) ?? null) : null;
    },
    [message],
  );
  return { failureText };
}
