import { useEffect, type Dispatch, type SetStateAction } from 'react';
import { typedAhead } from '../logic/typed-ahead';

/**
 * Stands in for the palette while its code loads: the keys typed meanwhile go to the search box
 * it will open with (and not to the page's own shortcuts), and Esc gives up opening it.
 */
export function TypingAhead(props: { onText: Dispatch<SetStateAction<string>>; onEscape: () => void }) {
  const { onText, onEscape } = props;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onEscape();
      else if (typedAhead('', event) === null) return;
      else onText((text) => typedAhead(text, event) ?? text);
      event.preventDefault();
      event.stopImmediatePropagation();
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, [onText, onEscape]);
  return null;
}
