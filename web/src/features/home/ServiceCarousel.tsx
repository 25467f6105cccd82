import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { TOOLS } from '../../app/tools.js';
import type { UiLocale } from '../../lib/locale.js';

/** Seconds a slide stays before the next (WCAG 2.2.2: it can be paused, and stops on hover and focus). */
const ADVANCE_MS = 7000;

const reducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;

/**
 * The home page's carousel of services (spec §2), one slide per tool of `TOOLS`. It advances
 * by itself only when motion is welcome, never while the pointer or focus is on it, and not
 * after the reader pauses it; previous/next buttons, the slide buttons and the arrow keys move
 * it by hand.
 */
export function ServiceCarousel({ locale }: { locale: UiLocale }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(() => !reducedMotion());
  const [held, setHeld] = useState(false);
  const region = useRef<HTMLElement>(null);
  const count = TOOLS.length;
  const go = (i: number) => setIndex(((i % count) + count) % count);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `index` restarts the timer after every move, by hand or not.
  useEffect(() => {
    if (!playing || held || count < 2) return;
    const timer = setTimeout(() => setIndex((i) => (i + 1) % count), ADVANCE_MS);
    return () => clearTimeout(timer);
  }, [playing, held, count, index]);

  const tool = TOOLS[index];
  if (!tool) return null;
  const blurbKey = `home.tools.${tool.path}`;
  return (
    <section
      ref={region}
      className="carousel"
      aria-roledescription={t('home.carousel.role')}
      aria-label={t('home.carousel.label')}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(e) => {
        if (!region.current?.contains(e.relatedTarget as Node | null)) setHeld(false);
      }}
      onKeyDown={(e) => {
        if (e.key === 'ArrowRight') go(index + 1);
        else if (e.key === 'ArrowLeft') go(index - 1);
      }}
    >
      <div className="carousel-controls">
        <button type="button" onClick={() => setPlaying((p) => !p)} aria-pressed={!playing}>
          {playing ? t('home.carousel.pause') : t('home.carousel.play')}
        </button>
        <button type="button" onClick={() => go(index - 1)} aria-controls={`${id}-slide`}>
          <span aria-hidden="true">‹ </span>
          {t('home.carousel.previous')}
        </button>
        <button type="button" onClick={() => go(index + 1)} aria-controls={`${id}-slide`}>
          {t('home.carousel.next')}
          <span aria-hidden="true"> ›</span>
        </button>
      </div>
      {/* biome-ignore lint/a11y/useSemanticElements: the APG carousel pattern: a group with the role description "slide". */}
      <div
        id={`${id}-slide`}
        className="carousel-slide"
        role="group"
        aria-roledescription={t('home.carousel.slide')}
        aria-label={t('home.carousel.position', { n: index + 1, count })}
        // Announce slides the reader moves to, not the ones that move by themselves.
        aria-live={playing && !held ? 'off' : 'polite'}
      >
        <h2>{t(tool.label)}</h2>
        {i18n.exists(blurbKey) ? <p>{t(blurbKey)}</p> : null}
        <Link href={`~/${locale}/${tool.path}`} className="button">
          {t('home.carousel.open', { tool: t(tool.label) })}
        </Link>
      </div>
      <div className="carousel-dots">
        {TOOLS.map((each, i) => (
          <button
            key={each.path}
            type="button"
            className="dot"
            aria-label={t(each.label)}
            aria-current={i === index ? 'true' : undefined}
            onClick={() => go(i)}
          />
        ))}
      </div>
    </section>
  );
}
