/** The recovery codes as a text file to keep: a line of explanation, then one code a line. */
export function recoveryCodesText(appTitle: string, login: string, codes: readonly string[]): string {
  return [`${appTitle}: recovery codes of ${login} (each works once)`, '', ...codes, ''].join('\n');
}

/** What a code typed into the app's field becomes before it is sent: its six digits, spaces dropped. */
export function cleanTotpCode(typed: string): string {
  return typed.replace(/\s/g, '');
}

/** Six digits, spaces between them allowed (apps show `123 456`). */
export function isTotpCode(typed: string): boolean {
  return /^\d{6}$/.test(cleanTotpCode(typed));
}

/** Few enough recovery codes left that the page suggests new ones. */
export const FEW_RECOVERY_CODES = 3;
