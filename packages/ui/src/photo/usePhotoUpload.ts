import { useState } from 'react';

/** The upload mutation an app passes in (a TanStack mutation fits): one photo's bytes for a purpose, answering its fileId. */
export interface PhotoUploadMutation<Purpose> {
  mutate: (
    variables: { purpose: Purpose; file: File },
    callbacks: { onSuccess: (result: { fileId: string }) => void; onError: (error: unknown) => void },
  ) => void;
  isPending: boolean;
}

export interface PhotoUploadOptions<Purpose, Problem> {
  purpose: Purpose;
  upload: PhotoUploadMutation<Purpose>;
  /** The browser-side check (type, size), before a byte is sent: a problem, or null to send the file. */
  check: (file: File) => Problem | null;
  /** What to say when the upload fails; null says nothing (a session or maintenance failure the app handles elsewhere). */
  failure: (error: unknown) => Problem | null;
  /** The uploaded file's id, or null while there is none (a new pick, a refusal, or it is being sent). */
  onUploaded: (fileId: string | null) => void;
}

export interface PhotoUpload<Problem> {
  /** PhotoInput's onFile: checks the file, then sends it at once; false refuses it. */
  pick: (file: File | null) => boolean;
  problem: Problem | null;
  pending: boolean;
  done: boolean;
}

/**
 * The one photo upload flow of the ID and bank-card forms (web and cashier):
 * a new pick forgets the last upload, is checked in the browser, then sent
 * as raw bytes; the server decides the type from the content. The field
 * itself is PhotoInput; each app says the words.
 */
export function usePhotoUpload<Purpose, Problem>({ purpose, upload, check, failure, onUploaded }: PhotoUploadOptions<Purpose, Problem>): PhotoUpload<Problem> {
  const [problem, setProblem] = useState<Problem | null>(null);
  const [done, setDone] = useState(false);

  const pick = (file: File | null) => {
    setProblem(null);
    setDone(false);
    onUploaded(null);
    if (!file) return false;
    const refused = check(file);
    if (refused !== null) {
      setProblem(refused);
      return false;
    }
    upload.mutate(
      { purpose, file },
      {
        onSuccess: (result) => {
          setDone(true);
          onUploaded(result.fileId);
        },
        onError: (error) => setProblem(failure(error)),
      },
    );
    return true;
  };

  return { pick, problem, pending: upload.isPending, done };
}
