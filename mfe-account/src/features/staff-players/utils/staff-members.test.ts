import type { StaffMember } from '@arena/contract';
import { riotIdProblem, withMember } from './staff-members';

const member = (id: string, roles: StaffMember['roles'][number]['role'][]): StaffMember => ({
  player: { id, displayName: id, gameName: id, tagLine: 'STAFF', profileImage: null },
  roles: roles.map((role) => ({ role, grantedAt: '2026-11-01T10:00:00.000Z', grantedBy: null })),
});

describe('staff members', () => {
  it('puts a member as the API answered in the list: replaced in place, added at the end, gone without roles', () => {
    const list = [member('a', ['admin']), member('b', ['support'])];
    expect(withMember(list, member('b', ['support', 'editor']))).toEqual([
      member('a', ['admin']),
      member('b', ['support', 'editor']),
    ]);
    expect(withMember(list, member('c', ['organizer']))).toEqual([...list, member('c', ['organizer'])]);
    expect(withMember(list, member('b', []))).toEqual([member('a', ['admin'])]);
    expect(withMember(list, member('c', []))).toEqual(list);
    expect(withMember(undefined, member('c', ['organizer']))).toBeUndefined();
  });

  it('checks a Riot ID as the API does: Name#TAG, 3 to 40 characters', () => {
    expect(riotIdProblem('  ')).toBe('required');
    expect(riotIdProblem('Falcon')).toBe('format');
    expect(riotIdProblem('#MENA')).toBe('format');
    expect(riotIdProblem('Fal#con#X')).toBe('format');
    expect(riotIdProblem(`${'x'.repeat(38)}#AB`)).toBe('format');
    expect(riotIdProblem(' Falcon#MENA ')).toBeNull();
  });
});
