import { lazy, Suspense, useEffect, useState } from 'react';
import { setStepUpPrompt } from '@/shared/http/step-up';

// eslint-disable-next-line vigil/boundaries -- loaded on first use only: the feature's index would bring the people pages into the shell.
const StepUpModal = lazy(() => import('@/features/people/components/step-up-modal'));

/**
 * docs/security.md#step-up: installs the prompt a refused sensitive call opens; the dialog's code is
 * loaded the first time it is needed.
 */
export function StepUpHost() {
  const [answer, setAnswer] = useState<((proved: boolean) => void) | null>(null);
  useEffect(() => {
    setStepUpPrompt(() => new Promise<boolean>((resolve) => setAnswer(() => resolve)));
    return () => setStepUpPrompt(null);
  }, []);
  if (!answer) return null;
  const done = (proved: boolean) => {
    setAnswer(null);
    answer(proved);
  };
  return (
    <Suspense fallback={null}>
      <StepUpModal onDone={done} />
    </Suspense>
  );
}
