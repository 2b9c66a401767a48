import { useId, useState, type ReactNode } from 'react';

/** Class names from the app, which keeps its own look of the button and its result line. */
export interface CopyButtonClasses {
  root?: string;
  button?: string;
  copied?: string;
  failed?: string;
}

export interface CopyButtonProps {
  value: string;
  /** The button's visible text. */
  children: ReactNode;
  /** Its accessible name, when the visible text (複製) does not say what is copied. */
  label?: string;
  /** Said (role="status") once copied. */
  copiedText: string;
  /** Said (role="alert") when the browser refuses: SPEC 8's 複製失敗. */
  failedText: string;
  classes?: CopyButtonClasses;
}

/**
 * Copies a value with navigator.clipboard, read in the click and never while
 * rendering. A browser that refuses (no permission, no secure context, no
 * clipboard) gets the failure beside the button, announced and describing it.
 */
export function CopyButton({ value, children, label, copiedText, failedText, classes = {} }: CopyButtonProps) {
  const id = useId();
  const [result, setResult] = useState<'copied' | 'failed' | null>(null);

  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(value);
      setResult('copied');
    } catch {
      setResult('failed');
    }
  };

  return (
    <span className={classes.root}>
      <button type="button" className={classes.button} aria-label={label} aria-describedby={result ? id : undefined} onClick={() => void copy()}>
        {children}
      </button>
      {result === 'failed' ? (
        <span id={id} role="alert" className={classes.failed}>
          {failedText}
        </span>
      ) : result === 'copied' ? (
        <span id={id} role="status" className={classes.copied}>
          {copiedText}
        </span>
      ) : null}
    </span>
  );
}
