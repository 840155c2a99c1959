import styled from 'styled-components';

/** A short message page (Page Not Found, the shell's banned and logout pages): one centred column. */
export const CenteredPage = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
  max-width: 640px;
  margin-inline: auto;
  padding: ${({ theme }) => theme.space(16)} ${({ theme }) => theme.space(4)};
  text-align: center;
  h1 {
    margin: 0;
  }
  .code {
    margin: 0;
    font-size: clamp(4rem, 12vw, 7rem);
    font-weight: 800;
    line-height: 1;
    background: linear-gradient(
      135deg,
      ${({ theme }) => theme.colors.primary},
      ${({ theme }) => theme.colors.accent}
    );
    -webkit-background-clip: text;
    background-clip: text;
    color: transparent;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: ${({ theme }) => theme.space(3)};
  }
`;
