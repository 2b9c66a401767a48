import styles from './fund.module.css';

/** An inline refusal or failure, announced (role="alert"); nothing when there is none. */
export function FormError({ id, children }: { id?: string; children: string | null | undefined }) {
  if (!children) return null;
  return (
    <p id={id} role="alert" className={styles.error}>
      {children}
    </p>
  );
}
