import { Skeleton } from '@arena/shared-kit';
import styled from 'styled-components';

/** The page's fixed frame: the banner, the avatar and the name line keep their size loaded or not. */
export const Banner = styled.div`
  block-size: clamp(120px, 22vw, 220px);
  border-radius: ${({ theme }) => theme.radius.large};
  background: linear-gradient(135deg, #1d2a4d, #3a1d4d 55%, #4d3a1d);
  overflow: hidden;
  img {
    inline-size: 100%;
    block-size: 100%;
    object-fit: cover;
    display: block;
  }
`;

export const Identity = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(4)};
  margin-block-start: -48px;
  padding-inline: ${({ theme }) => theme.space(4)};
  min-block-size: 112px;
`;

export const AvatarFrame = styled.div`
  inline-size: 112px;
  block-size: 112px;
  flex-shrink: 0;
  border-radius: 50%;
  border: 4px solid ${({ theme }) => theme.colors.background};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  display: grid;
  place-items: center;
  overflow: hidden;
  font-size: 2.5rem;
  font-weight: 700;
  img {
    inline-size: 100%;
    block-size: 100%;
    object-fit: cover;
  }
`;

export const Names = styled.div`
  flex: 1;
  min-inline-size: 200px;
  h1 {
    margin: 0;
    font-size: clamp(1.4rem, 3vw, 2rem);
    line-height: 1.2;
    overflow-wrap: anywhere;
  }
`;

export const Subline = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin: ${({ theme }) => theme.space(1)} 0 0;
  min-block-size: 1.5em;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Section = styled.section`
  margin-block: ${({ theme }) => theme.space(6)};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(3)};
    font-size: 1.25rem;
  }
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
