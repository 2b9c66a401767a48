import { useEffect, useId, useState, type ChangeEvent } from 'react';
import { FilePicker } from '../fields/FilePicker';
import styles from './PhotoInput.module.css';

/** Class names from the app, which keeps its own look of the field. */
export interface PhotoInputClasses {
  root?: string;
  label?: string;
  preview?: string;
  file?: string;
  hint?: string;
  error?: string;
}

export interface PhotoInputProps {
  label: string;
  /** The file input's accept list. */
  accept: string;
  /** Alt text of the preview image. */
  previewAlt: string;
  /** The picker's button and its text before a file is picked, translated (never the browser's "Choose File"). */
  buttonText: string;
  emptyText: string;
  /**
   * Called with the picked file (null when the choice is cleared). Return false
   * to refuse it: nothing is previewed and the input is emptied, so the same
   * file can be picked again. Uploading is the caller's.
   */
  onFile: (file: File | null) => boolean;
  /** A status line (uploading, uploaded, a hint), announced politely; nothing when null. */
  hint?: string | null;
  /** Whether the status line also describes the input (for a hint that is always there). */
  describeHint?: boolean;
  /** A refusal or failure, announced (role="alert") and describing the input. */
  error?: string | null;
  classes?: PhotoInputClasses;
}

/**
 * A labelled photo file input with its preview: the preview URL is made when
 * a file is accepted and released when replaced or unmounted.
 */
export function PhotoInput({ label, accept, previewAlt, buttonText, emptyText, onFile, hint = null, describeHint = false, error = null, classes = {} }: PhotoInputProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const [preview, setPreview] = useState<string | null>(null);
  /** The accepted file's name (a refused one is not kept). */
  const [name, setName] = useState<string | null>(null);

  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    setPreview(null);
    setName(null);
    const accepted = onFile(file);
    if (!file) return;
    if (!accepted) {
      event.target.value = '';
      return;
    }
    setName(file.name);
    setPreview(URL.createObjectURL(file));
  };

  const describedBy = [describeHint && hint !== null ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={classes.root}>
      <label className={classes.label} htmlFor={id}>
        {label}
      </label>
      <div className={classes.preview ?? styles.preview} data-empty={preview ? undefined : ''}>
        {preview ? <img src={preview} alt={previewAlt} /> : <span aria-hidden="true">＋</span>}
      </div>
      <FilePicker
        id={id}
        className={classes.file}
        accept={accept}
        buttonText={buttonText}
        emptyText={emptyText}
        fileName={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        onChange={pick}
      />
      {hint !== null ? (
        <p id={hintId} className={classes.hint} role="status">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={classes.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
