import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { DataColumn } from '../../../components/data-table';
import { linkTo } from '../../../../contracts/route-manifest';

/** The Player column of a league table: the row header, the name linked to the player's page, then `after`. */
export function playerColumn<T extends { player_id: number; name: string }>(after?: (r: T) => ReactNode): DataColumn<T> {
  return {
    id: 'player',
    header: 'Player',
    rowHeader: true,
    nowrap: true,
    render: (r) => (
      <>
        <Link href={linkTo('/pool/player/:playerId', { playerId: r.player_id })} className="link">
          {r.name}
        </Link>
        {after?.(r)}
      </>
    ),
  };
}
