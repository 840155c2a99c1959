import { copyToClipboard, toast } from '@arena/shared-kit';
import styled from 'styled-components';

const CodeButton = styled.button`
  justify-self: start;
  padding-block: ${({ theme }) => theme.space(2)};
  padding-inline: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.medium};
  border: 1px dashed ${({ theme }) => theme.colors.primary};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  font-family: monospace;
  font-size: 1.25rem;
  letter-spacing: 0.08em;
  direction: ltr;
  cursor: pointer;
`;

/** The texts around a copy, in the caller's words (the match box and the matchmaking card differ slightly). */
export interface TournamentCodeTexts {
  /** The button's accessible name, naming the code. */
  label: string;
  copied: string;
  failed: string;
}

/** A match's tournament code (P1 §4, §5): pressing it copies the code and says so in a toast. */
export function TournamentCodeButton({ code, texts }: { code: string; texts: TournamentCodeTexts }) {
  const copy = () =>
    copyToClipboard(code).then(
      () => toast.success(texts.copied),
      () => toast.error(texts.failed),
    );
  return (
    <CodeButton type="button" aria-label={texts.label} onClick={() => void copy()}>
      {code}
    </CodeButton>
  );
}
