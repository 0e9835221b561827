/**
 * Why a sign-in was refused or failed: the audit log's reason, counted by the refusal audit (refusal-audit.ts).
 * Written here, apart from the checks that give them, so the audit depends on no check and no check's room.
 */

/** The admin's password check (password-check.ts). */
export type SignInFailure = 'wrong_password' | 'locked_out_address' | 'locked_out_device' | 'site_budget_spent' | 'check_in_progress';

/** A player's invite or passkey sign-in (api/players/sessions/signin-limits.ts). */
export type PlayerSignInFailure =
  | 'invalid_invite'
  | 'passkey_refused'
  | 'locked_out_address'
  | 'locked_out_device'
  | 'locked_out_code';
