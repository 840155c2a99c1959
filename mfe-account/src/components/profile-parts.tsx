import styled from 'styled-components';

/*
 * The parts every player or team page of the remote draws alike: the account's own profile, a player's public page,
 * a team's page and its invite. One look, one place.
 */

/** The banner across the top of a profile (its image, or the portal's gradient). */
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

/** The avatar and the name line, overlapping the banner's lower edge. */
export const Identity = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(4)};
  margin-block-start: -48px;
  padding-inline: ${({ theme }) => theme.space(4)};
`;

/** A round 112 px avatar (its image, or the name's first letter). */
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

/** The name (h1) beside the avatar. */
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

/** The muted line under the name (game ID, region, location). */
export const Subline = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin: ${({ theme }) => theme.space(1)} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A titled section of a public page. */
export const Section = styled.section`
  margin-block: ${({ theme }) => theme.space(6)};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(3)};
    font-size: 1.25rem;
  }
`;

/** A team's 112 px picture (its logo, or its short name). */
export const TeamPicture = styled.div`
  inline-size: 112px;
  block-size: 112px;
  display: grid;
  place-items: center;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.large};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.primary};
  font-size: 2.25rem;
  font-weight: 800;
  img {
    inline-size: 100%;
    block-size: 100%;
    object-fit: cover;
  }
`;
