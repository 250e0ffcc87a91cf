/**
 * Runs `task` now and every `intervalMs` until the returned stop is called; a run still under way
 * when the next one is due is not doubled.
 */
export function scheduleRefresh(task: () => Promise<void>, intervalMs: number): () => void {
  let running = false;
  const run = () => {
    if (running) return;
    running = true;
    void task()
      .catch(() => undefined)
      .finally(() => {
        running = false;
      });
  };
  run();
  const timer = setInterval(run, intervalMs);
  return () => clearInterval(timer);
}
