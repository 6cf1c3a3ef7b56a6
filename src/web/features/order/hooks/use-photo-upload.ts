import { useCallback, useEffect, useRef, useState } from 'react';
import { localUploadProblem, uploadFailureOf, uploadPhoto, type UploadFailure } from '../lib/upload-photo';

/** The one chosen photo; removing it leaves none. */
export type PhotoUpload = {
  uid: number;
  name: string;
  size: number;
  type: string;
  /** An object URL of the chosen file, for the preview. */
  previewUrl: string;
} & ({ status: 'uploading' } | { status: 'done'; url: string } | ({ status: 'error' } & UploadFailure));

/**
 * Uploads a chosen photo at once and tracks it. A new choice or removal cancels the running
 * upload; so does closing the form. A failure is only logged and marks the file.
 */
export function usePhotoUpload() {
  const [photo, setPhoto] = useState<PhotoUpload | null>(null);
  const running = useRef<AbortController | null>(null);
  const previewUrl = useRef<string | null>(null);
  const nextUid = useRef(1);

  const clear = useCallback(() => {
    running.current?.abort();
    running.current = null;
    if (previewUrl.current) URL.revokeObjectURL(previewUrl.current);
    previewUrl.current = null;
    setPhoto(null);
  }, []);

  useEffect(() => clear, [clear]);

  const choose = useCallback(
    (file: File) => {
      clear();
      const base = {
        uid: nextUid.current++,
        name: file.name,
        size: file.size,
        type: file.type,
        previewUrl: URL.createObjectURL(file),
      };
      previewUrl.current = base.previewUrl;
      const problem = localUploadProblem(file);
      if (problem) {
        setPhoto({ ...base, status: 'error', error: problem });
        return;
      }
      const controller = new AbortController();
      running.current = controller;
      setPhoto({ ...base, status: 'uploading' });
      const settle = (next: PhotoUpload) => {
        if (controller.signal.aborted) return;
        running.current = null;
        setPhoto((current) => (current?.uid === base.uid ? next : current));
      };
      uploadPhoto(file, controller.signal).then(
        (url) => settle({ ...base, status: 'done', url }),
        (error: unknown) => {
          if (controller.signal.aborted) return;
          console.error('Photo upload failed', error);
          settle({ ...base, status: 'error', ...uploadFailureOf(error) });
        },
      );
    },
    [clear],
  );

  return { photo, choose, remove: clear };
}
