import { BracketPage } from '../../features/bracket/components/bracket-page';
import { useTournamentOutlet } from '../../hooks/use-tournament-outlet';
import { SubPageSkeleton } from '../../features/tournament-page/components/sub-page-skeleton';

/** /tournaments/{id}/bracket: the bracket feature's page, once the tournament has loaded. */
export function BracketRoute() {
  const { tournament } = useTournamentOutlet();
  if (!tournament) return <SubPageSkeleton rows={3} />;
  return <BracketPage tournament={tournament} />;
}
