/** Accounts the global setup creates on the seeded server. */
export const accounts = {
  admin: { login: 'admin', password: 'Watch-Tower-2026', email: 'admin@vigil.test' },
  operator: { login: 'operator', password: 'Night-Shift-2026', email: 'operator@vigil.test' },
  viewer: { login: 'viewer', password: 'Glass-Eye-2026', email: 'viewer@vigil.test' },
} as const;

export type AccountName = keyof typeof accounts;

export const E2E_PORT = Number(process.env.VIGIL_E2E_PORT ?? 8181);
export const baseURL = `http://127.0.0.1:${E2E_PORT}`;
