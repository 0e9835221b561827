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
import { buildSearchIndex, fuzzyIndex, fuzzySuggestions, searchIndex } from './utils/player-search';
import { displayName } from './utils/player-name';
import { countLine } from './utils/summarise';
import { parseTable, tableParams } from './utils/stats-table';
import { StatsTableView } from './components/stats-table-view';
import { OtherStatsTableView } from './components/other-stats-table-view';
import { usePlayersBowling, usePlayersFielding } from './api/get-players-bowling';
import { otherTableParams, parseOtherTable, parseTableStats, type TableStats } from './utils/bowling-table';
import { useUrlParams } from '../../hooks/use-url-params';
import { linkTo } from '../../../contracts/route-manifest';

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
  const { search: query, update } = useUrlParams();
  const view = new URLSearchParams(query).get('view') === 'table' ? 'table' : 'cards';
  const tableState = useMemo(() => parseTable(query), [query]);
  const stats = view === 'table' ? parseTableStats(query) : 'batting';
  const otherState = useMemo(() => (stats === 'batting' ? null : parseOtherTable(query, stats)), [query, stats]);
  const bowlers = usePlayersBowling(stats === 'bowling');
  const fielders = usePlayersFielding(stats === 'fielding');
  const cleared = { team: null, from: null, to: null, min: null, minb: null, sort: null, dir: null, page: null };
  const showView = (v: 'cards' | 'table') => update(v === 'table' ? { view: 'table' } : { view: null, stats: null, ...cleared }, { push: true });
  const showStats = (s: TableStats) => update({ view: 'table', stats: s === 'batting' ? null : s, ...cleared }, { push: true });
  const otherData = stats === 'bowling' ? bowlers : fielders;

  const all = useMemo(() => players.data ?? [], [players.data]);
  // The search index is built when the box is first used (focused or typed in), not while the page hydrates:
  // indexing every name of a thousand players is a long task on a phone. An empty box lists everyone.
  const [searchUsed, setSearchUsed] = useState(false);
  const index = useMemo(() => (searchUsed ? buildSearchIndex(all, playerNames) : null), [all, searchUsed]);
  const shown = useMemo(() => (index ? searchIndex(index, search) : all), [index, all, search]);
  const nothing = search.trim() !== '' && shown.length === 0;
  // The typo-tolerant index is built only once a search finds nothing.
  const fuzzy = useMemo(() => (nothing && index ? fuzzyIndex(index) : null), [nothing, index]);
  const suggestions = useMemo(() => (fuzzy ? fuzzySuggestions(fuzzy, search) : []), [fuzzy, search]);
  const registerLoaded = coverage.data?.last_import?.register_loaded ?? false;
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
        <Link href={linkTo('/cricket/coverage')} className="link">
          see which Tests the archive holds
        </Link>
        .
      </p>
      <p className="mt-2 max-w-3xl text-sm text-slate-700" data-testid="matches-link-line">
        Every Test the archive holds has a scorecard, with partnerships and the innings over by over:{' '}
        <Link href={linkTo('/cricket/matches')} className="link">
          browse the Test matches
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
        <div className="mt-6 flex gap-2" role="group" aria-label="View" data-testid="view-switch">
          {(['cards', 'table'] as const).map((v) => (
            <button key={v} type="button" className={view === v ? 'btn-primary' : 'btn-secondary'} aria-pressed={view === v} onClick={() => showView(v)}>
              {v === 'cards' ? 'Cards' : 'Table'}
            </button>
          ))}
        </div>
      )}

      {players.isSuccess && !empty && view === 'table' && (
        <>
          <div className="mt-4 flex flex-wrap gap-2" role="group" aria-label="Figures" data-testid="stats-switch">
            {(['batting', 'bowling', 'fielding'] as const).map((s) => (
              <button key={s} type="button" className={stats === s ? 'btn-primary' : 'btn-secondary'} aria-pressed={stats === s} onClick={() => showStats(s)}>
                {s === 'batting' ? 'Batting' : s === 'bowling' ? 'Bowling' : 'Fielding'}
              </button>
            ))}
          </div>
          {otherState === null ? (
            <StatsTableView players={all} state={tableState} onChange={(s) => update(tableParams(s))} />
          ) : otherData.isError ? (
            <div className="mt-6">
              <ErrorMessage error={otherData.error} />
            </div>
          ) : !otherData.data ? (
            <Spinner label="Loading..." />
          ) : (
            <OtherStatsTableView
              players={all}
              bowlers={bowlers.data ?? []}
              fielders={fielders.data ?? []}
              state={otherState}
              onChange={(s) => update(otherTableParams(s))}
            />
          )}
          <CricsheetCredit coverage={coverage.data} />
        </>
      )}

      {players.isSuccess && !empty && view === 'cards' && (
        <>
          <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <input
              type="search"
              className="input w-full sm:max-w-sm"
              placeholder="Search Player Name..."
              aria-label="Search Player Name"
              value={search}
              onFocus={() => setSearchUsed(true)}
              onChange={(e) => {
                setSearchUsed(true);
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
              onCompare={() => navigate(linkTo('/cricket/compare/:first/:second', { first: chosen[0].url_slug, second: chosen[1].url_slug }))}
            />
          )}

          {!registerLoaded && (
            <p className="mt-2 text-sm text-slate-600" data-testid="search-covers">
              Search covers the names used in the match files (&ldquo;SR Tendulkar&rdquo;, &ldquo;V Kohli&rdquo;): a surname finds the player; a
              first name alone (&ldquo;sachin&rdquo;) does not, because Cricsheet&apos;s people register with full names is not loaded.
            </p>
          )}
          <p className="mt-4 text-slate-700" data-testid="player-count" aria-live="polite">
            {countLine(all.length, shown.length, search.trim() !== '')}
          </p>
          {nothing && suggestions.length === 0 && !registerLoaded && (
            <p className="mt-2 text-slate-800" data-testid="first-name-hint">
              No name in the match files is close to &ldquo;{search.trim()}&rdquo;. If that is a first name: the match files
              name players by initials and surname (&ldquo;SR Tendulkar&rdquo;), so try the surname. First names come from
              Cricsheet&apos;s people register, which this copy of the site has not loaded; whoever runs the site can load it
              with the cricket data.
            </p>
          )}
          {nothing && suggestions.length > 0 && (
            <p className="mt-2 text-slate-800" data-testid="did-you-mean">
              Did you mean{' '}
              {suggestions.map((p, i) => (
                <span key={p.player_id}>
                  {i > 0 && (i === suggestions.length - 1 ? ' or ' : ', ')}
                  <button type="button" className="link" onClick={() => setSearch(displayName(p))}>
                    {displayName(p)}
                  </button>
                </span>
              ))}
              ?
            </p>
          )}

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
