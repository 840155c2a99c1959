import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { useDeferredQuery } from './deferred-query';

interface FakeResult {
  data: string[] | undefined;
  status: string;
  isPending: boolean;
  isSuccess: boolean;
  isLoading: boolean;
  refetch: () => string;
}

const pending: FakeResult = {
  data: undefined,
  status: 'pending',
  isPending: true,
  isSuccess: false,
  isLoading: true,
  refetch: () => 'refetched',
};
const loaded = (data: string[]): FakeResult => ({
  ...pending,
  data,
  status: 'success',
  isPending: false,
  isSuccess: true,
  isLoading: false,
});

let setResult: (result: FakeResult) => void = () => undefined;
const seen: string[] = [];

function Page() {
  const [result, set] = useState<FakeResult>(pending);
  setResult = set;
  const query = useDeferredQuery(result);
  seen.push(query.isPending ? 'pending' : `data:${query.data!.join(',')}`);
  if (query.isPending) return <p>loading</p>;
  return (
    <ul>
      {query.data!.map((item) => (
        <li key={item}>{item}</li>
      ))}
      <li>{query.refetch()}</li>
    </ul>
  );
}

describe('useDeferredQuery', () => {
  beforeEach(() => {
    seen.length = 0;
  });

  it('reads as pending until the arriving data is drawn, then as the query itself', async () => {
    render(<Page />);
    expect(screen.getByText('loading')).toBeInTheDocument();
    await act(async () => setResult(loaded(['a', 'b'])));
    expect(screen.getByText('b')).toBeInTheDocument();
    expect(screen.getByText('refetched')).toBeInTheDocument();
    // One urgent render that kept the skeleton, then the deferred one with the data.
    expect(seen.slice(-2)).toEqual(['pending', 'data:a,b']);
  });

  it('keeps showing the previous data until new data is drawn', async () => {
    render(<Page />);
    await act(async () => setResult(loaded(['a'])));
    seen.length = 0;
    await act(async () => setResult(loaded(['c'])));
    expect(screen.getByText('c')).toBeInTheDocument();
    expect(screen.queryByText('a')).not.toBeInTheDocument();
    expect(seen).toEqual(['data:a', 'data:c']);
  });
});
