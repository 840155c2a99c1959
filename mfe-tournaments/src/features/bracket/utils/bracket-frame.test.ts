import { bracketFrameUrl, frameTitleKey, originOf, resizeHeightFrom } from './bracket-frame';

describe('bracket frame rules', () => {
  test('titles by type: round robin, swiss, otherwise the main bracket', () => {
    expect(frameTitleKey('round_robin')).toBe('frame.round_robin');
    expect(frameTitleKey('swiss_bracket')).toBe('frame.swiss_bracket');
    expect(frameTitleKey('single_elimination')).toBe('frame.main');
    expect(frameTitleKey('double_elimination')).toBe('frame.main');
  });

  test('the embed address: host, encoded tournament id, stage and language', () => {
    expect(bracketFrameUrl('https://brackets.example.com/', 'a b/c', 'next', 'ar')).toBe(
      'https://brackets.example.com/embed/brackets/a%20b%2Fc?stage=next&lang=ar',
    );
  });

  test('the host origin of a configured address', () => {
    expect(originOf('https://brackets.example.com/some/path')).toBe('https://brackets.example.com');
    expect(originOf('http://localhost:8090')).toBe('http://localhost:8090');
  });

  test('a resize message counts only from the host origin and the frame itself', () => {
    const frame = {} as Window;
    const message = { type: 'arena:bracket-resize', height: 900 };
    expect(
      resizeHeightFrom({ origin: 'http://host', source: frame, data: message }, 'http://host', frame),
    ).toBe(900);
    expect(
      resizeHeightFrom({ origin: 'http://other', source: frame, data: message }, 'http://host', frame),
    ).toBeNull();
    expect(
      resizeHeightFrom({ origin: 'http://host', source: null, data: message }, 'http://host', frame),
    ).toBeNull();
    expect(
      resizeHeightFrom({ origin: 'http://host', source: frame, data: message }, 'http://host', null),
    ).toBeNull();
    expect(
      resizeHeightFrom({ origin: 'http://host', source: frame, data: { height: 900 } }, 'http://host', frame),
    ).toBeNull();
    expect(
      resizeHeightFrom(
        { origin: 'http://host', source: frame, data: { ...message, height: Infinity } },
        'http://host',
        frame,
      ),
    ).toBeNull();
  });
});
