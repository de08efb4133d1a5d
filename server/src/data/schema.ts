import type { Generated } from 'kysely';

/** Tables of the reference server. Times are Unix milliseconds (UTC). */
export interface UsersTable {
  id: Generated<number>;
  login: string;
  email: string;
  full_name: string;
  language: 'en' | 'ru';
  is_admin: number;
  max_stream_creation: number;
  is_managed: number;
  is_blocked: number;
  must_change_password: number;
  password_hash: string;
  created_at: number;
  updated_at: number;
}

export interface SessionsTable {
  /** Public id, shown in session lists. */
  id: string;
  /** SHA-256 of the cookie secret; the secret itself is never stored. */
  secret_hash: string;
  user_id: number;
  created_at: number;
  last_seen_at: number;
  user_agent: string;
  address: string;
}

export interface TokensTable {
  id: string;
  secret_hash: string;
  user_id: number;
  name: string;
  expire_at: number | null;
  created_at: number;
  last_used_at: number | null;
}

export interface AuditLogTable {
  id: Generated<number>;
  time: number;
  actor: string | null;
  address: string;
  action: string;
  target: string | null;
  outcome: 'success' | 'failure' | 'denied';
  details: string | null;
}

/** Password reset codes: only a hash of the code is kept; a row is live while unused, not voided and not expired. */
export interface PasswordResetCodesTable {
  id: Generated<number>;
  user_id: number;
  /** SHA-256 of the code, hex. */
  code_hash: string;
  created_at: number;
  expires_at: number;
  /** Wrong codes tried against this one. */
  attempts: number;
  used_at: number | null;
  voided_at: number | null;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  tokens: TokensTable;
  audit_log: AuditLogTable;
  password_reset_codes: PasswordResetCodesTable;
}
