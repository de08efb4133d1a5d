/** The fraction digits a held-hours figure needs: up to two, none for whole hours (12.5, 0.02, 40). */
export function heldHoursDigits(hours: number): number {
  const hundredths = Math.round(hours * 100);
  if (hundredths % 100 === 0) return 0;
  return hundredths % 10 === 0 ? 1 : 2;
}
