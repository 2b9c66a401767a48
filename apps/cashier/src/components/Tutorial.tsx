import { useTranslation } from '../i18n/useTranslation';
import styles from './Tutorial.module.css';
import { PICTURES, type PictureName } from './TutorialPictures';

/** The steps of each tutorial, one picture each; the words are `tutorial.<kind>` arrays in the fund namespace. */
const STEPS = {
  bank: ['pickCard', 'copyAccount', 'bankApp', 'wait'],
  usdt: ['usdtAmount', 'scanQr', 'sendTrc20', 'pasteHash'],
  store: ['storeCode', 'storeCounter', 'receipt', 'wait'],
  withdraw: ['pickCard', 'turnover', 'password', 'wait'],
} satisfies Record<string, PictureName[]>;

export type TutorialKind = keyof typeof STEPS;

/** SPEC 2 'deposit and withdrawal with tutorials': closed by default (a native disclosure, keyboard ready), pictures drawn by us. */
export function Tutorial({ kind }: { kind: TutorialKind }) {
  const { t } = useTranslation('fund');
  const words = t(`tutorial.${kind}`, { returnObjects: true });
  const texts = Array.isArray(words) ? (words as string[]) : [];
  return (
    <details className={styles.tutorial}>
      <summary>{t(`tutorial.title.${kind}`)}</summary>
      <ol className={styles.steps}>
        {STEPS[kind].map((name, index) => {
          const Picture = PICTURES[name];
          return (
            <li key={`${name}-${index}`} className={styles.step}>
              <Picture />
              <p>{texts[index] ?? ''}</p>
            </li>
          );
        })}
      </ol>
    </details>
  );
}
