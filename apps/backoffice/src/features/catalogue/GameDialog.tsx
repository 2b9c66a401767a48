import { CATALOGUE_STATUSES, type CatalogueGame, type CatalogueGameChange, type CatalogueStatus } from '@site/contract/api/staff-catalogue';
import { useEffect, useId, useState } from 'react';
import { useUpdateCatalogueGame } from '../../api/useUpdateCatalogueGame';
import { useTranslation } from '../../i18n/useTranslation';
import { ActionDialog } from '../players/ActionDialog';
import { catalogueErrorText } from './catalogueError';
// The dialog's button row (bo-pf-buttons) is styled with the players pages' dialogs.
import '../players/players.css';

interface Draft {
  status: CatalogueStatus;
  isTesting: boolean;
  isHot: boolean;
  hotLevel: string;
  isNew: boolean;
  sort: string;
}

const draftOf = (g: CatalogueGame): Draft => ({ status: g.status, isTesting: g.isTesting, isHot: g.isHot, hotLevel: g.hotLevel === null ? '' : String(g.hotLevel), isNew: g.isNew, sort: String(g.sort) });
const whole = (text: string, min: number, max: number) => /^\d{1,5}$/.test(text) && Number(text) >= min && Number(text) <= max;

/** Only what the member changed is sent (the audit row then says exactly that). */
function changeOf(g: CatalogueGame, d: Draft): CatalogueGameChange {
  const change: CatalogueGameChange = {};
  if (d.status !== g.status) change.status = d.status;
  if (d.isTesting !== g.isTesting) change.isTesting = d.isTesting;
  if (d.isHot !== g.isHot) change.isHot = d.isHot;
  const level = d.isHot && d.hotLevel !== '' ? Number(d.hotLevel) : null;
  if (level !== g.hotLevel) change.hotLevel = level;
  if (d.isNew !== g.isNew) change.isNew = d.isNew;
  if (Number(d.sort) !== g.sort) change.sort = Number(d.sort);
  return change;
}

/** A game's status on the player site (every brand), testing flag, hot mark and level, new mark, and order. */
export function GameDialog({ game, onClose, onDone }: { game: CatalogueGame | null; onClose: () => void; onDone: (g: CatalogueGame) => void }) {
  const { t } = useTranslation('catalogue');
  const id = useId();
  const update = useUpdateCatalogueGame();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [tried, setTried] = useState(false);
  useEffect(() => {
    setDraft(game ? draftOf(game) : null);
    setTried(false);
  }, [game]);
  const close = () => { update.reset(); onClose(); };
  const levelOk = !draft?.isHot || draft.hotLevel === '' || whole(draft.hotLevel, 1, 999);
  const sortOk = draft ? whole(draft.sort, 0, 99_999) : true;
  const submit = () => {
    if (!game || !draft) return;
    setTried(true);
    if (!levelOk || !sortOk) return;
    const change = changeOf(game, draft);
    if (Object.keys(change).length === 0) return close();
    update.mutate({ id: game.id, ...change }, { onSuccess: (g) => { update.reset(); onDone(g); } });
  };
  const patch = (next: Partial<Draft>) => draft && setDraft({ ...draft, ...next });
  return (
    <ActionDialog
      open={game !== null} onClose={close} title={t('games.editTitle', { name: game?.name ?? '' })} description={game ? `${game.gameCode} · ${game.channelCode}` : undefined}
      submitLabel={t('games.save')} pending={update.isPending} error={update.isError ? catalogueErrorText(update.error, t) : null} onSubmit={submit}
    >
      {draft && (
        <>
          <label className="bo-field">
            <span>{t('games.statusOnSite')}</span>
            <select value={draft.status} onChange={(event) => patch({ status: event.target.value as CatalogueStatus })}>
              {CATALOGUE_STATUSES.map((s) => <option key={s} value={s}>{t(`statuses.${s}`)}</option>)}
            </select>
          </label>
          <p className="bo-hint">{t(`statusHints.${draft.status}`)}</p>
          <label className="bo-check">
            <input type="checkbox" checked={draft.isHot} onChange={(event) => patch({ isHot: event.target.checked })} />
            <span>{t('games.markHot')}</span>
          </label>
          {draft.isHot && (
            <div className="bo-field">
              <label htmlFor={`${id}-level`}>{t('games.hotLevelField')}</label>
              <input id={`${id}-level`} inputMode="numeric" value={draft.hotLevel} onChange={(event) => patch({ hotLevel: event.target.value.trim() })} aria-invalid={(tried && !levelOk) || undefined} aria-describedby={`${id}-level-hint`} />
              <span id={`${id}-level-hint`} className={tried && !levelOk ? 'bo-error' : 'bo-muted'}>{t('games.hotLevelHint')}</span>
            </div>
          )}
          <label className="bo-check">
            <input type="checkbox" checked={draft.isNew} onChange={(event) => patch({ isNew: event.target.checked })} />
            <span>{t('games.markNew')}</span>
          </label>
          <label className="bo-check">
            <input type="checkbox" checked={draft.isTesting} onChange={(event) => patch({ isTesting: event.target.checked })} />
            <span>{t('games.testingField')}</span>
          </label>
          <div className="bo-field">
            <label htmlFor={`${id}-sort`}>{t('games.sort')}</label>
            <input id={`${id}-sort`} inputMode="numeric" value={draft.sort} onChange={(event) => patch({ sort: event.target.value.trim() })} aria-invalid={(tried && !sortOk) || undefined} aria-describedby={`${id}-sort-hint`} />
            <span id={`${id}-sort-hint`} className={tried && !sortOk ? 'bo-error' : 'bo-muted'}>{t('games.sortHint')}</span>
          </div>
        </>
      )}
    </ActionDialog>
  );
}
