import {
  activeFilters,
  clearFilters,
  DEFAULT_LIST_STATE,
  type ListState,
  listStateToParams,
  parseListState,
  removeFilter,
} from './list-state';

const parse = (query: string) => parseListState(new URLSearchParams(query));
const serialize = (state: ListState, base?: string) =>
  listStateToParams(state, base === undefined ? undefined : new URLSearchParams(base)).toString();

const everything: ListState = {
  tab: 'completed',
  region: 'eu',
  format: '5vs5',
  skills: ['Gold', 'Iron'],
  type: 'bracket',
  status: 'checkIn',
  sort: 'participants',
};

describe('parseListState', () => {
  it('gives the defaults for an empty address: Upcoming, region by rule, no filters', () => {
    expect(parse('')).toEqual(DEFAULT_LIST_STATE);
    expect(DEFAULT_LIST_STATE.tab).toBe('upcoming');
    expect(DEFAULT_LIST_STATE.region).toBeNull();
  });

  it('reads every choice', () => {
    expect(
      parse(
        'tab=completed&region=eu&format=5vs5&skill=Gold&skill=Iron&type=bracket&status=checkIn&sort=participants',
      ),
    ).toEqual({ ...everything, skills: ['Iron', 'Gold'] });
  });

  it('ignores unknown values rather than failing', () => {
    expect(parse('tab=all&region=asia&format=3vs3&type=league&status=open&sort=name&skill=')).toEqual(
      DEFAULT_LIST_STATE,
    );
  });

  it('accepts comma-separated skills too, dropping repeats', () => {
    expect(parse('skill=Silver,Iron&skill=Silver').skills).toEqual(['Iron', 'Silver']);
  });
});

describe('listStateToParams', () => {
  it('writes nothing for the defaults', () => {
    expect(serialize(DEFAULT_LIST_STATE)).toBe('');
  });

  it('writes every non-default choice, skills repeated in ladder order', () => {
    expect(serialize(everything)).toBe(
      'tab=completed&region=eu&format=5vs5&skill=Iron&skill=Gold&type=bracket&status=checkIn&sort=participants',
    );
  });

  it('keeps parameters that are not the list’s, and replaces the list’s own', () => {
    expect(serialize({ ...DEFAULT_LIST_STATE, tab: 'live' }, 'ref=abc&tab=completed&skill=Gold')).toBe(
      'ref=abc&tab=live',
    );
  });

  it('round-trips: parse(serialize(state)) is the state', () => {
    const states: ListState[] = [
      DEFAULT_LIST_STATE,
      { ...everything, skills: ['Iron', 'Gold'] },
      { ...DEFAULT_LIST_STATE, region: 'me', skills: ['Challenger'] },
    ];
    for (const state of states) expect(parseListState(listStateToParams(state))).toEqual(state);
  });
});

describe('chips', () => {
  it('lists one chip per active choice, one per skill level', () => {
    expect(activeFilters(DEFAULT_LIST_STATE)).toEqual([]);
    expect(activeFilters(everything)).toEqual([
      { kind: 'format', value: '5vs5' },
      { kind: 'skill', value: 'Gold' },
      { kind: 'skill', value: 'Iron' },
      { kind: 'type', value: 'bracket' },
      { kind: 'status', value: 'checkIn' },
      { kind: 'sort', value: 'participants' },
    ]);
  });

  it('removing a chip clears only its choice', () => {
    expect(removeFilter(everything, { kind: 'skill', value: 'Gold' }).skills).toEqual(['Iron']);
    expect(removeFilter(everything, { kind: 'format', value: '5vs5' })).toEqual({
      ...everything,
      format: 'all',
    });
    expect(removeFilter(everything, { kind: 'type', value: 'bracket' }).type).toBe('all');
    expect(removeFilter(everything, { kind: 'status', value: 'checkIn' }).status).toBe('all');
    expect(removeFilter(everything, { kind: 'sort', value: 'participants' }).sort).toBeNull();
  });

  it('Clear All resets the filter panel and keeps the tab and the region', () => {
    expect(clearFilters(everything)).toEqual({ ...DEFAULT_LIST_STATE, tab: 'completed', region: 'eu' });
  });
});
