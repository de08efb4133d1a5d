/**
 * docs/security.md#step-up: a call refused with the reason `stepUpRequired` asks the user to prove
 * who they are again, then is sent once more. The console's shell installs the prompt (a dialog
 * loaded on first use); without one, the refusal is thrown as it came.
 */
type Prompt = () => Promise<boolean>;

let prompt: Prompt | null = null;
let pending: Promise<boolean> | null = null;

/** The shell's dialog: resolves true once the proof is renewed, false when the user cancels. */
export function setStepUpPrompt(next: Prompt | null): void {
  prompt = next;
}

/** Asks once for all the calls refused at the same time: they share one dialog and its answer. */
export function askStepUp(): Promise<boolean> {
  if (!prompt) return Promise.resolve(false);
  pending ??= prompt().finally(() => {
    pending = null;
  });
  return pending;
}
