import { SUPPORT_CHAT_OPEN, SUPPORT_CHAT_PARAM, supportChatLink } from './support-chat.js';

describe('supportChatLink', () => {
  it('is the tournament page with the query that opens its support chat', () => {
    const link = supportChatLink('0b7e6f7a-1d2c-4c55-9c39-2f4f1c8e9a10');
    expect(link).toBe('/tournaments/0b7e6f7a-1d2c-4c55-9c39-2f4f1c8e9a10?support=chat');
    const url = new URL(link, 'https://arena.example.com');
    expect(url.pathname).toBe('/tournaments/0b7e6f7a-1d2c-4c55-9c39-2f4f1c8e9a10');
    expect(url.searchParams.get(SUPPORT_CHAT_PARAM)).toBe(SUPPORT_CHAT_OPEN);
  });

  it('keeps an odd id inside the path', () => {
    expect(new URL(supportChatLink('a/b?c'), 'https://arena.example.com').pathname).toBe(
      '/tournaments/a%2Fb%3Fc',
    );
  });
});
