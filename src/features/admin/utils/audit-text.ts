import type { AuditEntry } from '../../../../contracts/admin';
import { linkTo } from '../../../../contracts/route-manifest';
import { formatNumber } from '../../../../common/number-text';

/** What each action is called when its detail says nothing more. */
export const ACTION_TEXT: Record<string, string> = {
  password_generated: 'Password generated',
  password_set: 'Password set',
  password_rotated: 'Password changed',
  login: 'Signed in',
  login_failed: 'Sign-in failed',
  logout: 'Signed out',
  add_result: 'Result added',
  delete_match: 'Match deleted',
  delete_denied: 'Delete refused (wrong password)',
  restore_match: 'Match restored',
  edit_match: 'Match edited',
  create_player: 'Player created',
  rename_player: 'Player renamed',
  create_group: 'Group created',
  rename_group: 'Group renamed',
  add_member: 'Member added',
  remove_member: 'Member removed',
  import: 'CSV imported',
  export: 'League exported',
  remove_demo_league: 'Demo league removed',
  remove_demo_denied: 'Demo removal refused (wrong password)',
  delete_player: 'Player deleted',
  archive_player: 'Player archived',
  restore_player: 'Player restored',
  delete_group: 'Group deleted',
  archive_group: 'Group archived',
  restore_group: 'Group restored',
  create_season: 'Season created',
  add_fixture: 'Fixture added',
  edit_fixture: 'Fixture moved',
  remove_fixture: 'Fixture removed',
  import_fixtures: 'Fixtures imported',
  track_record: 'Track record computed',
  player_invite_issued: 'Player invite issued',
  player_invite_revoked: 'Player invite revoked',
  player_signin: 'Player signed in',
  player_signin_failed: 'Player sign-in failed',
  player_signout: 'Player signed out',
  player_session_revoked: 'Player session ended',
  passkey_registered: 'Passkey added',
  passkey_revoked: 'Passkey revoked',
  result_submitted: 'Result submitted',
  result_confirmed: 'Result confirmed',
  result_disputed: 'Result disputed',
  result_withdrawn: 'Result withdrawn',
  result_rejected: 'Result rejected',
  result_rules: 'Confirmation window set',
  create_cup: 'Cup drawn',
  remove_cup: 'Cup removed',
  set_handicap_starts: 'Handicap starts switched',
  team_card_submitted: 'Team card entered by the home captain',
  team_card_confirmed: 'Team card confirmed',
  team_card_disputed: 'Team card disputed',
  team_card_admin: 'Team card entered by the admin',
  team_fixtures_generated: 'Team fixtures published',
  team_fixture_rearranged: 'Team fixture rearranged',
  team_season_rollover: 'Team league season rolled over',
  team_league_edit: 'Team league set-up changed',
};

/** Who did a player-results step and from which session, from its audit detail. */
function byWhom(d: Record<string, unknown>): string {
  if (d.by === 'auto') return 'automatically (the window ran out)';
  if (d.by === 'admin') return `by the admin${d.session ? ` (${String(d.session)})` : ''}`;
  if (d.player !== undefined) return `by player ${String(d.player)}${d.session !== undefined ? `, session ${String(d.session)}` : ''}`;
  return '';
}

type Named = { id?: number; name?: string; url_slug?: string };
type Scores = { score_1?: number; score_2?: number };

/** A piece of an audit sentence: text, or text linking to what it names. */
export type AuditPart = string | { text: string; href: string };

function parse(detail: string | null): Record<string, unknown> | null {
  if (!detail || detail[0] !== '{') return null;
  try {
    return JSON.parse(detail) as Record<string, unknown>;
  } catch {
    return null;
  }
}

const score = (s: Scores | undefined) => (s && s.score_1 !== undefined ? `${s.score_1}–${s.score_2}` : '?');
const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/** Where the dashboard's match search shows one match (deleted ones included). */
export const matchSearchHref = (matchId: number) => `/admin?match=${matchId}`;

/** A player's or group's name, linked to its public page when the row says which (a deleted one has none). */
function named(x: unknown, kind: 'player' | 'group', linked = true): AuditPart {
  const n = x as Named | undefined;
  const text = n?.name ?? '?';
  if (!linked) return text;
  if (kind === 'player' && n?.id !== undefined) return { text, href: linkTo('/pool/player/:playerId', { playerId: n.id }) };
  if (kind === 'group' && n?.url_slug) return { text, href: linkTo('/pool/group/:groupUrlSlug', { groupUrlSlug: n.url_slug }) };
  return text;
}

/**
 * One audit row in words, in pieces: "Added [Bea Munro] to [Banff]", "Edited [match 853]: 10–6 → 10–7". Players
 * link to their pages, groups to theirs, matches to the dashboard's match search.
 */
export function auditParts(e: Pick<AuditEntry, 'action' | 'match_id' | 'detail'>): AuditPart[] {
  const d = parse(e.detail);
  const match: AuditPart = e.match_id !== null ? { text: `match ${e.match_id}`, href: matchSearchHref(e.match_id) } : 'a match';
  switch (e.action) {
    case 'add_result':
      return ['Added ', match];
    case 'delete_match':
      return ['Deleted ', match];
    case 'restore_match':
      return ['Restored ', match];
    case 'delete_denied':
      return e.match_id !== null ? ['Refused to delete ', match, ' (wrong password)'] : [ACTION_TEXT.delete_denied];
    case 'edit_match':
      return d ? ['Edited ', match, `: ${score(d.before as Scores)} → ${score(d.after as Scores)}`] : ['Edited ', match];
    case 'add_member':
      return d ? ['Added ', named(d.player, 'player'), ' to ', named(d.group, 'group')] : [ACTION_TEXT.add_member];
    case 'remove_member':
      return d ? ['Removed ', named(d.player, 'player'), ' from ', named(d.group, 'group')] : [ACTION_TEXT.remove_member];
    case 'create_player':
    case 'create_group': {
      const kind = e.action === 'create_player' ? 'player' : 'group';
      return d ? [`Created ${kind} `, named(d, kind)] : [ACTION_TEXT[e.action]];
    }
    case 'rename_player':
    case 'rename_group': {
      const kind = e.action === 'rename_player' ? 'player' : 'group';
      return d ? [`Renamed ${kind} `, named(d.before, kind, false), ' to ', named(d.after, kind)] : [ACTION_TEXT[e.action]];
    }
    case 'delete_player':
    case 'archive_player':
    case 'restore_player':
    case 'delete_group':
    case 'archive_group':
    case 'restore_group': {
      const [verb, kind] = e.action.split('_') as [string, 'player' | 'group'];
      const past = { delete: 'Deleted', archive: 'Archived', restore: 'Restored' }[verb] ?? verb;
      // A deleted one has no page any more; a group's removal row does not carry its address.
      return d ? [`${past} ${kind} `, named(d, kind, verb !== 'delete')] : [ACTION_TEXT[e.action]];
    }
    case 'import': {
      if (!d) return [ACTION_TEXT.import];
      const n = (k: string) => Number(d[k] ?? 0);
      const matches = n('matchesAdded');
      return [`Imported ${matches} ${matches === 1 ? 'match' : 'matches'}, ${plural(n('playersCreated'), 'new player')}, ${plural(n('groupsCreated'), 'new group')}`];
    }
    case 'result_submitted':
    case 'result_confirmed':
    case 'result_disputed':
    case 'result_withdrawn':
    case 'result_rejected': {
      if (!d) return [ACTION_TEXT[e.action]];
      const what = `${ACTION_TEXT[e.action]} (submission ${String(d.submission)})`;
      const who = byWhom(d);
      const why = typeof d.reason === 'string' ? `: “${d.reason}”` : '';
      return e.match_id !== null ? [what, ' as ', match, who ? ` ${who}` : ''] : [`${what}${who ? ` ${who}` : ''}${why}`];
    }
    case 'player_signin_failed': {
      if (!d) return [ACTION_TEXT[e.action]];
      return [`Player sign-in failed (${String(d.method)}: ${String(d.reason).replace(/_/g, ' ')})`];
    }
    case 'player_signin':
    case 'player_signout':
    case 'player_session_revoked':
    case 'player_invite_issued':
    case 'player_invite_revoked':
    case 'passkey_registered':
    case 'passkey_revoked': {
      if (!d) return [ACTION_TEXT[e.action]];
      const player = d.player !== undefined ? ` (player ${String(d.player)})` : '';
      const via = typeof d.method === 'string' ? ` with ${d.method === 'invite' ? 'an invite' : 'a passkey'}` : '';
      const session = d.by === 'admin' ? ' by the admin' : d.session !== undefined ? `, session ${String(d.session)}` : '';
      return [`${ACTION_TEXT[e.action]}${player}${via}${session}`];
    }
    case 'login_failed': {
      const reason = typeof d?.reason === 'string' ? REFUSAL_TEXT[d.reason] : undefined;
      const count = typeof d?.count === 'number' ? d.count : 1;
      if (!reason) return [ACTION_TEXT.login_failed];
      // Repeated refusals from one address are one row with their count (api/auth/refusal-audit.ts).
      if (count > 1) return [`Sign-in refused ${formatNumber(count)} times in the 15 minutes from this entry: ${reason}`];
      return [`${d?.reason === 'wrong_password' ? 'Sign-in failed' : 'Sign-in refused'}: ${reason}`];
    }
    case 'team_league_edit':
      // The set-up's writes say what they changed: "league created", "player transferred", ...
      return typeof d?.what === 'string' ? [`Team league: ${d.what}`] : [ACTION_TEXT.team_league_edit];
    default:
      return [ACTION_TEXT[e.action] ?? e.action];
  }
}

/** Why a sign-in failed or was refused, in words (the audit row's `reason`). */
const REFUSAL_TEXT: Record<string, string> = {
  wrong_password: 'wrong password',
  locked_out_address: 'address locked out after 5 wrong passwords',
  locked_out_device: 'device locked out after 5 wrong passwords',
  site_budget_spent: "the site's hourly limit of failed sign-ins was reached",
  check_in_progress: 'a check from the same address was still running',
};

/** One audit row in words: "Added Bea Munro to Banff", "Edited match 853: 10–6 → 10–7". */
export function auditSentence(e: Pick<AuditEntry, 'action' | 'match_id' | 'detail'>): string {
  return auditParts(e)
    .map((p) => (typeof p === 'string' ? p : p.text))
    .join('');
}
