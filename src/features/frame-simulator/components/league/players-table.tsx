import { memo } from 'react';
import type { LeaguePlayer } from '../../../../../workers/league-sim/league';
import { DataTable, type DataColumn } from '../../../../components/data-table';
import { formatOption } from '../../utils/attribute-fields';

const pct = (v: number) => formatOption(v, 'percent');

const attr = (id: string, header: string, get: (p: LeaguePlayer) => number, percent = true): DataColumn<LeaguePlayer> => ({
  id,
  header,
  numeric: true,
  value: get,
  render: (p) => (percent ? pct(get(p)) : get(p)),
});

const columns: DataColumn<LeaguePlayer>[] = [
  { id: 'player', header: 'Player', rowHeader: true, nowrap: true, value: (p) => p.id, render: (p) => `Player ${p.id}`, firstDirection: 'ascending' },
  attr('make', 'Make', (p) => p.attributes.regular.make),
  attr('foul', 'Foul', (p) => p.attributes.regular.foul),
  attr('break-make', 'Break make', (p) => p.attributes.break.make),
  attr('split-benefit', 'Split benefit', (p) => p.attributes.break.splitBenefit),
  attr('split-duration', 'Split duration', (p) => p.attributes.break.splitDuration, false),
  attr('break-foul', 'Break foul', (p) => p.attributes.break.foul),
  attr('black-on-foul', 'Black on foul', (p) => p.attributes.foul.makeBlack),
];

/** Attributes of generated players, one row each; every column sorts. */
export const PlayersTable = memo(function PlayersTable({ players, caption }: { players: LeaguePlayer[]; caption?: string }) {
  return (
    <DataTable
      rows={players}
      columns={columns}
      rowKey={(p) => p.id}
      label={caption ?? 'Generated players and their attributes'}
      showCaption={Boolean(caption)}
      testId="players-table"
    />
  );
});
