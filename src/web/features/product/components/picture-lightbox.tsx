import type { KeyboardEvent } from 'react';
import Lightbox from 'yet-another-react-lightbox';
import Zoom from 'yet-another-react-lightbox/plugins/zoom';
import 'yet-another-react-lightbox/styles.css';

export interface LightboxPicture {
  src: string;
  alt: string;
}

export interface PictureLightboxProps {
  /** What the dialog is called ('Linen Wrap Dress pictures'). */
  label: string;
  pictures: LightboxPicture[];
  /** The picture shown, or null while closed. */
  index: number | null;
  onClose(): void;
}

/**
 * Pictures full screen, over a dimmed page (yet-another-react-lightbox): the arrow keys go from
 * one to the next, Escape closes, the rest of the page is inert while it is open (the focus stays
 * inside) and the focus goes back to what opened it. Zoom by pinch, wheel or its buttons. It is in
 * a chunk of its own, loaded on the first click (picture-lightbox-button.tsx): it costs a page's
 * first load nothing.
 */
export function PictureLightbox({ label, pictures, index, onClose }: PictureLightboxProps) {
  const single = pictures.length < 2;
  return (
    <Lightbox
      open={index !== null}
      close={onClose}
      index={index ?? 0}
      slides={pictures}
      plugins={[Zoom]}
      labels={{ Lightbox: label, 'Photo gallery': label }}
      // One picture: no way round, and no arrows that lead nowhere.
      carousel={{ finite: single }}
      render={single ? { buttonPrev: () => null, buttonNext: () => null } : undefined}
      controller={{ closeOnBackdropClick: true }}
      portal={{ container: { onKeyDown: keepTabInside } }}
    />
  );
}

const FOCUSABLE = 'button:not([disabled]), [href], [tabindex]:not([tabindex="-1"])';

/**
 * The library makes the page behind inert, but Tab past its last button left the page for the
 * browser's own controls; here Tab and Shift+Tab go round the lightbox's controls instead.
 */
function keepTabInside(event: KeyboardEvent<HTMLElement>) {
  if (event.key !== 'Tab') return;
  const controls = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
  if (controls.length === 0) return;
  event.preventDefault();
  const at = controls.indexOf(document.activeElement as HTMLElement);
  const next = event.shiftKey ? (at <= 0 ? controls.length - 1 : at - 1) : (at + 1) % controls.length;
  controls[next]?.focus();
}
