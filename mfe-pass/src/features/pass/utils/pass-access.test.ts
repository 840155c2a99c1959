import { passAccess } from './pass-access';

const signedIn = { hasSession: true, userLoaded: true, settled: true };

describe('passAccess (P2 §4 "Reward pass access")', () => {
  it('is visitor without a session, loading until the user is known', () => {
    expect(passAccess({ ...signedIn, hasSession: false, isRegistered: undefined, progress: undefined })).toBe(
      'visitor',
    );
    expect(passAccess({ ...signedIn, userLoaded: false, isRegistered: undefined, progress: undefined })).toBe(
      'loading',
    );
  });

  it('is unregistered when the status says so or the progress answered 404', () => {
    expect(passAccess({ ...signedIn, isRegistered: false, progress: undefined })).toBe('unregistered');
    expect(passAccess({ ...signedIn, isRegistered: undefined, progress: null })).toBe('unregistered');
    expect(passAccess({ ...signedIn, isRegistered: true, progress: null })).toBe('unregistered');
  });

  it('is registered when the status says so or the progress loaded', () => {
    expect(passAccess({ ...signedIn, isRegistered: true, progress: undefined })).toBe('registered');
    expect(passAccess({ ...signedIn, isRegistered: undefined, progress: { currentLevel: 1 } })).toBe(
      'registered',
    );
  });

  it('waits for both answers, and is unknown when both failed', () => {
    expect(passAccess({ ...signedIn, settled: false, isRegistered: undefined, progress: undefined })).toBe(
      'loading',
    );
    expect(passAccess({ ...signedIn, isRegistered: undefined, progress: undefined })).toBe('unknown');
  });
});
