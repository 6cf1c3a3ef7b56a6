import { Suspense, useState, type ReactNode } from 'react';
import { lazyComponent, preloadOnIntent, useOpenedOnce } from '@web/lib/lazy-component';
import { cn } from '@web/lib/cn';
import type { LightboxPicture } from './picture-lightbox';

// The lightbox library loads on the first click (or as the pointer or focus reaches a picture).
const PictureLightbox = lazyComponent(() => import('./picture-lightbox').then((m) => m.PictureLightbox));

/**
 * The lightbox of a set of pictures: `open(index)` shows one full screen, `preload` fetches the
 * code ahead, and `lightbox` is the element to render beside the pictures (nothing until the first
 * opening).
 */
export function usePictureLightbox(label: string, pictures: LightboxPicture[]) {
  const [index, setIndex] = useState<number | null>(null);
  const mounted = useOpenedOnce(index !== null);
  const lightbox = mounted ? (
    <Suspense fallback={null}>
      <PictureLightbox label={label} pictures={pictures} index={index} onClose={() => setIndex(null)} />
    </Suspense>
  ) : null;
  return { open: setIndex, preload: PictureLightbox.preload, lightbox };
}

/**
 * A picture that opens full screen when pressed: a button named for it ('Enlarge: …'), with the
 * picture inside, so a keyboard reaches it and a screen reader says what it does.
 */
export function EnlargeButton({
  alt,
  onOpen,
  onIntent,
  className,
  children,
}: {
  alt: string;
  onOpen(): void;
  onIntent(): void;
  className?: string;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={`Enlarge: ${alt}`}
      onClick={onOpen}
      {...preloadOnIntent(onIntent)}
      className={cn(
        'block w-full cursor-zoom-in focus-visible:outline-2 focus-visible:outline-offset-[-4px] focus-visible:outline-accent',
        className,
      )}
    >
      {children}
    </button>
  );
}
