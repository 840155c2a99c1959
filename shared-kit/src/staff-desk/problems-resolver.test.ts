import type { ResolverOptions } from 'react-hook-form';
import { problemsResolver } from './problems-resolver';

interface Values {
  en: { title: string };
  seats: number;
}

/** Each empty title and each seat count under 2 is a problem. */
const problemsOf = (values: Values, context?: { minSeats: number }) => {
  const problems = new Map<string, string>();
  if (!values.en.title.trim()) problems.set('en.title', 'required');
  if (values.seats < (context?.minSeats ?? 2)) problems.set('seats', 'tooFew');
  return problems;
};

const options = {} as ResolverOptions<Values>;

describe('problemsResolver', () => {
  it('passes the values through when the checks find nothing', async () => {
    const values = { en: { title: 'Cup' }, seats: 8 };
    expect(await problemsResolver(problemsOf)(values, undefined, options)).toEqual({ values, errors: {} });
  });

  it('puts each problem on its field, nested paths included, as its type and message', async () => {
    const result = await problemsResolver(problemsOf)({ en: { title: ' ' }, seats: 1 }, undefined, options);
    expect(result).toEqual({
      values: {},
      errors: {
        en: { title: { type: 'required', message: 'required' } },
        seats: { type: 'tooFew', message: 'tooFew' },
      },
    });
  });

  it("hands the form's context to the checks and shapes a problem that is more than a word", async () => {
    const resolver = problemsResolver<Values, string, { minSeats: number }>(problemsOf, (problem) => ({
      type: problem,
      message: JSON.stringify({ key: problem }),
    }));
    const result = await resolver({ en: { title: 'Cup' }, seats: 8 }, { minSeats: 10 }, {
      ...options,
    } as ResolverOptions<Values>);
    expect(result.errors).toEqual({ seats: { type: 'tooFew', message: '{"key":"tooFew"}' } });
  });
});
