import { TrashIcon } from './trash-icon';
import { useEffect, useRef, useState } from 'react';
import { useSearch } from 'wouter';
import type { AdminMatch } from '../../../../contracts/admin';
import type { PoolGroup } from '../../../../contracts/league';
import { DataTable } from '../../../components/data-table';
import { ErrorMessage } from '../../../components/error-message';
import { Spinner } from '../../../components/spinner';
import { useAdminMatches, useRestoreMatch, type MatchFilters } from '../api/admin-api';
import { formatMatchDate, gameNumbers } from '../utils/format';
import { DeleteMatchDialog } from './delete-match-dialog';
import { EditMatchDialog } from './edit-match-dialog';
import { scoreText } from '../../../../common/number-text';
import { SectionToggle, useSectionOpen } from './section-toggle';
import { DateEcho } from '../../../components/date-echo';

const PAGE_SIZE = 20;

/** The list's filters: a name or match id, the group, a date range and whether deleted matches show. */
function MatchFilterFields({ filters, set, groups }: { filters: MatchFilters; set: (patch: Partial<MatchFilters>) => void; groups: PoolGroup[] }) {
  return (
    <>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <label className="block text-sm font-medium text-slate-700">
          Player name or match id
          <input type="search" className="input mt-1 w-full" value={filters.q} onChange={(e) => set({ q: e.target.value })} placeholder="Either player, or 853" />
        </label>
        <label className="block text-sm font-medium text-slate-700">
          Group
          <select className="input mt-1 w-full" value={filters.group ?? ''} onChange={(e) => set({ group: e.target.value ? Number(e.target.value) : null })}>
            <option value="">Any group or none</option>
            {groups.map((g) => (
              <option key={g.id} value={g.id}>
                {g.name}
              </option>
            ))}
          </select>
        </label>
        <label className="block text-sm font-medium text-slate-700">
          From
          <input type="date" className="input mt-1 w-full" value={filters.from} onChange={(e) => set({ from: e.target.value })} />
          <DateEcho value={filters.from} />
        </label>
        <label className="block text-sm font-medium text-slate-700">
          To
          <input type="date" className="input mt-1 w-full" value={filters.to} onChange={(e) => set({ to: e.target.value })} />
          <DateEcho value={filters.to} />
        </label>
      </div>
      <label className="flex items-center gap-2 text-sm text-slate-700">
        <input type="checkbox" checked={filters.deleted} onChange={(e) => set({ deleted: e.target.checked })} />
        Include deleted matches
      </label>
    </>
  );
}

/**
 * Every match of the league, in a group or not: a name search (either player, ignoring case and accents),
 * group and date filters, deleted matches on request, paging, and Edit / Delete / Restore on every row. The match
 * id shown here is the one the audit log and the edit dialog name.
 */
export function AllMatches({ groups }: { groups: PoolGroup[] }) {
  const [filters, setFilters] = useState<MatchFilters>({ q: '', group: null, from: '', to: '', deleted: false, page: 1, pageSize: PAGE_SIZE });
  const set = (patch: Partial<MatchFilters>) => setFilters((f) => ({ ...f, page: 1, ...patch }));
  // A link to one match (the audit log's, /admin?match=853) searches for it, deleted ones included.
  const asked = new URLSearchParams(useSearch()).get('match');
  const sectionRef = useRef<HTMLElement>(null);
  // Collapsed at first on a phone, unless a link asked for a match.
  const section = useSectionOpen({ collapsedOnPhone: true, forceOpen: asked !== null });
  useEffect(() => {
    if (!asked || !/^\d{1,9}$/.test(asked)) return;
    setFilters({ q: asked, group: null, from: '', to: '', deleted: true, page: 1, pageSize: PAGE_SIZE });
    sectionRef.current?.scrollIntoView({ block: 'start' });
  }, [asked]);
  const matches = useAdminMatches(filters);
  const restore = useRestoreMatch();
  const [editing, setEditing] = useState<AdminMatch | null>(null);
  const [deleting, setDeleting] = useState<AdminMatch | null>(null);
  // What the last correction saved, confirmed under the list.
  const [saved, setSaved] = useState<string | null>(null);
  const total = matches.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));

  return (
    <section ref={sectionRef} aria-labelledby="all-matches-heading" className="card space-y-3">
      <SectionToggle id="all-matches-heading" title="Find a match" open={section.open} onToggle={section.toggle} controls="all-matches-body" />
      <div id="all-matches-body" className="space-y-3" hidden={!section.open}>
      <MatchFilterFields filters={filters} set={set} groups={groups} />
      {matches.isPending ? (
        <Spinner label="Loading matches..." />
      ) : matches.isError ? (
        <ErrorMessage error={matches.error} prefix="Error loading matches: " />
      ) : total === 0 ? (
        <p className="text-slate-600">No match fits these filters.</p>
      ) : (
        <DataTable
          rows={matches.data.data}
          columns={[
            { id: 'id', header: 'Match id', numeric: true, render: (m) => m.match_id },
            { id: 'numbers', header: 'Game number', render: (m) => gameNumbers(m) },
            { id: 'date', header: 'Date', nowrap: true, render: (m) => formatMatchDate(m.game_datetime) },
            { id: 'players', header: 'Result', render: (m) => `${m.player_1} ${scoreText(m.score_1, m.score_2)} ${m.player_2}` },
            {
              id: 'actions',
              header: <span className="sr-only">Actions</span>,
              label: 'Actions',
              className: 'text-right',
              render: (m) =>
                m.deleted_at ? (
                  <button type="button" className="btn-secondary" onClick={() => restore.mutate(m.match_id)} disabled={restore.isPending}>
                    Restore match {m.match_id}
                  </button>
                ) : (
                  <span className="flex justify-end gap-2">
                    <button type="button" className="rounded-md px-2 py-1 text-sm underline hover:bg-slate-100" onClick={() => setEditing(m)} aria-label={`Edit match id ${m.match_id}`}>
                      Edit
                    </button>
                    <button type="button" className="rounded-md p-2 text-red-700 hover:bg-red-50" onClick={() => setDeleting(m)} aria-label={`Delete match id ${m.match_id}`}>
                      <TrashIcon width={18} height={18} />
                    </button>
                  </span>
                ),
            },
          ]}
          rowKey={(m) => m.match_id}
          label="Every match, newest first"
          sortable={false}
          narrow="cards"
          testId="all-matches"
        />
      )}
      {total > 0 ? (
        <nav className="flex items-center justify-between gap-2 text-sm" aria-label="Pages of matches">
          <button type="button" className="btn-secondary" disabled={filters.page <= 1} onClick={() => setFilters((f) => ({ ...f, page: f.page - 1 }))}>
            Newer
          </button>
          <span>
            Page {filters.page} of {pages} ({total} matches)
          </span>
          <button type="button" className="btn-secondary" disabled={filters.page >= pages} onClick={() => setFilters((f) => ({ ...f, page: f.page + 1 }))}>
            Older
          </button>
        </nav>
      ) : null}
      {restore.isError ? <ErrorMessage error={restore.error} prefix="Could not restore: " /> : null}
      {saved ? (
        <p role="status" className="mt-3 text-sm text-emerald-800" data-testid="correction-saved">
          {saved}
        </p>
      ) : null}
      </div>
      {editing ? <EditMatchDialog match={editing} onClose={() => setEditing(null)} onSaved={setSaved} /> : null}
      {deleting ? <DeleteMatchDialog match={deleting} onClose={() => setDeleting(null)} /> : null}
    </section>
  );
}
