/**
 * Runs `task` now and every `intervalMs` until the returned stop is called; a run still under way
 * when the next one is due is not doubled. Each call of `extraRuns`' listener asks for a run now,
 * or, while one is under way, for one more right after it (what was saved meanwhile is then read).
 */
export function scheduleRefresh(task: () => Promise<void>, intervalMs: number, extraRuns?: (listener: () => void) => () => void): () => void {
  let running = false;
  let again = false;
  const run = () => {
    if (running) return;
    running = true;
    void task()
      .catch(() => undefined)
      .finally(() => {
        running = false;
        if (again) {
          again = false;
          run();
        }
      });
  };
  run();
  const timer = setInterval(run, intervalMs);
  const unsubscribe = extraRuns?.(() => {
    if (running) again = true;
    else run();
  });
  return () => {
    clearInterval(timer);
    unsubscribe?.();
  };
}
