import { useCallback, useState } from 'react';

/** The width of an element, kept current with a ResizeObserver; pass the returned ref to it. */
export function useElementWidth(): [ref: (element: HTMLElement | null) => void, width: number] {
  const [width, setWidth] = useState(0);
  const ref = useCallback((element: HTMLElement | null) => {
    if (!element) return undefined;
    setWidth(element.getBoundingClientRect().width);
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(entry.contentRect.width);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width];
}
