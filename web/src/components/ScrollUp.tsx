import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Spec §2/§9: appears beyond 300 px of scroll and takes the page up smoothly in 500 ms. */
export const SCROLL_THRESHOLD = 300;
export const SCROLL_MS = 500;

function scrollUpIn(ms: number): void {
  const start = window.scrollY;
  const t0 = performance.now();
  const step = (t: number) => {
    const k = Math.min(1, (t - t0) / ms);
    // ease-out cubic: fast at first, gentle landing
    window.scrollTo(0, start * (1 - (1 - (1 - k) ** 3)));
    if (k < 1) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}

export function ScrollUp() {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const onScroll = () => setShown(window.scrollY > SCROLL_THRESHOLD);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  if (!shown) return null;
  return (
    <button type="button" className="scroll-up" onClick={() => scrollUpIn(SCROLL_MS)} aria-label={t('shell.scrollUp')}>
      ↑
    </button>
  );
}
