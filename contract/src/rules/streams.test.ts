import { isStreamUrl, parseStreamUrl, streamEmbedUrl, streamWatchUrl } from './streams.js';

describe('stream addresses', () => {
  test('a Twitch channel, with or without www.', () => {
    expect(parseStreamUrl('https://www.twitch.tv/MenaArena')).toEqual({
      provider: 'twitch',
      channel: 'menaarena',
    });
    expect(parseStreamUrl('https://twitch.tv/riotgames/')).toEqual({
      provider: 'twitch',
      channel: 'riotgames',
    });
  });

  test('a YouTube video, live or short address', () => {
    const video = { provider: 'youtube', videoId: 'dQw4w9WgXcQ' };
    expect(parseStreamUrl('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=5')).toEqual(video);
    expect(parseStreamUrl('https://youtube.com/live/dQw4w9WgXcQ?si=abc')).toEqual(video);
    expect(parseStreamUrl('https://youtu.be/dQw4w9WgXcQ')).toEqual(video);
  });

  test('anything else is no stream', () => {
    for (const address of [
      'http://www.twitch.tv/menaarena',
      'http://youtu.be/dQw4w9WgXcQ',
      'javascript:alert(1)',
      'https://evil.example/twitch.tv/menaarena',
      'https://twitch.tv.evil.example/menaarena',
      'https://www.twitch.tv/menaarena/videos',
      'https://www.twitch.tv/directory',
      'https://www.twitch.tv/',
      'https://www.youtube.com/watch?v=short',
      'https://www.youtube.com/channel/UC123',
      'https://youtu.be/dQw4w9WgXcQ/extra',
      'https://user@www.twitch.tv/menaarena',
      'https://www.twitch.tv:8443/menaarena',
      'not an address',
      '',
    ]) {
      expect(parseStreamUrl(address)).toBeNull();
      expect(isStreamUrl(address)).toBe(false);
    }
  });

  test('the embed names the page as Twitch parent, and YouTube without cookies', () => {
    expect(streamEmbedUrl({ provider: 'twitch', channel: 'menaarena' }, 'arena.example')).toBe(
      'https://player.twitch.tv/?channel=menaarena&parent=arena.example',
    );
    expect(streamEmbedUrl({ provider: 'youtube', videoId: 'dQw4w9WgXcQ' }, 'arena.example')).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    );
  });

  test('the watch address is written one way', () => {
    expect(streamWatchUrl({ provider: 'twitch', channel: 'menaarena' })).toBe(
      'https://www.twitch.tv/menaarena',
    );
    expect(streamWatchUrl(parseStreamUrl('https://youtu.be/dQw4w9WgXcQ')!)).toBe(
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    );
  });
});
