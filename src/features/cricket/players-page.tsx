import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useLocation } from 'wouter';
import { ErrorMessage } from '../../components/error-message';
import { Spinner } from '../../components/spinner';
import { usePageMeta } from '../../lib/page-meta';
import type { CricketPlayer } from './api/cricket-types';
import { playersPageQueries } from './api/page-queries';
import { ComparePanel } from './components/players/compare-panel';
import { CricsheetCredit } from './components/shared/cricsheet-credit';
import { NoDataNotice } from './components/shared/no-data-notice';
import { PlayerGrid } from './components/players/player-grid';
import { PlayerSearchBar } from './components/players/player-search-bar';
import { PlayerSearchHints } from './components/players/player-search-hints';
import { PlayersIntro } from './components/players/players-intro';
import { TodayInTheArchive } from './components/players/today-in-the-archive';
import { RecordsChanged } from './components/players/records-changed';
import { PlayersStatsSwitch, PlayersViewSwitch } from './components/players/players-view-switches';
import { playerNames } from './components/shared/player-picker';
import { firstPages } from './utils/paging';
import { buildSearchIndex, fuzzyIndex, fuzzySuggestions, searchIndex } from './utils/player-search';
import { parseTable, tableParams } from './utils/stats-table';
import { StatsTableView } from './components/players/stats-table-view';
import { OtherStatsTableView } from './components/players/other-stats-table-view';
import { otherTableParams, parseOtherTable, parseTableStats, type TableStats } from './utils/bowling-table';
import { useUrlParams } from '../../hooks/use-url-params';
import { linkTo } from '../../../contracts/route-manifest';
import { useCricketFormat } from './hooks/use-cricket-format';

export default function PlayersPage() {
  usePageMeta({
    title: 'Explore Cricket Test Match Batting Careers',
    description: "Explore men's Test cricket batting careers ball by ball: runs, averages, strike rates and splits by year, opposition and ground, from Cricsheet data.",
    keywords: ['Test cricket', 'batting average', 'cricket statistics', 'Cricsheet', 'career explorer'],
  });
  const { search: query, update } = useUrlParams();
  const view = new URLSearchParams(query).get('view') === 'table' ? 'table' : 'cards';
  const stats = view === 'table' ? parseTableStats(query) : 'batting';
  const fmt = useCricketFormat();
  const q = playersPageQueries(stats, fmt);
  const players = useQuery(q.players);
  // On the server's HTML with the players (stored at the last import: nothing to wait for).
  const recordsChanges = useQuery({ ...q.recordsChanges, enabled: players.isSuccess });
  const empty = players.isSuccess && players.data.length === 0;
  // Asked once the players have come (the server render has both at once).
  const coverage = useQuery({ ...q.coverage, enabled: players.isSuccess });
  const [search, setSearch] = useState('');
  const [pages, setPages] = useState(1);
  const [comparing, setComparing] = useState(false);
  const [chosen, setChosen] = useState<CricketPlayer[]>([]);
  const [, navigate] = useLocation();
  const tableState = useMemo(() => parseTable(query), [query]);
  const otherState = useMemo(() => (stats === 'batting' ? null : parseOtherTable(query, stats)), [query, stats]);
  const bowlers = useQuery(q.bowling);
  const fielders = useQuery(q.fielding);
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
      <PlayersIntro />
      {players.isSuccess && !empty && <TodayInTheArchive />}
      {players.isSuccess && !empty && <RecordsChanged data={recordsChanges.data} fmt={fmt} />}

      {players.isPending && <Spinner label="Loading..." />}
      {players.isError && (
        <div className="mt-6">
          <ErrorMessage error={players.error} />
        </div>
      )}
      {empty && <NoDataNotice coverage={coverage.data} />}

      {players.isSuccess && !empty && <PlayersViewSwitch view={view} onShow={showView} />}

      {players.isSuccess && !empty && view === 'table' && (
        <>
          <PlayersStatsSwitch stats={stats} onShow={showStats} />
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
          <PlayerSearchBar
            search={search}
            comparing={comparing}
            onFocus={() => setSearchUsed(true)}
            onSearch={(text) => {
              setSearchUsed(true);
              setSearch(text);
              setPages(1);
            }}
            onToggleCompare={() => {
              setComparing((v) => !v);
              setChosen([]);
            }}
          />

          {comparing && (
            <ComparePanel
              chosen={chosen}
              onRemove={remove}
              onCompare={() => navigate(linkTo('/cricket/compare/:first/:second', { first: chosen[0].url_slug, second: chosen[1].url_slug }))}
            />
          )}

          <PlayerSearchHints search={search} total={all.length} shown={shown.length} nothing={nothing} suggestions={suggestions} registerLoaded={registerLoaded} onSuggest={setSearch} />

          <PlayerGrid visible={page.visible} total={page.total} chosen={chosen} comparing={comparing} onSelect={select} onMore={() => setPages((n) => n + 1)} />
          <CricsheetCredit coverage={coverage.data} />
        </>
      )}
    </div>
  );
}
