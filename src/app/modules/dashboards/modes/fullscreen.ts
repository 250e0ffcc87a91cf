/** The browser's Fullscreen API, where it exists and allows it (a page opened by URL has no user gesture: refused). */
export function enterFullscreen(element: Element | null | undefined): void {
  if (!element?.requestFullscreen || document.fullscreenElement === element) return;
  element.requestFullscreen().catch(() => undefined);
}

export function leaveFullscreen(): void {
  if (document.fullscreenElement && document.exitFullscreen) document.exitFullscreen().catch(() => undefined);
}
