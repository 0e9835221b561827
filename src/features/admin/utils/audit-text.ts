import type { AuditEntry } from '../../../../contracts/admin';
import { linkTo } from '../../../../contracts/route-manifest';

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
  create_cup: 'Cup drawn',
  remove_cup: 'Cup removed',
  set_handicap_starts: 'Handicap starts switched',
};

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
    default:
      return [ACTION_TEXT[e.action] ?? e.action];
  }
}

/** One audit row in words: "Added Bea Munro to Banff", "Edited match 853: 10–6 → 10–7". */
export function auditSentence(e: Pick<AuditEntry, 'action' | 'match_id' | 'detail'>): string {
  return auditParts(e)
    .map((p) => (typeof p === 'string' ? p : p.text))
    .join('');
}
