import { useId, useRef, useState, type ChangeEvent, type InputHTMLAttributes } from 'react';
import styles from './fields.module.css';

export interface FilePickerProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'children'> {
  /** The visible button's words, translated by the caller (選擇檔案 / Choose file / เลือกไฟล์). */
  buttonText: string;
  /** What is shown before a file is picked, translated (未選擇檔案 / No file chosen / ยังไม่ได้เลือกไฟล์). */
  emptyText: string;
  /** The shown file name when the caller knows better (e.g. cleared after an upload); else the picked file's. */
  fileName?: string | null;
}

/**
 * A file input in the site's words and look instead of the browser's ("Choose File / No file chosen"
 * in the browser's language): the native <input type=file> stays, visually hidden but focusable and
 * labelled (its `<label htmlFor>` or aria-label; Enter or Space opens the picker), with a translated
 * button (a click on it opens the same picker) and the chosen file's name, which describes the input.
 */
export function FilePicker({ buttonText, emptyText, fileName, id, className, onChange, 'aria-describedby': describedBy, ...rest }: FilePickerProps) {
  const ref = useRef<HTMLInputElement>(null);
  const generated = useId();
  const inputId = id ?? generated;
  const nameId = `${inputId}-name`;
  const [picked, setPicked] = useState<string | null>(null);
  const shown = fileName !== undefined ? fileName : picked;

  const change = (event: ChangeEvent<HTMLInputElement>) => {
    setPicked(event.target.files?.[0]?.name ?? null);
    onChange?.(event);
  };

  return (
    <span className={[styles.file, className].filter(Boolean).join(' ')}>
      <input
        ref={ref}
        id={inputId}
        type="file"
        className={styles.fileInput}
        aria-describedby={[nameId, describedBy].filter(Boolean).join(' ')}
        onChange={change}
        {...rest}
      />
      {/* Not a second label (the field has one): a pointer target that opens the same input. */}
      <span className={styles.fileButton} aria-hidden="true" onClick={() => ref.current?.click()}>
        {buttonText}
      </span>
      <span id={nameId} className={styles.fileName}>
        {shown || emptyText}
      </span>
    </span>
  );
}
