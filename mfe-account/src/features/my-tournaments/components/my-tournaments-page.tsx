import { ComingSoonPage } from '../../../components/coming-soon-page';

/** Placeholder until My Tournaments lands (issue 4). */
export function MyTournamentsPage() {
  return <ComingSoonPage titleKey="titles.tournaments" />;
}
