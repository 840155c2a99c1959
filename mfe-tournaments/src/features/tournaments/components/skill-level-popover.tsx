import { popoverSurface } from '@arena/shared-kit';
import * as Popover from '@radix-ui/react-popover';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { skillRange } from '../../../utils/card-labels';

const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  padding: 2px ${({ theme }) => theme.space(2)};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.small};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  white-space: nowrap;
  cursor: pointer;
  &::after {
    content: '▾';
    font-size: 0.7em;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  &[data-state='open']::after {
    content: '▴';
  }
`;

const Content = styled(Popover.Content)`
  ${popoverSurface}
  min-inline-size: 180px;
  max-inline-size: min(280px, calc(100vw - 32px));
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  h4 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: 0.9rem;
  }
  ul {
    margin: 0;
    padding-inline-start: ${({ theme }) => theme.space(5)};
  }
`;

const Arrow = styled(Popover.Arrow)`
  fill: ${({ theme }) => theme.colors.surfaceRaised};
`;

/**
 * The card's skill-level range as a button; it opens a popover listing every skill level (keyboard and screen
 * reader friendly through Radix: Escape and outside clicks close it, focus returns to the button).
 */
export function SkillLevelPopover({ skills, tournamentName }: { skills: string[]; tournamentName: string }) {
  const { t, i18n } = useTranslation('tournaments');
  const range = skillRange(skills);
  if (!range) return <span>{t('card.anySkill')}</span>;
  return (
    <Popover.Root>
      <Popover.Trigger asChild>
        <Trigger type="button">{range}</Trigger>
      </Popover.Trigger>
      <Popover.Portal>
        <Content
          side="bottom"
          align="start"
          sideOffset={6}
          collisionPadding={16}
          aria-label={t('card.skillLevelFor', { name: tournamentName })}
          dir={i18n.language === 'en' ? 'ltr' : 'rtl'}
        >
          <h4>{t('card.skillLevel')}</h4>
          <ul>
            {skills.map((skill) => (
              <li key={skill}>{skill}</li>
            ))}
          </ul>
          <Arrow width={12} height={6} />
        </Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
