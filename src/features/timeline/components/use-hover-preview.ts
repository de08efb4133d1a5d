import { useEffect, useState } from 'react';
import { PREVIEW_DELAY_MS } from '../logic/hover-preview';

/**
 * The moment to show a picture of: `moment` once it has stayed the same for `delayMs`; null at once
 * when there is none. A pointer sweeping across the timeline asks for nothing on its way.
 */
export function useHoverPreview(moment: number | null, delayMs = PREVIEW_DELAY_MS): number | null {
  const [shown, setShown] = useState<number | null>(null);
  useEffect(() => {
    if (moment === null) return undefined;
    const timer = window.setTimeout(() => setShown(moment), delayMs);
    return () => window.clearTimeout(timer);
  }, [moment, delayMs]);
  return shown === moment ? shown : null;
}
