import styled from 'styled-components';
import { textBlocks } from '../utils/text-blocks';

const Body = styled.div`
  p {
    margin: 0 0 ${({ theme }) => theme.space(3)};
  }
  ul {
    margin: 0 0 ${({ theme }) => theme.space(3)};
    padding-inline-start: ${({ theme }) => theme.space(5)};
  }
  li + li {
    margin-block-start: ${({ theme }) => theme.space(1)};
  }
  & > :last-child {
    margin-block-end: 0;
  }
`;

/** A long translated text as paragraphs and bulleted lists (see `textBlocks`). */
export function RichText({ text }: { text: string }) {
  return (
    <Body>
      {textBlocks(text).map((block, index) =>
        block.kind === 'list' ? (
          <ul key={index}>
            {block.items.map((item, itemIndex) => (
              <li key={itemIndex}>{item}</li>
            ))}
          </ul>
        ) : (
          <p key={index}>{block.text}</p>
        ),
      )}
    </Body>
  );
}
