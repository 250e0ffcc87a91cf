import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * Calls `onEnd` when the element at the end of a list scrolls into view inside `root` (the list's
 * scroll box). The observer is made again whenever `round` changes (after each page), so a list that
 * is still too short to scroll keeps loading until it fills the box or has no more.
 */
export function useEndOfList(root: RefObject<HTMLElement | null>, enabled: boolean, round: unknown, onEnd: () => void): RefObject<HTMLDivElement | null> {
  const end = useRef<HTMLDivElement>(null);
  const latest = useRef(onEnd);
  useLayoutEffect(() => {
    latest.current = onEnd;
  });
  useEffect(() => {
    const target = end.current;
    if (!enabled || !target || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(
      (seen) => {
        if (seen.some((item) => item.isIntersecting)) latest.current();
      },
      { root: root.current, rootMargin: '0px 0px 24px 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [root, enabled, round]);
  return end;
}
