/** What a page shows while it still waits for data: MUI's progress bars and spinners, the widgets' loading bar. */
const busy = '[role="progressbar"], [data-testid="widget-loading"], [data-widget-state="loading"]';

export interface SettleOptions {
  /** How long the content must stay unchanged (charts animate, the grid places its frames). */
  quietMs?: number;
  /** Past this, the content is taken as it is (a clock that never stops ticking, a widget that never answers). */
  timeoutMs?: number;
  signal?: AbortSignal;
}

/**
 * Resolves once `element` has settled: no loading indicator left, every image loaded, and no change
 * to its DOM for `quietMs` (so chart animations have ended), or once `timeoutMs` has passed.
 * Rejects with the signal's reason when it is aborted.
 */
export function whenSettled(element: HTMLElement, { quietMs = 700, timeoutMs = 20_000, signal }: SettleOptions = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const start = performance.now();
    let changed = start;
    const observer = new MutationObserver(() => {
      changed = performance.now();
    });
    const timer = setInterval(check, 100);
    const onAbort = () => finish(() => reject(signal!.reason));
    function finish(settle: () => void) {
      observer.disconnect();
      clearInterval(timer);
      signal?.removeEventListener('abort', onAbort);
      settle();
    }
    function check() {
      const now = performance.now();
      const loading = element.querySelector(busy) !== null || Array.from(element.querySelectorAll('img')).some((image) => !image.complete);
      if (now - start >= timeoutMs || (!loading && now - changed >= quietMs)) finish(resolve);
    }
    if (signal?.aborted) return onAbort();
    signal?.addEventListener('abort', onAbort);
    observer.observe(element, { subtree: true, childList: true, attributes: true, characterData: true });
  });
}
