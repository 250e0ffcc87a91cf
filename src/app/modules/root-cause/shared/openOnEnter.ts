import type { KeyboardEvent } from 'react';

/** A clickable table row reached with Tab opens with Enter or Space, as a link would; keys from controls inside it stay theirs. */
export function openOnEnter(open: () => void) {
  return (event: KeyboardEvent<HTMLElement>) => {
    if (event.target !== event.currentTarget || (event.key !== 'Enter' && event.key !== ' ')) return;
    event.preventDefault();
    open();
  };
}
