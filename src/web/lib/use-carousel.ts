import { useCallback, useEffect, useRef, useState } from 'react';

/** How long a move to the next slide takes, and how it slows down (about Embla's default speed). */
const MOVE_MS = 450;
const easeOut = (t: number) => 1 - (1 - t) ** 3;
/** A shopper who asked their system for less motion sees the next slide at once, without the slide across. */
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';
/** A drag past this share of a slide's width, or this fast (px/ms), moves to the next slide. */
const DRAG_SHARE = 0.15;
const FLICK_SPEED = 0.4;
/** A press that moved less than this (px) is a click, not a drag. */
const CLICK_SLOP = 6;

export interface Carousel {
  /** Put on the element that clips the slides; its first child holds them, side by side in a row. */
  viewportRef(element: HTMLElement | null): void;
  /** The slide in view. */
  selected: number;
  scrollTo(index: number): void;
  scrollNext(): void;
  scrollPrev(): void;
}

/**
 * A looping carousel of full-width slides, what the shop used Embla for in 8 KB less (gzip): the
 * slides stay in their row and are shifted so the ones on either side of the current one are
 * always next to it, so the last is followed by the first. Mouse and touch drag it (vertical
 * swipes still scroll the page: the row has `touch-pan-y`); a drag that is not short and slow moves
 * one slide. Under `prefers-reduced-motion: reduce` a move is instant (a drag still follows the
 * finger, which the shopper moves). With `active` false (one slide) it does nothing.
 */
export function useCarousel(count: number, active: boolean): Carousel {
  // The element for drawing (a ref: written to on every frame), and as state to listen to it.
  const viewportElement = useRef<HTMLElement | null>(null);
  const [viewport, setViewport] = useState<HTMLElement | null>(null);
  const [selected, setSelected] = useState(0);
  /** Where the carousel is, in slides from the first: any real number, slides repeat every `count`. */
  const position = useRef(0);
  const animation = useRef(0);

  const place = useCallback(
    (at: number) => {
      position.current = at;
      const row = viewportElement.current?.firstElementChild as HTMLElement | null | undefined;
      if (!row) return;
      const slides = row.children;
      for (let index = 0; index < slides.length; index++) {
        // Where the slide shows, relative to the view, in (-count/2, count/2]: the nearest copy of it.
        const offset = index - at;
        const shown = offset - count * Math.round(offset / count);
        // Each slide is laid out at its index and the row moves by `at`: a slide whose nearest
        // copy is elsewhere is shifted there by whole turns.
        (slides[index] as HTMLElement).style.transform =
          shown === offset ? '' : `translate3d(${(shown - offset) * 100}%, 0, 0)`;
      }
      row.style.transform = at ? `translate3d(${-at * 100}%, 0, 0)` : '';
      setSelected(((Math.round(at) % count) + count) % count);
    },
    [count],
  );

  const moveTo = useCallback(
    (target: number) => {
      cancelAnimationFrame(animation.current);
      // The same picture, counted from the first turn again.
      const end = () => place(((target % count) + count) % count);
      // Asked at each move, so a change of the setting counts from the next move on.
      if (window.matchMedia(REDUCED_MOTION_QUERY).matches) return end();
      const from = position.current;
      const start = performance.now();
      const step = () => {
        // performance.now(), not the frame's timestamp: test doubles of requestAnimationFrame differ.
        const t = Math.min(1, (performance.now() - start) / MOVE_MS);
        if (t < 1) {
          place(from + (target - from) * easeOut(t));
          animation.current = requestAnimationFrame(step);
        } else end();
      };
      animation.current = requestAnimationFrame(step);
    },
    [place, count],
  );

  const scrollTo = useCallback(
    (index: number) => {
      if (!active) return;
      // The shorter way round.
      const now = Math.round(position.current);
      let delta = (((index - now) % count) + count) % count;
      if (delta > count / 2) delta -= count;
      moveTo(now + delta);
    },
    [active, count, moveTo],
  );
  const scrollNext = useCallback(() => active && moveTo(Math.round(position.current) + 1), [active, moveTo]);
  const scrollPrev = useCallback(() => active && moveTo(Math.round(position.current) - 1), [active, moveTo]);

  useEffect(() => () => cancelAnimationFrame(animation.current), []);

  useEffect(() => {
    if (!viewport || !active) return;
    let drag: { x: number; y: number; from: number; lastX: number; lastTime: number; speed: number } | undefined;
    let dragged = false;
    const width = () => viewport.clientWidth || 1;

    const onDown = (event: PointerEvent) => {
      if (event.button !== 0) return;
      cancelAnimationFrame(animation.current);
      drag = {
        x: event.clientX,
        y: event.clientY,
        from: position.current,
        lastX: event.clientX,
        lastTime: event.timeStamp,
        speed: 0,
      };
      dragged = false;
      window.addEventListener('pointermove', onMove);
      window.addEventListener('pointerup', onUp);
      window.addEventListener('pointercancel', onUp);
    };
    const onMove = (event: PointerEvent) => {
      if (!drag) return;
      const dx = event.clientX - drag.x;
      if (!dragged && Math.abs(dx) < CLICK_SLOP) return;
      dragged = true;
      const elapsed = event.timeStamp - drag.lastTime;
      if (elapsed > 0) drag.speed = (event.clientX - drag.lastX) / elapsed;
      drag.lastX = event.clientX;
      drag.lastTime = event.timeStamp;
      place(drag.from - dx / width());
    };
    const onUp = (event: PointerEvent) => {
      window.removeEventListener('pointermove', onMove);
      window.removeEventListener('pointerup', onUp);
      window.removeEventListener('pointercancel', onUp);
      if (!drag) return;
      const share = (drag.x - event.clientX) / width();
      const home = Math.round(drag.from);
      const flick = Math.abs(drag.speed) > FLICK_SPEED && event.type === 'pointerup';
      const target = dragged && (Math.abs(share) > DRAG_SHARE || flick) ? home + Math.sign(share || -drag.speed) : home;
      drag = undefined;
      moveTo(target);
    };
    // A drag that ends over a link or button does not also click it; pictures are not dragged out.
    const onClick = (event: MouseEvent) => {
      if (!dragged) return;
      dragged = false;
      event.preventDefault();
      event.stopPropagation();
    };
    const onDragStart = (event: DragEvent) => event.preventDefault();
    viewport.addEventListener('pointerdown', onDown);
    viewport.addEventListener('click', onClick, true);
    viewport.addEventListener('dragstart', onDragStart);
    return () => {
      viewport.removeEventListener('pointerdown', onDown);
      viewport.removeEventListener('click', onClick, true);
      viewport.removeEventListener('dragstart', onDragStart);
      window.removeEventListener('pointermove', onMove);
      window.removeEventListener('pointerup', onUp);
      window.removeEventListener('pointercancel', onUp);
    };
  }, [viewport, active, place, moveTo]);

  const viewportRef = useCallback((element: HTMLElement | null) => {
    viewportElement.current = element;
    setViewport(element);
  }, []);
  return { viewportRef, selected, scrollTo, scrollNext, scrollPrev };
}
