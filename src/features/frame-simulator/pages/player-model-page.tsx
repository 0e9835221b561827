import { Link } from 'wouter';
import { DataTable } from '../../../components/data-table';
import { RunStatus } from '../../../components/run-status';
import { SeedControl } from '../../../components/seed-control';
import { useSeedParam } from '../../../hooks/use-seed-param';
import { useUrlParam } from '../../../hooks/use-url-params';
import { useWorkerRun } from '../../../hooks/use-worker-run';
import { usePageMeta, withBrand } from '../../../lib/page-meta';
import { generatePlayers, simulateHeadToHeads } from '../simulation/frame-engine';
import { PlayerAttributePanel } from '../components/attribute-panel';
import { PlayersTable } from '../components/league/players-table';
import { BATCH_SIZE, FRAME_PATHS } from '../paths';
import type { PlayerAttributes } from '../types';
import { playerAttributesCodec } from '../utils/attribute-url';
import { defaultAttributes } from '../utils/default-attributes';
import { decimalOdds, formatOdds } from '../../../../workers/frame-model/odds';
import { sharePercent } from '../../../../common/number-text';

export const MODEL_PLAYERS = 5;
const EXAMPLE_DEFAULT: PlayerAttributes = defaultAttributes().player1;
const EXAMPLE_CODEC = playerAttributesCodec(3, EXAMPLE_DEFAULT);

export default function PlayerModelPage() {
  usePageMeta({
    title: withBrand('Pool Player Model'),
    description: 'How a simulated pool player is described: make, foul, break and split attributes, an editable example player and randomly generated players.',
    keywords: ['pool player model', 'player attributes', 'simulation', 'English pool'],
  });
  const { seed, newSeed } = useSeedParam();
  // the example player is kept in the link as `p` (Stage 3 fields), beside the seed
  const [example, setExample] = useUrlParam('p', EXAMPLE_CODEC, EXAMPLE_DEFAULT);
  const players = useWorkerRun(seed === null ? null : String(seed), (ctx) => generatePlayers({ count: MODEL_PLAYERS, seed: seed! }, ctx));
  const h2hKey = players.data && seed !== null ? JSON.stringify([seed, example, players.data]) : null;
  const h2h = useWorkerRun(h2hKey, (ctx) =>
    simulateHeadToHeads({ example, opponents: players.data!, games: BATCH_SIZE, seed: seed! }, ctx),
  );
  return (
    <div className="page">
      <Link href={FRAME_PATHS.intro} className="link text-sm">
        English pool Monte Carlo simulation
      </Link>
      <h1 className="mt-2 text-3xl font-bold sm:text-4xl">Player model</h1>
      <div className="prose-article max-w-3xl">
        <p>
          A simulated player is seven numbers. Two describe every ordinary shot: the chance of potting it and the chance
          of fouling. Four describe the break: its make chance, how much a good split helps the following shots (the
          split benefit), for how many shots (the split duration), and the chance of fouling the break. The last is the
          chance that the black goes down on a foul, which loses the frame.
        </p>
        <p>
          Random players draw every attribute from the same option lists the simulation pages offer, so a league of them
          covers the full range from club novice to county player.
        </p>
      </div>
      <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,22rem)_1fr]">
        <section aria-labelledby="pm-example">
          <h2 id="pm-example" className="mb-3 text-2xl font-bold">Example player</h2>
          <PlayerAttributePanel player="example" label="Example player" stage={3} value={example} defaultValue={EXAMPLE_DEFAULT} onUpdate={setExample} />
        </section>
        <section aria-labelledby="pm-random" className="min-w-0">
          <h2 id="pm-random" className="mb-3 text-2xl font-bold">{MODEL_PLAYERS} random players</h2>
          <div className="mb-3 flex flex-wrap items-center gap-3">
            <button type="button" className="btn-primary" onClick={newSeed}>
              Generate New Players
            </button>
            <SeedControl seed={seed} onNewSeed={newSeed} />
          </div>
          <RunStatus running={players.running} hasData={!!players.data} progress={null} error={players.error} label="Generating players..." />
          {players.data ? <PlayersTable players={players.data} /> : null}
          <h3 className="mt-6 mb-2 text-lg font-semibold">Example player against each ({BATCH_SIZE} Stage 3 frames each)</h3>
          <RunStatus running={h2h.running} hasData={!!h2h.data} progress={h2h.progress} error={h2h.error} label="Simulating head-to-heads..." />
          {h2h.data ? (
            <DataTable
              rows={h2h.data}
              columns={[
                { id: 'opponent', header: 'Opponent', rowHeader: true, nowrap: true, value: (r) => r.opponentId, firstDirection: 'ascending', render: (r) => `Player ${r.opponentId}` },
                { id: 'wins', header: 'Example wins', numeric: true, value: (r) => r.wins / r.games, render: (r) => `${r.wins}/${r.games}` },
                { id: 'share', header: 'Win share', numeric: true, value: (r) => r.wins / r.games, render: (r) => sharePercent(r.wins / r.games) },
                { id: 'odds', header: 'True odds', numeric: true, value: (r) => decimalOdds(r.wins / r.games), render: (r) => formatOdds(decimalOdds(r.wins / r.games)) },
                { id: 'exact', header: 'Exact chance', numeric: true, value: (r) => r.exactProbability, render: (r) => sharePercent(r.exactProbability) },
              ]}
              rowKey={(r) => r.opponentId}
              label="Example player against each opponent"
              testId="head-to-heads"
            />
          ) : null}
        </section>
      </div>
    </div>
  );
}
