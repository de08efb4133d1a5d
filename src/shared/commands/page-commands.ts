import { useEffect, useRef } from 'react';
import { create } from 'zustand';

/**
 * Commands a page offers to the rest of the console while it is open, so that the command
 * palette can run them without knowing the page: the player offers going live. A page offers a
 * command only while it can run it; leaving the page withdraws it.
 */
export type PageCommand = 'goLive';

interface PageCommands {
  commands: Partial<Record<PageCommand, () => void>>;
}

export const usePageCommands = create<PageCommands>()(() => ({ commands: {} }));

/** The command, if the open page offers it now. */
export function pageCommand(name: PageCommand): (() => void) | undefined {
  return usePageCommands.getState().commands[name];
}

/** Offers `name` while `run` is given (null: not now); the latest `run` is the one called. */
export function useOfferCommand(name: PageCommand, run: (() => void) | null): void {
  const latest = useRef(run);
  latest.current = run;
  const offered = run !== null;
  useEffect(() => {
    if (!offered) return;
    const command = () => latest.current?.();
    usePageCommands.setState((s) => ({ commands: { ...s.commands, [name]: command } }));
    return () =>
      usePageCommands.setState((s) => {
        if (s.commands[name] !== command) return s;
        const { [name]: _gone, ...rest } = s.commands;
        return { commands: rest };
      });
  }, [name, offered]);
}
