import styles from './Prose.module.css';

/** Paragraphs of translated copy (i18n arrays). */
export function Paragraphs({ items }: { items: unknown }) {
  const list = Array.isArray(items) ? items.filter((x): x is string => typeof x === 'string') : [];
  return (
    <div className={styles.prose}>
      {list.map((text) => (
        <p key={text}>{text}</p>
      ))}
    </div>
  );
}

export function BulletList({ items, ordered = false }: { items: unknown; ordered?: boolean }) {
  const list = Array.isArray(items) ? items.filter((x): x is string => typeof x === 'string') : [];
  const Tag = ordered ? 'ol' : 'ul';
  return (
    <Tag className={styles.list}>
      {list.map((text) => (
        <li key={text}>{text}</li>
      ))}
    </Tag>
  );
}
