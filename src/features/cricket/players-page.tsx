import { useMemo, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { ErrorMessage } from '../../components/error-message';
import { Spinner } from '../../components/spinner';
import { usePageMeta } from '../../lib/page-meta';
import type { CricketPlayer } from './api/cricket-types';
import { useCoverage } from './api/get-coverage';
import { usePlayers } from './api/get-players';
import { ComparePanel } from './components/compare-panel';
import { CricsheetCredit } from './components/cricsheet-credit';
import { NoDataNotice } from './components/no-data-notice';
import { PlayerCard } from './components/player-card';
import { playerNames } from './components/player-picker';
import { firstPages } from './utils/paging';
import { buildSearchIndex, searchIndex } from './utils/player-search';
import { countLine } from './utils/summarise';

export default function PlayersPage() {
  usePageMeta({
    title: 'Explore Cricket Test Match Batting Careers',
    description: "Explore men's Test cricket batting careers ball by ball: runs, averages, strike rates and splits by year, opposition and ground, from Cricsheet data.",
    keywords: ['Test cricket', 'batting average', 'cricket statistics', 'Cricsheet', 'career explorer'],
  });
  const players = usePlayers();
  const empty = players.isSuccess && players.data.length === 0;
  const coverage = useCoverage(players.isSuccess);
  const [search, setSearch] = useState('');
  const [pages, setPages] = useState(1);
  const [comparing, setComparing] = useState(false);
  const [chosen, setChosen] = useState<CricketPlayer[]>([]);
  const [, navigate] = useLocation();

  const all = useMemo(() => players.data ?? [], [players.data]);
  const index = useMemo(() => buildSearchIndex(all, playerNames), [all]);
  const shown = useMemo(() => searchIndex(index, search), [index, search]);
  const page = firstPages(shown, pages);

  const select = (p: CricketPlayer) =>
    setChosen((c) => (c.some((x) => x.player_id === p.player_id) || c.length >= 2 ? c : [...c, p]));
  const remove = (id: string) => setChosen((c) => c.filter((x) => x.player_id !== id));

  return (
    <div className="page">
      <h1 className="text-3xl font-bold text-slate-900">Explore Test Match Batting Careers</h1>
      <p className="mt-2 max-w-3xl text-slate-700">
        Every men&apos;s Test batter in Cricsheet&apos;s ball-by-ball archive: search for a player to see their career in charts and
        tables, or switch on comparison mode to put two careers side by side.
      </p>
      <p className="mt-2 max-w-3xl text-sm text-slate-700" data-testid="coverage-link-line">
        The archive lacks some Tests, mostly from 2002 to 2008, so a card marked &ldquo;Career may be longer than the archive&rdquo; shows only
        part of a career:{' '}
        <Link href="/cricket/coverage" className="link">
          see which Tests the archive holds
        </Link>
        .
      </p>

      {players.isPending && <Spinner label="Loading..." />}
      {players.isError && (
        <div className="mt-6">
          <ErrorMessage error={players.error} />
        </div>
      )}
      {empty && <NoDataNotice coverage={coverage.data} />}

      {players.isSuccess && !empty && (
        <>
          <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <input
              type="search"
              className="input w-full sm:max-w-sm"
              placeholder="Search Player Name..."
              aria-label="Search Player Name"
              value={search}
              onChange={(e) => {
                setSearch(e.target.value);
                setPages(1);
              }}
            />
            <label className="flex cursor-pointer items-center gap-3 text-slate-800">
              <span>Compare players</span>
              <button
                type="button"
                role="switch"
                aria-checked={comparing}
                aria-label="Comparison mode"
                onClick={() => {
                  setComparing((v) => !v);
                  setChosen([]);
                }}
                className={`relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition ${comparing ? 'bg-emerald-600' : 'bg-slate-400'}`}
              >
                <span className={`inline-block h-5 w-5 rounded-full bg-white shadow transition ${comparing ? 'translate-x-5' : 'translate-x-0.5'}`} />
              </button>
            </label>
          </div>

          {comparing && (
            <ComparePanel
              chosen={chosen}
              onRemove={remove}
              onCompare={() => navigate(`/cricket/compare/${chosen[0].url_slug}/${chosen[1].url_slug}`)}
            />
          )}

          <p className="mt-4 text-slate-700" data-testid="player-count" aria-live="polite">
            {countLine(all.length, shown.length, search.trim() !== '')}
          </p>

          <ul className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-2 md:grid-cols-3" data-testid="player-grid">
            {page.visible.map((p) => {
              const selected = chosen.some((c) => c.player_id === p.player_id);
              return (
                <li key={p.player_id}>
                  <PlayerCard p={p} mode={comparing ? 'select' : 'link'} selected={selected} blocked={comparing && chosen.length >= 2 && !selected} onSelect={select} />
                </li>
              );
            })}
          </ul>
          {page.total > page.visible.length && (
            <div className="mt-6 flex flex-col items-center gap-2" data-testid="players-pager">
              <p className="text-sm text-slate-700">
                Showing {page.visible.length} of {page.total} players
              </p>
              <button type="button" className="btn-secondary" onClick={() => setPages((n) => n + 1)}>
                Show more players
              </button>
            </div>
          )}
          <CricsheetCredit coverage={coverage.data} />
        </>
      )}
    </div>
  );
}
