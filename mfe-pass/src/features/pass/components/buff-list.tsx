import { Badge, Card, Muted, SectionTitle, Skeleton, type PassBuff } from '@arena/shared-kit';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { PASS_PAGE_NAMESPACE } from '../i18n';

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
  h3 {
    margin: 0 0 ${({ theme }) => theme.space(1)};
    font-size: 1rem;
    display: flex;
    gap: ${({ theme }) => theme.space(2)};
    align-items: center;
    flex-wrap: wrap;
  }
`;

export interface BuffListProps {
  title: string;
  emptyText: string;
  buffs: PassBuff[];
  /** The season is still loading: the title and a placeholder about the height of a list of buffs. */
  loading?: boolean;
}

/** Active or upcoming buffs of the season, each with its type, name and description. */
export function BuffList({ title, emptyText, buffs, loading = false }: BuffListProps) {
  const { t } = useTranslation(PASS_PAGE_NAMESPACE);
  const headingId = useId();
  return (
    <Card as="section" aria-labelledby={headingId} aria-busy={loading || undefined}>
      <SectionTitle id={headingId}>{title}</SectionTitle>
      {loading ? (
        <Skeleton $height="210px" />
      ) : buffs.length === 0 ? (
        <Muted>{emptyText}</Muted>
      ) : (
        <List>
          {buffs.map((buff) => (
            <li key={buff._id}>
              <h3>
                {buff.name}
                <Badge $tone={buff.type === 'other' ? 'neutral' : 'info'}>
                  {t(`buffs.type.${buff.type}`, { defaultValue: buff.type })}
                </Badge>
              </h3>
              <Muted>{buff.description}</Muted>
            </li>
          ))}
        </List>
      )}
    </Card>
  );
}
