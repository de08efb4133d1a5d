import { afterEach, describe, expect, it } from 'vitest';
import { askStepUp, setStepUpPrompt } from './step-up';

afterEach(() => setStepUpPrompt(null));

describe('asking again (docs/security.md#step-up)', () => {
  it('opens one prompt for calls refused at the same time, and a new one after it is answered', async () => {
    let opened = 0;
    let answer: (proved: boolean) => void = () => undefined;
    setStepUpPrompt(() => {
      opened += 1;
      return new Promise<boolean>((resolve) => (answer = resolve));
    });
    const first = askStepUp();
    const second = askStepUp();
    expect(opened).toBe(1);
    answer(true);
    await expect(Promise.all([first, second])).resolves.toEqual([true, true]);
    const third = askStepUp();
    expect(opened).toBe(2);
    answer(false);
    await expect(third).resolves.toBe(false);
  });

  it('answers no at once when no prompt is installed (the refusal stays as it came)', async () => {
    await expect(askStepUp()).resolves.toBe(false);
  });
});
