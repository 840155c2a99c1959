import type { Tournament } from '@arena/shared-kit';
import { MatchBox } from '../../features/match-box/components/match-box';
import { useRegistrationState } from '../../features/registration/api/get-registration-state';
import { useNow } from '../../hooks/use-now';
import { renderMatchChat } from './match-chat';

/**
 * The match box where the overview shows it: for signed-in players registered in a started bracket tournament,
 * with the match's chat.
 */
export function TournamentMatchBox({ tournament }: { tournament: Tournament }) {
  const now = useNow(1000);
  const { data } = useRegistrationState(tournament.id);
  const started = new Date(tournament.starting_time).getTime() <= now;
  if (tournament.tournament_type !== 'bracket' || !started || !data?.isRegistered) return null;
  return <MatchBox tournament={tournament} registration={data} renderChat={renderMatchChat} />;
}
