import { startTransition, useEffect, useState } from 'react';

/**
 * A long list drawn a screen first: when the component mounts it draws only the first
 * `first` items, and all of them in a background render right after (a transition, which
 * input interrupts). Later changes of the list are drawn at once as usual. `pending` is
 * true while the whole list is not drawn yet (for aria-busy).
 */
export function useFirstScreen<T>(items: T[], first: number): { shown: T[]; pending: boolean } {
  const [whole, setWhole] = useState(() => first >= items.length);
  useEffect(() => {
    if (!whole) startTransition(() => setWhole(true));
  }, [whole]);
  if (whole || first >= items.length) return { shown: items, pending: false };
  return { shown: items.slice(0, first), pending: true };
}
