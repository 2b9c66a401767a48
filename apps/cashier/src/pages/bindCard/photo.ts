import { validateUpload } from '@site/contract/rules/identity';

export type PhotoProblem = 'format' | 'size' | 'empty';

/**
 * SPEC 5: ID and card photos are jpeg, jpg, png or gif, at most 10 MB,
 * checked before a byte is sent by the contract's validateUpload (the web's
 * ID photos use it too; the server checks the content again: a renamed file
 * is refused there with 031011). This only names its answer for the
 * bindCard texts, and refuses an empty file, which the rule lets through.
 */
export function photoProblem(file: { name: string; type: string; size: number }): PhotoProblem | null {
  const rule = validateUpload(file, 'idImage');
  if (rule) return rule === 'rules.uploadTooLarge' ? 'size' : 'format';
  return file.size === 0 ? 'empty' : null;
}
