import { formatDateTime } from '@site/contract/rules/format';
import { confirm } from '@site/ui/confirm';
import { showToast } from '@site/ui/toast-api';
import { useState, type FormEvent } from 'react';
import { useFormFailure } from '../../../shared/forms/failure';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { escapeHtml } from '../../../shared/utils/html';

const DAY_MS = 86_400_000;

export interface LimitChangeOptions {
  coolingDays: number;
  /** The limit in force, in comparable units (minor units or minutes); null = none. */
  current: number | null;
  /** A change waits already: typing the limit in force again then cancels nothing and is allowed. */
  hasPending: boolean;
  /** What was typed: an error text, or the value in comparable units and as sent. */
  parse: (text: string) => { error: string } | { value: number; sent: string };
  save: (sent: string | null) => Promise<unknown>;
  cancel: () => Promise<unknown>;
  words: {
    /** The confirmation's title and body for a raise (sent) or a removal (null), `date` when it takes effect. */
    confirm: (sent: string | null, date: string) => { title: string; body: string };
    saved: (raising: boolean) => string;
    same: string;
    cancelled: string;
  };
}

/**
 * The limit-change flow of a deposit, loss or session limit (issue 20): a lower or first limit
 * is saved at once; a raise or a removal is confirmed first, since it waits out the cooling
 * period; a pending change can be cancelled. Refusals are worded at the field.
 */
export function useLimitChange({ coolingDays, current, hasPending, parse, save, cancel, words }: LimitChangeOptions) {
  const { t } = useTranslation(['protection', 'forms']);
  const { failureText } = useFormFailure();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);

  const fail = (e: unknown) => {
    const message = failureText(e);
    if (message) setError(message);
  };

  const run = async (sent: string | null, raising: boolean) => {
    setError(null);
    if (raising) {
      // The date shown is an estimate from this device's clock; the server's answer fixes it.
      const { title, body } = words.confirm(sent, formatDateTime(Date.now() + coolingDays * DAY_MS));
      const yes = await confirm({
        title,
        content: escapeHtml(body),
        confirmText: t(sent === null ? 'confirm.remove' : 'confirm.raise'),
        cancelText: t('confirm.back'),
      });
      if (!yes) return;
    }
    // The field as it was sent: the save resolves only once the limits have been asked again, and what the
    // player typed meanwhile (the next change) stays.
    const typed = text;
    try {
      await save(sent);
      setText((now) => (now === typed ? '' : now));
      showToast(words.saved(raising), { kind: 'success' });
    } catch (e) {
      fail(e);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parse(text.trim());
    if ('error' in parsed) {
      setError(parsed.error);
      return;
    }
    if (current !== null && parsed.value === current && !hasPending) {
      setError(words.same);
      return;
    }
    void run(parsed.sent, current !== null && parsed.value > current);
  };

  const onRemove = () => void run(null, true);

  const onCancel = async () => {
    setError(null);
    try {
      await cancel();
      showToast(words.cancelled, { kind: 'success' });
    } catch (e) {
      fail(e);
    }
  };

  return { text, setText, error, onSubmit, onRemove, onCancel: () => void onCancel() };
}
