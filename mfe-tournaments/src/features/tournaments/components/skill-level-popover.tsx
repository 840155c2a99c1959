import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Popover } from '../../../components/popover';
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

const Levels = styled.div`
  h4 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: 0.9rem;
  }
  ul {
    margin: 0;
    padding-inline-start: ${({ theme }) => theme.space(5)};
  }
`;

/**
 * The card's skill-level range as a button; it opens a popover listing every skill level (keyboard and screen
 * reader friendly: components/popover.tsx).
 */
export function SkillLevelPopover({ skills, tournamentName }: { skills: string[]; tournamentName: string }) {
  const { t } = useTranslation('tournaments');
  const range = skillRange(skills);
  if (!range) return <span>{t('card.anySkill')}</span>;
  return (
    <Popover
      trigger={<Trigger type="button">{range}</Trigger>}
      label={t('card.skillLevelFor', { name: tournamentName })}
      arrow
    >
      <Levels>
        <h4>{t('card.skillLevel')}</h4>
        <ul>
          {skills.map((skill) => (
            <li key={skill}>{skill}</li>
          ))}
        </ul>
      </Levels>
    </Popover>
  );
}
