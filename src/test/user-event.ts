import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';

/**
 * A user who clicks and types at once, without user-event's pointer-events check: that check
 * reads the computed style of the target and every parent, which under ProLayout and ProTable's
 * CSS-in-JS takes seconds per click in jsdom. Tests that need the check use userEvent.setup.
 */
export function quickUser() {
  return userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
}
