import { ID_IMAGE_EXTENSIONS, UPLOAD_MAX_BYTES } from '@site/contract/constants';

export type PhotoProblem = 'format' | 'size' | 'empty';

const TYPES = ['image/jpeg', 'image/png', 'image/gif'];

/**
 * SPEC 5: ID and card photos are jpeg, jpg, png or gif, at most 10 MB,
 * checked here before a byte is sent (the server checks the content again:
 * a renamed file is refused there with 031011). Both the extension and the
 * browser's type must agree, so 'photo.png' holding a PDF is refused here
 * when the browser says so.
 */
export function photoProblem(file: { name: string; type: string; size: number }): PhotoProblem | null {
  const extension = file.name.toLowerCase().split('.').pop() ?? '';
  const extensionOk = file.name.includes('.') && (ID_IMAGE_EXTENSIONS as readonly string[]).includes(extension);
  const typeOk = file.type === '' || TYPES.includes(file.type);
  if (!extensionOk || !typeOk) return 'format';
  if (file.size === 0) return 'empty';
  if (file.size > UPLOAD_MAX_BYTES) return 'size';
  return null;
}

/** What the file input offers in the picker (the check above still runs: a picker can be told "all files"). */
export const PHOTO_ACCEPT = 'image/jpeg,image/png,image/gif,.jpg,.jpeg,.png,.gif';
