import type { TournamentStream } from '@arena/contract';
import { useTranslation } from 'react-i18next';
import { STREAM_PROVIDER_NAMES, StreamPlayer } from '../../../components/stream-player';
import { TOURNAMENT_PAGE_NAMESPACE } from '../i18n';
import { Section } from './section';

/**
 * The tournament's live stream (issue 32), loaded on the visitor's click only (`StreamPlayer`: nothing asked of
 * Twitch or YouTube before it, the box keeps its 16:9 size, the button says whose content it loads).
 */
export function StreamSection({
  stream,
  tournamentName,
}: {
  stream: TournamentStream;
  tournamentName: string;
}) {
  const { t } = useTranslation(TOURNAMENT_PAGE_NAMESPACE);
  const provider = STREAM_PROVIDER_NAMES[stream.provider];
  return (
    <Section title={t('stream.title')}>
      <StreamPlayer
        stream={stream}
        texts={{
          load: t('stream.load'),
          notice: t('stream.notice', { provider }),
          frameTitle: t('stream.frameTitle', { name: tournamentName, provider }),
          watchOn: t('stream.watchOn', { provider }),
        }}
      />
    </Section>
  );
}
