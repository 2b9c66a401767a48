import { useTranslation } from '../../i18n/useTranslation';
import { jsonDiff, type DiffLine } from './jsonDiff';
import styles from './AuditPage.module.css';

const SHOWN = 6;

function Line({ line }: { line: DiffLine }) {
  const { t } = useTranslation('audit');
  return (
    <li className={styles[line.kind]}>
      {line.path && <span className={styles.path}>{line.path}</span>}
      {line.kind !== 'added' && (
        <del className={styles.before}>
          <span className="bo-visually-hidden">{t('diff.before')} </span>
          {line.before || t('diff.empty')}
        </del>
      )}
      {line.kind === 'changed' && <span aria-hidden="true"> → </span>}
      {line.kind !== 'removed' && (
        <ins className={styles.after}>
          <span className="bo-visually-hidden">{t('diff.after')} </span>
          {line.after || t('diff.empty')}
        </ins>
      )}
    </li>
  );
}

/**
 * An audit row's values before and after as a compact diff: each changed path once (was → is), plain text only
 * (React writes it as text: a player's note with markup is shown, never run). Long diffs fold after six lines.
 */
export function AuditDiff({ before, after }: { before: unknown; after: unknown }) {
  const { t } = useTranslation('audit');
  const lines = jsonDiff(before, after);
  if (lines.length === 0) return <span className={styles.none}>{before === null && after === null ? t('diff.noValues') : t('diff.same')}</span>;
  const [first, rest] = [lines.slice(0, SHOWN), lines.slice(SHOWN)];
  return (
    <div className={styles.diff}>
      <ul>
        {first.map((line) => (
          <Line key={`${line.kind}:${line.path}`} line={line} />
        ))}
      </ul>
      {rest.length > 0 && (
        <details>
          <summary>{t('diff.more', { count: rest.length })}</summary>
          <ul>
            {rest.map((line) => (
              <Line key={`${line.kind}:${line.path}`} line={line} />
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}
