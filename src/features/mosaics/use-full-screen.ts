import { useEffect, useState, type RefObject } from 'react';

/** Whether an element is the document's full-screen element now (a tile after a double click or F). */
export function useFullScreen(element: RefObject<HTMLElement | null>): boolean {
  const [fullScreen, setFullScreen] = useState(false);
  useEffect(() => {
    const onChange = () => setFullScreen(element.current !== null && document.fullscreenElement === element.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, [element]);
  return fullScreen;
}
