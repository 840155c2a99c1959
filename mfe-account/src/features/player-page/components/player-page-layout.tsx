import { Skeleton } from '@arena/shared-kit';
import styled from 'styled-components';
import {
  AvatarFrame,
  Banner,
  Identity as ProfileIdentity,
  Names,
  Section,
  Subline as ProfileSubline,
} from '../../../components/profile-parts';

export { AvatarFrame, Banner, Names, Section };

/** The page's fixed frame: the avatar and the name line keep their size loaded or not. */
export const Identity = styled(ProfileIdentity)`
  min-block-size: 112px;
`;

export const Subline = styled(ProfileSubline)`
  min-block-size: 1.5em;
`;

export const StatList = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(160px, 1fr));
  gap: ${({ theme }) => theme.space(4)};
  margin: 0;
  div {
    min-block-size: 88px;
    padding: ${({ theme }) => theme.space(4)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.large};
    background: ${({ theme }) => theme.colors.surface};
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.9rem;
  }
  dd {
    margin: ${({ theme }) => theme.space(1)} 0 0;
    font-size: 1.6rem;
    font-weight: 700;
  }
`;

export const Rows = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(2)};
    padding: ${({ theme }) => theme.space(3)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.medium};
    background: ${({ theme }) => theme.colors.surface};
  }
`;

/** What the page draws while the profile loads: the same banner, avatar, name line and stat row. */
export function PlayerPageSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} aria-busy="true">
      <Banner />
      <Identity>
        <AvatarFrame />
        <Names>
          <Skeleton $height="2rem" $width="min(280px, 70%)" />
          <Subline as="div">
            <Skeleton $height="1rem" $width="160px" />
          </Subline>
        </Names>
      </Identity>
      <Section>
        <Skeleton $height="88px" />
      </Section>
    </div>
  );
}
