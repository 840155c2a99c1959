import type { PlayerBan } from '@arena/contract';
import { Badge, formatDateTime, useLocale } from '@arena/shared-kit';
import { useTranslation } from 'react-i18next';
import { STAFF_PLAYERS_NAMESPACE } from '../i18n';

/** A player's standing in one badge: Banned until (its end), Banned (no end), or Active. */
export function BanStatusBadge({ ban }: { ban: PlayerBan | null }) {
  const { t } = useTranslation(STAFF_PLAYERS_NAMESPACE);
  const locale = useLocale();
  if (!ban) return <Badge $tone="success">{t('moderation.status.active')}</Badge>;
  return (
    <Badge $tone="danger">
      {ban.endsAt
        ? t('moderation.status.bannedUntil', { date: formatDateTime(ban.endsAt, locale) })
        : t('moderation.status.banned')}
    </Badge>
  );
}
