import { Button, Dialog } from '@arena/shared-kit';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { MATCHMAKING_NAMESPACE } from '../i18n';

const List = styled.ol`
  margin: 0;
  padding-inline-start: ${({ theme }) => theme.space(5)};
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  line-height: 1.5;
`;

export type InfoTopic = 'matchmaking' | 'joining';

/** The panel's two info popups (P1 §2): How Matchmaking Works and How Joining a Game Works. */
export function InfoDialog({ topic, onClose }: { topic: InfoTopic | null; onClose: () => void }) {
  const { t } = useTranslation(MATCHMAKING_NAMESPACE);
  const shown = topic ?? 'matchmaking';
  const items = t(`info.${shown}`, { returnObjects: true }) as string[];
  const ListTag = shown === 'joining' ? 'ol' : 'ul';
  return (
    <Dialog
      open={topic !== null}
      title={t(shown === 'joining' ? 'info.joiningTitle' : 'info.matchmakingTitle')}
      onClose={onClose}
      actions={<Button onClick={onClose}>{t('info.close')}</Button>}
    >
      <List as={ListTag}>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </List>
    </Dialog>
  );
}

/** A round icon button with an "i", named for what it explains. */
export const InfoButton = styled.button.attrs({ type: 'button' })`
  display: inline-grid;
  place-items: center;
  inline-size: 28px;
  block-size: 28px;
  border-radius: 50%;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 800;
  font-family: serif;
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 2px;
  }
`;
