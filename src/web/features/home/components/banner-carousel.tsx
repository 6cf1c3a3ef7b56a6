import { useEffect, useState, type ReactNode } from 'react';
import { ChevronLeftIcon } from '@web/components/icons/chevron-left-icon';
import { ChevronRightIcon } from '@web/components/icons/chevron-right-icon';
import { BANNER_AUTOPLAY_MS } from '@shared/constants';
import type { Banner } from '@shared/schemas/home';
import { buttonVariants } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { SmartLink } from '@web/components/ui/smart-link';
import { cn } from '@web/lib/cn';
import { useMediaQuery } from '@web/lib/use-media-query';
import { REDUCED_MOTION_QUERY, useCarousel, type Carousel } from '@web/lib/use-carousel';

// Full height on wide screens (below the 112px two-row sticky header), 64vh on phones,
// yet never so short that the text (17rem on phones) leaves the picture no room.
const heightClass = 'h-[64vh] min-h-[26rem] md:h-[calc(100svh-7rem)] md:min-h-[520px]';

/**
 * Home banners: loops and advances every 5 s. Autoplay pauses while the pointer is
 * down or over it, while focus is inside a slide and while the tab is hidden, then resumes.
 * A visible "Pause slideshow" button stops it for good (its name becomes "Play slideshow"), and
 * it starts stopped when the system asks for reduced motion, where Play, the arrows and the dots
 * change slides at once, without sliding (useCarousel). With one slide or none it neither
 * plays nor shows controls.
 */
export function BannerCarousel({ banners }: { banners: Banner[] }) {
  const canPlay = banners.length > 1;
  const carousel = useCarousel(banners.length, canPlay);
  const { selected } = carousel;
  const [viewport, setViewport] = useState<HTMLElement | null>(null);
  // A shopper who asked their system for less motion gets a still carousel until they press Play.
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY) === true;
  const [choice, setChoice] = useState<'play' | 'stop'>();
  const stopped = choice ? choice === 'stop' : reducedMotion;
  const restart = useAutoplay(carousel, viewport, canPlay && !stopped);
  const [section, setSection] = useState<HTMLElement | null>(null);
  const laterPictures = useLaterPictures(section);

  // A manual move restarts the 5 s countdown instead of jumping again right away.
  const go = (move: (carousel: Carousel) => void) => {
    move(carousel);
    restart();
  };

  if (banners.length === 0) return null;

  return (
    <section
      ref={setSection}
      aria-roledescription="carousel"
      aria-label="Featured"
      className={cn('relative overflow-hidden bg-ink', heightClass)}
    >
      <div
        ref={(element) => {
          carousel.viewportRef(element);
          setViewport(element);
        }}
        className="h-full overflow-hidden"
      >
        <div className="flex h-full touch-pan-y">
          {banners.map((banner, index) => (
            <BannerSlide
              key={banner.bannerId}
              banner={banner}
              index={index}
              total={banners.length}
              current={index === selected}
              picture={index === 0 || laterPictures}
            />
          ))}
        </div>
      </div>
      {canPlay && (
        <div className="pointer-events-none absolute inset-x-0 bottom-3 flex items-center justify-between px-4 md:px-10 lg:bottom-10">
          <div className="pointer-events-auto flex gap-2" role="group" aria-label="Choose slide">
            {banners.map((banner, index) => (
              <button
                key={banner.bannerId}
                type="button"
                aria-label={`Go to slide ${index + 1}`}
                aria-current={index === selected ? 'true' : undefined}
                onClick={() => go((api) => api.scrollTo(index))}
                className="group flex h-6 cursor-pointer items-center"
              >
                <span
                  className={cn(
                    'block h-1 rounded-full transition-all duration-300',
                    index === selected ? 'w-8 bg-white' : 'w-4 bg-white/45 group-hover:bg-white/75',
                  )}
                />
              </button>
            ))}
          </div>
          <div className="pointer-events-auto flex gap-2">
            <ArrowButton
              label={stopped ? 'Play slideshow' : 'Pause slideshow'}
              onClick={() => setChoice(stopped ? 'play' : 'stop')}
            >
              <PlayPauseIcon playing={!stopped} />
            </ArrowButton>
            <ArrowButton
              className="hidden sm:flex"
              label="Previous slide"
              onClick={() => go((api) => api.scrollPrev())}
            >
              <ChevronLeftIcon aria-hidden="true" />
            </ArrowButton>
            <ArrowButton className="hidden sm:flex" label="Next slide" onClick={() => go((api) => api.scrollNext())}>
              <ChevronRightIcon aria-hidden="true" />
            </ArrowButton>
          </div>
        </div>
      )}
    </section>
  );
}

/**
 * Moves to the next slide every BANNER_AUTOPLAY_MS, as Embla's autoplay did with stopOnMouseEnter,
 * stopOnFocusIn and without stopOnInteraction: paused while the mouse is over the carousel, focus
 * is in it, a pointer is down on it or the tab is hidden; the countdown starts again when it
 * resumes and after every move. Returns what restarts the countdown.
 */
function useAutoplay(carousel: Carousel, root: HTMLElement | null, enabled: boolean): () => void {
  const [paused, setPaused] = useState(false);
  const [restarts, setRestarts] = useState(0);
  const { selected, scrollNext } = carousel;

  useEffect(() => {
    if (!root || !enabled) return;
    const holds = new Set<string>();
    const hold = (reason: string, on: boolean) => {
      if (on) holds.add(reason);
      else holds.delete(reason);
      setPaused(holds.size > 0);
    };
    const listeners: [EventTarget, string, () => void][] = [
      [root, 'mouseenter', () => hold('mouse', true)],
      [root, 'mouseleave', () => hold('mouse', false)],
      [root, 'focusin', () => hold('focus', true)],
      [root, 'focusout', () => hold('focus', root.contains(document.activeElement))],
      [root, 'pointerdown', () => hold('press', true)],
      [window, 'pointerup', () => hold('press', false)],
      [window, 'pointercancel', () => hold('press', false)],
      [document, 'visibilitychange', () => hold('hidden', document.hidden)],
    ];
    for (const [target, type, listener] of listeners) target.addEventListener(type, listener);
    return () => {
      for (const [target, type, listener] of listeners) target.removeEventListener(type, listener);
    };
  }, [root, enabled]);

  useEffect(() => {
    if (!enabled || paused) return;
    const timer = setTimeout(scrollNext, BANNER_AUTOPLAY_MS);
    return () => clearTimeout(timer);
  }, [enabled, paused, selected, restarts, scrollNext]);

  return () => setRestarts((count) => count + 1);
}

/** How long before autoplay's first move the other slides' pictures are asked for. */
const LATER_PICTURES_AHEAD_MS = 2000;

/**
 * Whether the slides after the first show their pictures yet. Not at first: each is a large
 * drawing that the browser decodes on the main thread while the page starts (about half the
 * home page's blocking time on a phone; docs/performance.md), and the first screen shows only the
 * first slide's. They come as soon as the shopper reaches for the carousel (a pointer over it or
 * down on it, focus in it), and in any case two seconds before autoplay first moves.
 */
function useLaterPictures(root: HTMLElement | null): boolean {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (!root || wanted) return;
    const want = () => setWanted(true);
    const timer = setTimeout(want, BANNER_AUTOPLAY_MS - LATER_PICTURES_AHEAD_MS);
    const reaches = ['pointerenter', 'pointerdown', 'focusin'];
    for (const type of reaches) root.addEventListener(type, want);
    return () => {
      clearTimeout(timer);
      for (const type of reaches) root.removeEventListener(type, want);
    };
  }, [root, wanted]);
  return wanted;
}

/**
 * Drawn here rather than taken from lucide-react: every icon the storefront imports travels in the
 * icons chunk of every first load (vite.config.ts), and these two only the home page shows.
 */
function PlayPauseIcon({ playing }: { playing: boolean }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" fill="currentColor">
      {playing ? <path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" /> : <path d="M8 5.5v13l10.5-6.5z" />}
    </svg>
  );
}

interface ArrowButtonProps {
  label: string;
  onClick(): void;
  children: ReactNode;
  className?: string;
}

function ArrowButton({ label, onClick, children, className = 'flex' }: ArrowButtonProps) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      className={cn(
        className,
        'size-11 cursor-pointer items-center justify-center rounded-full border border-white/40 text-white backdrop-blur-sm transition-colors hover:bg-white hover:text-ink focus-visible:outline-2 focus-visible:outline-white [&_svg]:size-5',
      )}
    >
      {children}
    </button>
  );
}

interface BannerSlideProps {
  banner: Banner;
  index: number;
  total: number;
  current: boolean;
  /** Whether its picture is asked for yet (`useLaterPictures`). */
  picture: boolean;
}

function BannerSlide({ banner, index, total, current, picture }: BannerSlideProps) {
  const first = index === 0;
  return (
    <div
      role="group"
      aria-roledescription="slide"
      aria-label={`${index + 1} of ${total}`}
      // Off-screen slides keep their buttons out of the tab order.
      inert={!current || undefined}
      className="relative h-full min-w-0 flex-[0_0_100%]"
    >
      {/*
        Text never sits on the artwork. Phones and portrait tablets stack them: the picture above
        (its objects are in its right half, so it is anchored there), the text below on the
        section's own dark ground, which the picture fades into. From 1024px the picture fills the
        slide, anchored left so its objects move right, and the text gets a dark glass panel
        narrow enough to clear them on a 4:3 screen (how far they reach depends on its shape).
      */}
      <div className="absolute inset-x-0 top-0 bottom-[17rem] lg:bottom-0">
        {picture && (
          <img
            src={banner.coverPath}
            alt=""
            // The first banner is the page's largest paint.
            loading={first ? 'eager' : 'lazy'}
            fetchPriority={first ? 'high' : 'auto'}
            decoding="async"
            className="size-full object-cover object-[80%_50%] lg:object-[25%_50%]"
          />
        )}
        <div className="absolute inset-x-0 bottom-0 h-20 bg-gradient-to-t from-ink to-transparent lg:hidden" />
        <div className="absolute inset-0 hidden bg-gradient-to-r from-black/45 via-black/10 to-transparent lg:block" />
      </div>
      <div className="absolute inset-x-0 bottom-0 flex h-[17rem] flex-col justify-start px-5 pt-1 md:px-10 lg:inset-0 lg:h-auto lg:justify-center lg:px-16 lg:pt-0">
        <div className="max-w-xl text-white lg:max-w-md lg:rounded-[2rem] lg:bg-ink/55 lg:p-9 lg:ring-1 lg:ring-white/10 lg:backdrop-blur-md xl:max-w-lg">
          <h2 className="font-display text-[2rem] leading-[1.05] font-semibold tracking-tight text-balance md:text-4xl lg:text-5xl xl:text-6xl">
            {banner.firstTitle}
          </h2>
          <p className="mt-3 max-w-md text-[15px] leading-relaxed text-white/85 lg:mt-4 lg:text-lg">
            {banner.secondTitle}
          </p>
          <div className="mt-5 flex flex-wrap gap-3 lg:mt-7">
            <SmartLink href={banner.firstButtonLink} className={buttonVariants({ variant: 'inverse', size: 'lg' })}>
              {banner.firstButtonText}
            </SmartLink>
            <SmartLink
              href={banner.secondButtonLink}
              className={buttonVariants({ variant: 'outline-inverse', size: 'lg' })}
            >
              {banner.secondButtonText}
            </SmartLink>
          </div>
        </div>
      </div>
    </div>
  );
}

export function BannerCarouselSkeleton() {
  return <Skeleton className={cn('w-full rounded-none', heightClass)} />;
}
