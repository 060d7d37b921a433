import { type RefObject, useEffect } from 'react';

/**
 * Closes a popover on a click outside `ref` or on Escape, while it is open. Escape pressed inside
 * it hands the focus back to its toggle (the element with aria-expanded, or a <summary>): the
 * focused link disappears with the menu, and focus would fall back to the page's start.
 */
export function useDismiss(ref: RefObject<HTMLElement | null>, open: boolean, close: () => void) {
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (ref.current && !ref.current.contains(event.target as Node)) close();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const focusInside = ref.current?.contains(document.activeElement) ?? false;
      const toggle = ref.current?.querySelector<HTMLElement>('[aria-expanded], summary');
      close();
      if (focusInside) toggle?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [ref, open, close]);
}
