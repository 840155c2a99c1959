import { useId, useRef } from 'react';
import styled from 'styled-components';
import { useFrameHeight } from '../hooks/use-frame-height';

const Block = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  > h3 {
    margin: 0;
    font-size: 1.05rem;
  }
`;

const Frame = styled.iframe`
  display: block;
  inline-size: 100%;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.colors.background};
`;

export interface BracketFrameProps {
  /** The heading above the frame ("Main Bracket", "Next Main Bracket"...). */
  title: string;
  /** The frame's accessible name. */
  label: string;
  src: string;
  hostOrigin: string;
}

/** One stage of the bracket, drawn by the embed host; its height follows the host's resize messages. */
export function BracketFrame({ title, label, src, hostOrigin }: BracketFrameProps) {
  const headingId = useId();
  const frame = useRef<HTMLIFrameElement>(null);
  const { height, onLoad } = useFrameHeight(frame, hostOrigin);
  return (
    <Block aria-labelledby={headingId}>
      <h3 id={headingId}>{title}</h3>
      <Frame ref={frame} src={src} title={label} height={height} onLoad={onLoad} />
    </Block>
  );
}
