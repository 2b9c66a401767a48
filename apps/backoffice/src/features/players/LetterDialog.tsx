import { useState } from 'react';
import { useSendPlayerLetter } from '../../api/useSendPlayerLetter';
import { useTranslation } from '../../i18n/useTranslation';
import { ActionDialog } from './ActionDialog';
import { actionErrorText } from './actionError';

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The letter's text as the inbox's HTML: each paragraph of plain text in a <p>, nothing of it read as markup. */
export function letterHtml(text: string): string {
  return text
    .split(/\n{2,}/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${escape(paragraph).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

/** A letter to the player's inbox: a title and plain text. */
export function LetterDialog({ playerId, account, open, onClose, onDone }: { playerId: number; account: string; open: boolean; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation('players');
  const send = useSendPlayerLetter(playerId);
  const [title, setTitle] = useState('');
  const [text, setText] = useState('');
  const [tried, setTried] = useState(false);
  const close = () => {
    setTitle('');
    setText('');
    setTried(false);
    send.reset();
    onClose();
  };
  const submit = () => {
    setTried(true);
    if (!title.trim() || !text.trim()) return;
    send.mutate({ title: title.trim(), html: letterHtml(text) }, { onSuccess: () => { setTitle(''); setText(''); setTried(false); onDone(); } });
  };
  const missing = tried && (!title.trim() || !text.trim());
  return (
    <ActionDialog
      open={open} onClose={close} title={t('letter.title', { account })} submitLabel={t('letter.submit')}
      pending={send.isPending} error={missing ? t('letter.missing') : send.isError ? actionErrorText(send.error, t) : null} onSubmit={submit}
    >
      <label className="bo-field">
        <span>{t('letter.subject')}</span>
        <input value={title} maxLength={200} onChange={(event) => setTitle(event.target.value)} aria-invalid={(tried && !title.trim()) || undefined} />
      </label>
      <label className="bo-field">
        <span>{t('letter.text')}</span>
        <textarea rows={6} maxLength={10000} value={text} onChange={(event) => setText(event.target.value)} aria-invalid={(tried && !text.trim()) || undefined} />
      </label>
    </ActionDialog>
  );
}
